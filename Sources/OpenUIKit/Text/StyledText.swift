import Foundation
import OpenCoreGraphics

/// Text as the string-drawing conveniences measure and draw it: styled runs and the first
/// paragraph style, made from an `NSAttributedString` or straight from a string and its
/// attributes.
///
/// Strings drawn with attributes (`String.draw(at:withAttributes:)`, status bar clocks,
/// symbol glyphs, text layers) never become `NSAttributedString`s here: on this toolchain
/// Foundation keeps a few hundred bytes of every attributed string it makes (swift-corelibs-
/// foundation pull request 5256; docs/PERFORMANCE.md), so a screen that draws a string each
/// frame would grow without end.
struct StyledText {
    /// The runs, neighbours of equal style joined.
    var runs: [TextRun]
    /// The paragraph settings: the first paragraph style found, nil for the defaults.
    var paragraphStyle: NSParagraphStyle?
    /// How the lines sit: the alignment of the paragraph style at the start of the text.
    var alignment: NSTextAlignment

    /// The runs of `string`, with `base` filling in what its attributes omit (the 12-point
    /// system font in black by default, as TextKit draws text without attributes).
    init(_ string: NSAttributedString, base: TextStyle = StyledText.defaultBase) {
        (runs, paragraphStyle) = AttributedTextConversion.runs(of: string, base: base)
        alignment = string.firstAlignment
    }

    /// `string` in one run styled by `attributes`, over `base`.
    init(
        _ string: String, attributes: [NSAttributedString.Key: Any]?, base: TextStyle = StyledText.defaultBase
    ) {
        let attributes = attributes ?? [:]
        runs =
            string.isEmpty
            ? [] : [TextRun(text: AttributedTextConversion.sanitized(string), style: AttributedTextConversion.style(from: attributes, base: base))]
        paragraphStyle = attributes[.paragraphStyle] as? NSParagraphStyle
        alignment = paragraphStyle?.alignment ?? .natural
    }

    init(runs: [TextRun], paragraphStyle: NSParagraphStyle?, alignment: NSTextAlignment) {
        self.runs = runs
        self.paragraphStyle = paragraphStyle
        self.alignment = alignment
    }

    /// The style of text without attributes.
    static var defaultBase: TextStyle { TextStyle(font: AttributedTextConversion.defaultFont.spec) }

    var isEmpty: Bool { runs.isEmpty }

    /// The layout of the text, `width` wide (nil: unlimited), at most `lines` lines.
    func textLayout(width: CGFloat?, lines: Int = 0, lineBreak: TextLineBreak? = nil) -> TextLayout {
        var paragraph = paragraphStyle?.textParagraph ?? TextParagraph()
        if let lineBreak { paragraph.lineBreak = lineBreak }
        let request = TextLayoutRequest(
            runs: runs, paragraph: paragraph, width: TextMeasurement.checkedWidth(width, "NSAttributedString"),
            maximumLines: lines)
        return TextEngine.cache.layout(for: request).layout
    }

    /// The size on unlimited lines (one per paragraph).
    func size() -> CGSize { textLayout(width: nil).size }

    /// See ``NSAttributedString/boundingRect(with:options:context:)``.
    func boundingRect(with size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> CGRect {
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

    /// Draws the text on unlimited lines with its top-left at `point`, in the current context;
    /// a nonzero `outlineWidth` thickens (> 0) or thins (< 0) the glyphs' strokes by that much.
    @MainActor
    func draw(at point: CGPoint, outlineWidth: CGFloat = 0) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = textLayout(width: nil)
        TextDrawing.draw(
            layout, in: CGRect(origin: point, size: layout.size), alignment: alignmentFraction, context: context,
            outlineWidth: outlineWidth)
    }

    /// See ``NSAttributedString/draw(with:options:context:)``.
    @MainActor
    func draw(with rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
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
        alignment.leadingFraction(rightToLeft: UITraitCollection.current.layoutDirection == .rightToLeft)
    }

    /// The text cut at its line and paragraph separators, each paragraph without its
    /// separator (an empty paragraph keeps it, so it still takes a line's height), with the
    /// runs' styles and the whole text's paragraph style.
    func paragraphs() -> [StyledText] {
        let whole = runs.map(\.text).joined() as NSString
        var pieces: [StyledText] = []
        var start = 0
        while start < whole.length {
            var end = 0
            var contentsEnd = 0
            whole.getParagraphStart(nil, end: &end, contentsEnd: &contentsEnd, for: NSRange(location: start, length: 0))
            let length = contentsEnd > start ? contentsEnd - start : end - start
            pieces.append(slice(NSRange(location: start, length: length)))
            start = end
        }
        return pieces
    }

    /// The runs over `range` (UTF-16 offsets into the joined text; paragraph boundaries never
    /// split a surrogate pair).
    private func slice(_ range: NSRange) -> StyledText {
        var result: [TextRun] = []
        var offset = 0
        for run in runs {
            let text = run.text as NSString
            let runRange = NSRange(location: offset, length: text.length)
            offset += text.length
            let overlap = NSIntersectionRange(runRange, range)
            guard overlap.length > 0 else { continue }
            let piece = text.substring(with: NSRange(location: overlap.location - runRange.location, length: overlap.length))
            result.append(TextRun(text: piece, style: run.style))
        }
        return StyledText(runs: result, paragraphStyle: paragraphStyle, alignment: alignment)
    }
}
