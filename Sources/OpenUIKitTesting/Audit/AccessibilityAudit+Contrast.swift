import Foundation
import OpenUIKit

extension AccessibilityAudit {
    /// A piece of text the contrast check measures: the view that draws it (in its layer's
    /// contents), where (window coordinates), and in what font.
    struct MeasuredText {
        let view: UIView
        let info: ViewInfo
        let rect: CGRect
        let font: UIFont
    }

    /// The texts the contrast check measures: visible labels with text, and text fields
    /// showing typed text (not a placeholder, not while editing: the caret would be measured
    /// with the text), each enabled and (when an action just ran) not animating.
    func measurableTexts() -> [MeasuredText] {
        views.compactMap { info in
            guard isMeasurable(info), !isInsideDisabledControl(info.view) else { return nil }
            if let label = info.view as? UILabel, let text = label.text, !text.isEmpty, label.isEnabled {
                return MeasuredText(
                    view: label, info: info, rect: info.visible,
                    font: label.font ?? UIFont.systemFont(ofSize: UIFont.labelFontSize))
            }
            if let field = info.view as? UITextField, field.isEnabled, !field.isEditing, let text = field.text, !text.isEmpty {
                let box = field.convert(field.textRect(forBounds: field.bounds), to: window).intersection(info.visible)
                guard !box.isNull, !box.isEmpty else { return nil }
                return MeasuredText(view: field, info: info, rect: box, font: field.font ?? UIFont.systemFont(ofSize: 17))
            }
            return nil
        }
    }

    private func isInsideDisabledControl(_ view: UIView) -> Bool {
        var current = view.superview
        while let ancestor = current {
            if let control = ancestor as? UIControl, !control.isEnabled { return true }
            current = ancestor.superview
        }
        return false
    }

    /// Paints the part of the window the texts cover twice, with and without their views'
    /// contents (the text), and compares each text's most strongly covered pixels with the
    /// same pixels behind the text.
    mutating func checkContrast() {
        let texts = measurableTexts()
        guard !texts.isEmpty else { return }
        let area = texts.reduce(CGRect.null) { $0.union($1.rect) }.intersection(window.bounds).integral
        guard !area.isNull, !area.isEmpty else { return }
        let clips = texts.map(\.rect)
        let omitted = Set(texts.map { ObjectIdentifier($0.view.layer) })
        let with = paint(area, clips: clips, omitting: [])
        let without = paint(area, clips: clips, omitting: omitted)
        for text in texts {
            guard let measured = Self.contrast(in: text.rect, of: area, with: with, without: without) else { continue }
            let font = text.font
            let isBold = font.fontDescriptor.symbolicTraits.contains(.traitBold)
            let isLarge = font.pointSize >= 18 || (isBold && font.pointSize >= 14)
            let required: Double = isLarge ? 3 : 4.5
            guard measured < required else { continue }
            let size = Self.points(font.pointSize) + " pt" + (isBold ? " bold" : "")
            report(
                .contrast, text.view, frame: text.info.frame, compact: "Contrast failed",
                "text contrast is \(String(format: "%.2f", measured)):1 against what is behind it; \(size) text needs at least \(Self.points(CGFloat(required))):1")
        }
    }

    /// The window painted into its own bitmap over `area` (window coordinates), only inside
    /// `clips`, leaving out the contents of the layers in `omitting`.
    private func paint(_ area: CGRect, clips: [CGRect], omitting: Set<ObjectIdentifier>) -> PixelBuffer {
        let scale = Self.contrastScale
        let width = Int((area.width * scale).rounded(.up))
        let height = Int((area.height * scale).rounded(.up))
        guard let context = CGContext.makeFlippedBitmap(pixelWidth: width, pixelHeight: height, scale: scale) else {
            Fatal.stop("auditAccessibility: a \(width)x\(height) bitmap for the contrast check cannot be made")
        }
        context.translateBy(x: -area.minX, y: -area.minY)
        context.clip(to: clips)
        let layer = window.layer
        context.translateBy(x: layer.bounds.minX, y: layer.bounds.minY)
        layer.render(in: context, omittingContentsOf: omitting)
        guard let image = context.makeImage() else { Fatal.stop("auditAccessibility: the contrast bitmap has no image") }
        return PixelBuffer(image)
    }

    /// The WCAG 2 contrast ratio of the text in `rect` (window coordinates). The text's colour
    /// is read where painting it changed a pixel most (the most covered pixel: glyph edges
    /// blend with the background, more so on a 1× backing store); the ratio is the median,
    /// over the pixels it changed by at least 85 % of that, of the text's colour against the
    /// colour behind each. 1 when the text changed nothing (it is invisible); nil when the
    /// rectangle holds no pixel.
    static func contrast(in rect: CGRect, of area: CGRect, with: PixelBuffer, without: PixelBuffer) -> Double? {
        let scale = contrastScale
        let minX = max(0, Int(((rect.minX - area.minX) * scale).rounded(.down)))
        let minY = max(0, Int(((rect.minY - area.minY) * scale).rounded(.down)))
        let maxX = min(with.width, Int(((rect.maxX - area.minX) * scale).rounded(.up)))
        let maxY = min(with.height, Int(((rect.maxY - area.minY) * scale).rounded(.up)))
        guard minX < maxX, minY < maxY else { return nil }
        var largest = 0
        var changes: [(change: Int, offset: Int)] = []
        with.bytes.withUnsafeBufferPointer { a in
            without.bytes.withUnsafeBufferPointer { b in
                for y in minY..<maxY {
                    var offset = (y * with.width + minX) * 4
                    for _ in minX..<maxX {
                        let change =
                            abs(Int(a[offset]) - Int(b[offset])) + abs(Int(a[offset + 1]) - Int(b[offset + 1]))
                            + abs(Int(a[offset + 2]) - Int(b[offset + 2]))
                        if change > 0 {
                            largest = max(largest, change)
                            changes.append((change, offset))
                        }
                        offset += 4
                    }
                }
            }
        }
        guard largest > 6 else { return 1 }
        let threshold = largest * 85 / 100
        guard let strongest = changes.first(where: { $0.change == largest })?.offset else { return 1 }
        let text = luminance(with.bytes[strongest], with.bytes[strongest + 1], with.bytes[strongest + 2])
        var ratios: [Double] = []
        for entry in changes where entry.change >= threshold {
            let o = entry.offset
            let back = luminance(without.bytes[o], without.bytes[o + 1], without.bytes[o + 2])
            ratios.append((max(text, back) + 0.05) / (min(text, back) + 0.05))
        }
        ratios.sort()
        return ratios[ratios.count / 2]
    }

    /// Relative luminance (WCAG 2) of a pixel's premultiplied colour, that is, of the colour
    /// shown over black where the window is not opaque.
    static func luminance(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Double {
        0.2126 * linear[Int(red)] + 0.7152 * linear[Int(green)] + 0.0722 * linear[Int(blue)]
    }

    /// sRGB channel values 0…255 on the linear scale.
    private static let linear: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
