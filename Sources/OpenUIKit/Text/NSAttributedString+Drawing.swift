import Foundation
import OpenCoreGraphics

// Measuring and drawing attributed strings with the text engine, as UIKit's NSStringDrawing
// (the work is ``StyledText``'s, which string drawing shares).
extension NSAttributedString {
    /// The layout of the string, `width` wide (nil: unlimited), at most `lines` lines.
    func textLayout(width: CGFloat?, lines: Int = 0, lineBreak: TextLineBreak? = nil) -> TextLayout {
        StyledText(self).textLayout(width: width, lines: lines, lineBreak: lineBreak)
    }

    /// The alignment of the first paragraph style, natural without one.
    var firstAlignment: NSTextAlignment {
        guard length > 0 else { return .natural }
        return (attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment ?? .natural
    }

    /// The size the string takes on unlimited lines (one per paragraph).
    public func size() -> CGSize { StyledText(self).size() }

    /// The box the string takes when laid out in `size`. With `.usesLineFragmentOrigin` the
    /// text wraps at `size.width` and the box starts at the top-left; without it the text is
    /// one line and the box is relative to the baseline (its `minY` is minus the ascent).
    /// Sizes are fractional: round them up for views.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        StyledText(self).boundingRect(with: size, options: options, context: context)
    }

    /// Draws the string on unlimited lines with its top-left at `point`, in the current context.
    @MainActor
    public func draw(at point: CGPoint) {
        StyledText(self).draw(at: point)
    }

    /// Draws the string wrapped to `rect`'s width, the lines that fit its height, clipped to it.
    @MainActor
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string in `rect` as ``boundingRect(with:options:context:)`` measures it:
    /// wrapped and clipped to the rectangle with `.usesLineFragmentOrigin`, else one line on
    /// the baseline at `rect.origin`.
    @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        StyledText(self).draw(with: rect, options: options, context: context)
    }
}

/// Checks widths handed to measuring.
enum TextMeasurement {
    /// Widths and heights at or beyond this are unlimited (UIKit code passes
    /// `.greatestFiniteMagnitude` or large numbers for "no limit").
    static let unlimited: CGFloat = 1e7

    /// `width` as the engine may take it: nil for unlimited (nil, infinite, huge, zero) and,
    /// with a log line, for NaN or negative widths.
    static func checkedWidth(_ width: CGFloat?, _ function: String) -> CGFloat? {
        guard let width else { return nil }
        if width.isNaN || width < 0 {
            CoreGraphicsLog.error(function, "invalid text width \(width); measuring without a width limit")
            return nil
        }
        return width > 0 && width < unlimited ? width : nil
    }
}
