import Foundation
import OpenCoreGraphics

extension UILabel {
    func drawLabelText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0,
            var layout = measure(width: rect.width, reason: "draw")
        else { return }
        var unshrunk: TextLayout?
        if adjustsFontSizeToFitWidth, numberOfLines == 1, let natural = measure(width: nil, lines: 1, reason: "fit"),
            natural.size.width > rect.width, let shrunk = shrunkLayout(naturalWidth: natural.size.width, width: rect.width)
        {
            layout = shrunk
            unshrunk = natural
        }
        var lineCount = layout.lineCount
        if layout.size.height > rect.height {
            // Lines that do not fit the height are left out, as UIKit does.
            lineCount = TextDrawing.linesFitting(layout, height: rect.height)
        }
        let shown = layout.lines.prefix(lineCount)
        let height = shown.last.map { $0.top + $0.height } ?? 0
        var top = rect.minY + ((rect.height - height) / 2).rounded(.down)
        if let unshrunk { top = shrunkTop(layout, unshrunk: unshrunk, in: rect) ?? top }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let alignment = (attributedTextIfStyled?.paragraphAlignment ?? textAlignment).leadingFraction(rightToLeft: rightToLeft)
        TextDrawing.draw(
            layout, in: CGRect(x: rect.minX, y: top, width: rect.width, height: height), alignment: alignment,
            lineCount: lineCount, context: context)
    }

    /// The layout with the font scaled down (not below ``minimumScaleFactor``) until the
    /// single line fits `width`, at a point size on ``shrinkSizeStep``'s grid.
    private func shrunkLayout(naturalWidth: CGFloat, width: CGFloat) -> TextLayout? {
        let minimum = minimumScaleFactor > 0 && minimumScaleFactor <= 1 ? minimumScaleFactor : 0.5
        let size = font.pointSize
        guard size > 0 else { return nil }
        // UIKit divergence: the shrunk point size is rounded down to a whole number of
        // `shrinkSizeStep`s (the smallest size allowed rounded up), where UIKit picks a size
        // that just fits. Every distinct size is a font of its own in the text engine, with
        // glyph images kept in Cairo's and pixman's caches (bounded by glyph count, not bytes),
        // so a label whose width changes (window sizes, Dynamic Type, layout) made a new font
        // for almost every width; on the grid a label meets at most one font per step.
        let step = Self.shrinkSizeStep
        let smallest = max(step, ((size * minimum) / step - 1e-9).rounded(.up) * step)
        // A font already at (or below) the smallest size on the grid is not shrunk.
        guard smallest < size else { return nil }
        func snapped(_ scale: CGFloat) -> CGFloat { max(smallest, ((size * scale) / step + 1e-9).rounded(.down) * step) }
        var target = snapped(max(minimum, width / naturalWidth))
        var best: TextLayout?
        for _ in 0..<8 {
            guard let candidate = measure(width: nil, lines: 1, fontScale: target / size, reason: "shrink") else {
                return best
            }
            best = candidate
            if candidate.size.width <= width || target <= smallest { break }
            // At least one step smaller each time, so the loop ends at the smallest size.
            target = min(target - step, snapped(target / size * width / candidate.size.width))
            target = max(smallest, target)
        }
        guard let best, best.size.width > width else { return best }
        // At the smallest scale the line is still too wide: shorten it as the line break mode says.
        return measure(width: width, lines: 1, fontScale: target / size, reason: "shrink")
    }

    /// Where the top of shrunk text goes in `rect` by ``baselineAdjustment``, from where the
    /// unshrunk text would sit (centred vertically); nil to centre the shrunk text itself.
    private func shrunkTop(_ shrunk: TextLayout, unshrunk: TextLayout, in rect: CGRect) -> CGFloat? {
        let unshrunkTop = rect.minY + ((rect.height - unshrunk.size.height) / 2).rounded(.down)
        switch baselineAdjustment {
        case .alignCenters:
            return nil
        case .none:
            return unshrunkTop
        case .alignBaselines:
            guard let full = unshrunk.firstLine?.baseline, let small = shrunk.firstLine?.baseline else { return nil }
            return unshrunkTop + full - small
        }
    }

    /// The grid, in points, a shrunk font's size is rounded down to (see ``shrunkLayout``).
    static let shrinkSizeStep: CGFloat = 0.5
}

extension NSAttributedString {
    /// The alignment of the paragraph style at the start, when there is one.
    var paragraphAlignment: NSTextAlignment? {
        guard length > 0 else { return nil }
        return (attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment
    }
}
