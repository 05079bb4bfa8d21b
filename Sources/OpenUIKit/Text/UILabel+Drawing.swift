import Foundation
import OpenCoreGraphics

extension UILabel {
    func drawLabelText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0,
            var layout = measure(width: rect.width, reason: "draw")
        else { return }
        if adjustsFontSizeToFitWidth, numberOfLines == 1, let natural = measure(width: nil, lines: 1, reason: "fit"),
            natural.size.width > rect.width
        {
            layout = shrunkLayout(naturalWidth: natural.size.width, width: rect.width) ?? layout
        }
        var lineCount = layout.lineCount
        if layout.size.height > rect.height {
            // Lines that do not fit the height are left out, as UIKit does.
            lineCount = TextDrawing.linesFitting(layout, height: rect.height)
        }
        let shown = layout.lines.prefix(lineCount)
        let height = shown.last.map { $0.top + $0.height } ?? 0
        let top = rect.minY + ((rect.height - height) / 2).rounded(.down)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let alignment = (attributedTextIfStyled?.paragraphAlignment ?? textAlignment).leadingFraction(rightToLeft: rightToLeft)
        TextDrawing.draw(
            layout, in: CGRect(x: rect.minX, y: top, width: rect.width, height: height), alignment: alignment,
            lineCount: lineCount, context: context)
    }

    /// The layout with the font scaled down (not below ``minimumScaleFactor``) until the
    /// single line fits `width`.
    private func shrunkLayout(naturalWidth: CGFloat, width: CGFloat) -> TextLayout? {
        let minimum = minimumScaleFactor > 0 && minimumScaleFactor <= 1 ? minimumScaleFactor : 0.5
        var scale = max(minimum, width / naturalWidth)
        var best: TextLayout?
        for _ in 0..<8 {
            guard let candidate = measure(width: nil, lines: 1, fontScale: scale, reason: "shrink") else { return best }
            best = candidate
            if candidate.size.width <= width || scale <= minimum { break }
            scale = max(minimum, scale * width / candidate.size.width * 0.99)
        }
        guard let best, best.size.width > width else { return best }
        // At the smallest scale the line is still too wide: shorten it as the line break mode says.
        return measure(width: width, lines: 1, fontScale: scale, reason: "shrink")
    }
}

extension NSAttributedString {
    /// The alignment of the paragraph style at the start, when there is one.
    var paragraphAlignment: NSTextAlignment? {
        guard length > 0 else { return nil }
        return (attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment
    }
}
