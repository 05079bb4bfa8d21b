import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// Draws a ``CATextLayer``'s text with the text engine: the string (plain, or attributed
/// with the layer's font, size and colour filling in what its runs leave unset), wrapped at
/// the bounds' width when ``CATextLayer/isWrapped`` says so, otherwise one line per
/// paragraph, cut with "…" where ``CATextLayer/truncationMode`` asks (the last line that fits
/// of wrapped text; every paragraph's line of unwrapped text), placed by
/// ``CATextLayer/alignmentMode`` and clipped to the bounds.
@MainActor
enum TextLayerDrawing {
    /// Draws `layer`'s text into `ctx`, the layer's backing store in its bounds space.
    static func draw(_ layer: CATextLayer, in ctx: CGContext) {
        let blocks = layout(of: layer)
        guard !blocks.isEmpty else { return }
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        ctx.saveGState()
        ctx.clip(to: layer.bounds)
        let alignment = alignmentFraction(layer.alignmentMode)
        for block in blocks {
            TextDrawing.draw(block.layout, in: block.frame, alignment: alignment, context: ctx)
        }
        ctx.restoreGState()
    }

    /// A laid-out piece of a text layer's string and the rectangle (in the layer's bounds
    /// space) its first line starts at: the whole string, or one paragraph of an unwrapped,
    /// truncated string.
    struct Block {
        let layout: TextLayout
        let frame: CGRect
    }

    /// How `layer`'s text is laid out in its bounds: wrapped at the width (the last line that
    /// fits cut where the text goes on and ``CATextLayer/truncationMode`` asks), or one line per
    /// paragraph (each cut to the width when a truncation mode is set, else left whole and
    /// clipped). Empty when there is nothing to draw.
    static func layout(of layer: CATextLayer) -> [Block] {
        guard let text = styledText(of: layer), !text.isEmpty else { return [] }
        let bounds = layer.bounds
        guard bounds.width > 0, bounds.height > 0 else { return [] }
        let truncation = lineBreak(for: layer.truncationMode)
        if layer.isWrapped {
            let full = text.textLayout(width: bounds.width, lineBreak: .word)
            let fitting = TextDrawing.linesFitting(full, height: bounds.height)
            if let truncation, fitting < full.lineCount {
                return [Block(layout: text.textLayout(width: bounds.width, lines: fitting, lineBreak: truncation), frame: bounds)]
            }
            return [Block(layout: full, frame: bounds)]
        }
        guard let truncation else {
            return [Block(layout: text.textLayout(width: nil, lineBreak: .clip), frame: bounds)]
        }
        // Each paragraph on its own line, cut to the width, one under the other down to the
        // bottom of the bounds.
        var blocks: [Block] = []
        var top = bounds.minY
        for paragraph in text.paragraphs() where top < bounds.maxY {
            let layout = paragraph.textLayout(width: bounds.width, lines: 1, lineBreak: truncation)
            let frame = CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
            blocks.append(Block(layout: layout, frame: frame))
            top += layout.size.height
        }
        return blocks
    }

    /// The layer's string with its font, size, colour and alignment applied where the string
    /// sets none; nil when it has no text (or a value that is neither kind of string, which
    /// is logged once). Made without a new attributed string (see ``StyledText``).
    static func styledText(of layer: CATextLayer) -> StyledText? {
        let font = resolvedFont(of: layer)
        let color = UIColor(cgColor: layer.foregroundColor ?? CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment(layer.alignmentMode)
        let defaults: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color, .paragraphStyle: paragraph]
        switch layer.string {
        case let plain as String:
            return StyledText(plain, attributes: defaults)
        case let attributed as NSAttributedString:
            // The layer's font and colour fill in what a run leaves unset; its paragraph style
            // applies unless the string starts with one of its own.
            var text = StyledText(attributed, base: AttributedTextConversion.style(from: defaults, base: StyledText.defaultBase))
            let own = attributed.length > 0 ? attributed.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil
            text.paragraphStyle = own ?? paragraph
            text.alignment = (own ?? paragraph).alignment
            return text
        case nil:
            return nil
        case let other?:
            if !layer.reportedUnsupportedString {
                layer.reportedUnsupportedString = true
                (layer.delegate as? UIView)?.misuseLog.log(
                    "CATextLayer.string must be a String or an NSAttributedString, got \(type(of: other)); nothing is drawn")
            }
            return nil
        }
    }

    /// The layer's font at its font size: a `UIFont` or a font name; the system font when
    /// nil or unknown.
    private static func resolvedFont(of layer: CATextLayer) -> UIFont {
        let size = layer.fontSize > 0 ? layer.fontSize : 36
        switch layer.font {
        case let font as UIFont: return font.withSize(size)
        case let name as String: return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
        case let name as NSString: return UIFont(name: name as String, size: size) ?? .systemFont(ofSize: size)
        default: return .systemFont(ofSize: size)
        }
    }

    private static func textAlignment(_ mode: CATextLayerAlignmentMode) -> NSTextAlignment {
        switch mode {
        case .left: return .left
        case .right: return .right
        case .center: return .center
        case .justified: return .justified
        default: return .natural
        }
    }

    /// Where a line sits in the free space: 0 left, 0.5 centred, 1 right.
    private static func alignmentFraction(_ mode: CATextLayerAlignmentMode) -> CGFloat {
        switch mode {
        case .right: return 1
        case .center: return 0.5
        default: return 0
        }
    }

    private static func lineBreak(for mode: CATextLayerTruncationMode) -> TextLineBreak? {
        switch mode {
        case .start: return .truncateHead
        case .middle: return .truncateMiddle
        case .end: return .truncateTail
        default: return nil
        }
    }
}

extension WindowRenderer {
    /// Draws a text layer of the window's tree with the text engine.
    package func drawText(of layer: CATextLayer, in ctx: CGContext) -> Bool {
        TextLayerDrawing.draw(layer, in: ctx)
        return true
    }
}
