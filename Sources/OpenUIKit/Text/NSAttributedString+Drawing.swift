import Foundation
import OpenCoreGraphics

// Measuring and drawing attributed strings with the text engine, as UIKit's NSStringDrawing.
extension NSAttributedString {
    /// The layout of the string, `width` wide (nil: unlimited), at most `lines` lines.
    func textLayout(width: CGFloat?, lines: Int = 0, lineBreak: TextLineBreak? = nil) -> TextLayout {
        let base = TextStyle(font: AttributedTextConversion.defaultFont.spec)
        let (runs, paragraphStyle) = AttributedTextConversion.runs(of: self, base: base)
        var paragraph = paragraphStyle?.textParagraph ?? TextParagraph()
        if let lineBreak { paragraph.lineBreak = lineBreak }
        let request = TextLayoutRequest(
            runs: runs, paragraph: paragraph, width: TextMeasurement.checkedWidth(width, "NSAttributedString"),
            maximumLines: lines)
        return TextEngine.cache.layout(for: request).layout
    }

    /// The alignment of the first paragraph style, natural without one.
    var firstAlignment: NSTextAlignment {
        guard length > 0 else { return .natural }
        return (attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment ?? .natural
    }

    /// The size the string takes on unlimited lines (one per paragraph).
    public func size() -> CGSize { textLayout(width: nil).size }

    /// The box the string takes when laid out in `size`. With `.usesLineFragmentOrigin` the
    /// text wraps at `size.width` and the box starts at the top-left; without it the text is
    /// one line and the box is relative to the baseline (its `minY` is minus the ascent).
    /// Sizes are fractional: round them up for views.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        if options.contains(.usesLineFragmentOrigin) {
            let layout = fittedLayout(in: size, options: options)
            let box = CGRect(origin: .zero, size: layout.size)
            context?.totalBounds = box
            return box
        }
        let layout = textLayout(width: nil, lines: 1)
        let baseline = layout.firstLine?.baseline ?? 0
        let box = CGRect(x: 0, y: -baseline, width: layout.size.width, height: layout.size.height)
        context?.totalBounds = box
        return box
    }

    /// Draws the string on unlimited lines with its top-left at `point`, in the current context.
    @MainActor
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = textLayout(width: nil)
        TextDrawing.draw(layout, in: CGRect(origin: point, size: layout.size), alignment: alignmentFraction, context: context)
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
        guard let cg = UIGraphicsGetCurrentContext() else { return }
        guard options.contains(.usesLineFragmentOrigin) else {
            let layout = textLayout(width: nil, lines: 1)
            let baseline = layout.firstLine?.baseline ?? 0
            TextDrawing.draw(
                layout, in: CGRect(x: rect.minX, y: rect.minY - baseline, width: rect.width, height: layout.size.height),
                alignment: alignmentFraction, context: cg)
            return
        }
        guard rect.width.isFinite || rect.height.isFinite || rect.isEmpty == false else { return }
        let layout = fittedLayout(in: rect.size, options: options)
        context?.totalBounds = CGRect(origin: rect.origin, size: layout.size)
        cg.saveGState()
        if rect.width.isFinite && rect.height.isFinite { cg.clip(to: rect) }
        TextDrawing.draw(layout, in: rect, alignment: alignmentFraction, context: cg)
        cg.restoreGState()
    }

    /// The layout wrapped to `size.width` showing the lines that fit `size.height`, the last
    /// one shortened with "…" when `.truncatesLastVisibleLine` asks and text was left out.
    private func fittedLayout(in size: CGSize, options: NSStringDrawingOptions) -> TextLayout {
        let width = size.width.isFinite && size.width > 0 && size.width < TextMeasurement.unlimited ? size.width : nil
        let full = textLayout(width: width)
        let fitting = TextDrawing.linesFitting(full, height: size.height < TextMeasurement.unlimited ? size.height : .infinity)
        guard fitting < full.lineCount else { return full }
        let truncate = options.contains(.truncatesLastVisibleLine)
        return textLayout(width: width, lines: fitting, lineBreak: truncate ? .truncateTail : nil)
    }

    /// Where natural alignment puts the text: at the right when the current traits (those of
    /// the view drawing, see `UITraitCollection.current`) read right to left.
    @MainActor
    private var alignmentFraction: CGFloat {
        firstAlignment.leadingFraction(rightToLeft: UITraitCollection.current.layoutDirection == .rightToLeft)
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
