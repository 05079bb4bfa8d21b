import Foundation
import OpenCoreGraphics

/// An ``NSTextAttachment`` as the text engine sees it, resolved when the attributed string
/// becomes runs: the box each attachment character of its run takes, the image drawn there and
/// the colour a template image is drawn in.
package struct TextAttachmentBox: Hashable, Sendable {
    /// Drawn in the box; nil leaves the box empty.
    package var image: UIImage?
    /// The box relative to the character's place on the baseline, y up (as
    /// ``NSTextAttachment/bounds``): the character advances by the width; the image is drawn
    /// `x` points after the advance starts, its bottom edge `y` points above the baseline.
    package var bounds: CGRect
    /// The colour the image is drawn in as a silhouette; nil for its own colours.
    package var tint: TextColor?

    package init(image: UIImage?, bounds: CGRect, tint: TextColor?) {
        self.image = image
        self.bounds = TextAttachmentBox.bounded(bounds)
        self.tint = tint
    }

    package static func == (a: TextAttachmentBox, b: TextAttachmentBox) -> Bool {
        a.image === b.image && a.bounds == b.bounds && a.tint == b.tint
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(bounds.width)
        hasher.combine(bounds.height)
    }

    /// `rect` as the engine takes it: no negative size, each value within the engine's range
    /// (``TextValueLimits``); a non-finite rectangle (which only an overridden
    /// `attachmentBounds` can give) is logged and becomes an empty box.
    static func bounded(_ rect: CGRect) -> CGRect {
        guard NSTextAttachment.isFinite(rect) else {
            CoreGraphicsLog.error(
                "NSTextAttachment.attachmentBounds(for:proposedLineFragment:glyphPosition:characterIndex:)",
                "\(rect) is not a finite rectangle; the attachment takes no space")
            return .zero
        }
        return CGRect(
            x: TextValueLimits.clamped(rect.origin.x), y: TextValueLimits.clamped(rect.origin.y),
            width: TextValueLimits.clamped(max(rect.size.width, 0)), height: TextValueLimits.clamped(max(rect.size.height, 0)))
    }

    /// The box of `attachment` on the character at `characterIndex`, in text styled `style`.
    ///
    /// The attachment's hooks give the bounds, then the image for them. A symbol image in
    /// zero bounds is sized as a symbol configured with the text's font: a square of the
    /// font's point size (times the symbol's scale) centred on the capitals. Template images,
    /// and symbol images left `.automatic`, are drawn in the text's colour unless the image
    /// carries its own tint.
    static func resolve(_ attachment: NSTextAttachment, characterIndex: Int, style: TextStyle) -> TextAttachmentBox {
        var bounds = attachment.attachmentBounds(
            for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: characterIndex)
        let image = attachment.image(forBounds: bounds, textContainer: nil, characterIndex: characterIndex)
        if let image, image.isSymbolImage, attachment.bounds == .zero, bounds == CGRect(origin: .zero, size: image.size) {
            let font = UIFont(spec: style.font)
            let side = font.pointSize * (image.symbolConfiguration?.scale.factor ?? 1)
            bounds = CGRect(x: 0, y: -(side - font.capHeight) / 2, width: side, height: side)
        }
        var tint: TextColor?
        if let image {
            let isTemplate =
                image.renderingMode == .alwaysTemplate || (image.renderingMode == .automatic && image.isSymbolImage)
            if let own = image.explicitTintColor {
                tint = AttributedTextConversion.textColor(own)
            } else if isTemplate {
                tint = style.foreground
            }
        }
        return TextAttachmentBox(image: image, bounds: bounds, tint: tint)
    }
}

/// Where an attachment's image is drawn: its box in the drawing's user space.
package struct TextAttachmentPlacement: Sendable {
    package var box: TextAttachmentBox
    package var rect: CGRect
}

/// Draws the images of a layout's attachments after its text.
@MainActor
enum TextAttachmentDrawing {
    static func draw(_ placements: [TextAttachmentPlacement], in context: CGContext) {
        let mirrors = UITraitCollection.current.layoutDirection == .rightToLeft
        for placement in placements {
            guard let image = placement.box.image, !placement.rect.isEmpty else { continue }
            let tint = placement.box.tint.map { UIColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
            image.draw(in: placement.rect, context: context, tint: tint, mirrored: mirrors && image.flipsForRightToLeftLayoutDirection)
        }
    }
}
