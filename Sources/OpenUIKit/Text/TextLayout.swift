import Foundation

/// One laid-out line, in the layout's space (origin at the top-left of the first line).
package struct TextLine: Hashable, Sendable {
    /// The left edge of the line's logical box (an indent).
    package var x: CGFloat
    /// The width of the line's logical box.
    package var width: CGFloat
    package var top: CGFloat
    package var height: CGFloat
    /// The baseline's distance from the layout's top.
    package var baseline: CGFloat
}

/// The measured result of shaping and breaking a ``TextLayoutRequest``.
///
/// Sizes are exact (fractional) points; views round them up. Only the lines shown under the
/// request's line limit are kept and counted in ``size``.
///
/// The measured values are constants. The engine's drawable form (for Pango, the shaped
/// `PangoLayout`) may be kept beside them for a while; ``TextLayoutCache`` decides how long
/// and guards those two fields with its lock.
package final class TextLayout: Sendable {
    package let request: TextLayoutRequest
    /// The first line shown (most layouts have one line: it is kept inline, and the cache
    /// keeps no array for it); meaningless when ``lineCount`` is 0.
    private let storedFirstLine: TextLine
    /// The lines shown after the first (empty, allocating nothing, for one line).
    private let laterLines: [TextLine]
    /// How many lines are shown.
    package let lineCount: Int
    /// The logical size of the shown lines (width of the widest, height to the last's bottom).
    package let size: CGSize
    /// The widest line of the whole paragraph set, shown or not (for reuse at other widths).
    package let widestLine: CGFloat
    /// The part of the layout's space that glyphs paint, when the engine was asked for it;
    /// the logical box otherwise.
    package let inkBounds: CGRect
    /// Glyphs no installed font could show (drawn as boxes).
    package let unknownGlyphCount: Int
    /// Whether text was replaced by "…".
    package let isTruncated: Bool
    /// Whether the first strong character is right-to-left.
    package let isRightToLeft: Bool
    /// The engine's drawable form while the cache keeps it (nil once released); only read
    /// or written under the lock of the ``TextLayoutCache`` that made the layout.
    nonisolated(unsafe) var keptDrawable: AnyObject?
    /// Which of the cache's windows keeps ``keptDrawable`` (same lock).
    nonisolated(unsafe) var drawableWindow = DrawableWindowKind.none

    package convenience init(
        request: TextLayoutRequest, lines: [TextLine], size: CGSize, widestLine: CGFloat, inkBounds: CGRect,
        unknownGlyphCount: Int, isTruncated: Bool, isRightToLeft: Bool
    ) {
        self.init(
            request: request, firstLine: lines.first, laterLines: Array(lines.dropFirst()), size: size, widestLine: widestLine,
            inkBounds: inkBounds, unknownGlyphCount: unknownGlyphCount, isTruncated: isTruncated, isRightToLeft: isRightToLeft)
    }

    /// A layout whose lines are `firstLine` (nil: none) followed by `laterLines`.
    package init(
        request: TextLayoutRequest, firstLine: TextLine?, laterLines: [TextLine], size: CGSize, widestLine: CGFloat,
        inkBounds: CGRect, unknownGlyphCount: Int, isTruncated: Bool, isRightToLeft: Bool
    ) {
        Fatal.check(firstLine != nil || laterLines.isEmpty, "TextLayout: lines after a missing first line")
        self.request = request
        storedFirstLine = firstLine ?? TextLine(x: 0, width: 0, top: 0, height: 0, baseline: 0)
        self.laterLines = laterLines
        lineCount = firstLine == nil ? 0 : 1 + laterLines.count
        self.size = size
        self.widestLine = widestLine
        self.inkBounds = inkBounds
        self.unknownGlyphCount = unknownGlyphCount
        self.isTruncated = isTruncated
        self.isRightToLeft = isRightToLeft
    }

    /// The lines shown, top to bottom (a new array: hot paths use ``firstLine``, ``lastLine``
    /// and ``lineCount``).
    package var lines: [TextLine] {
        guard lineCount > 0 else { return [] }
        var all = [storedFirstLine]
        all.append(contentsOf: laterLines)
        return all
    }

    /// The first line shown, if any.
    package var firstLine: TextLine? { lineCount > 0 ? storedFirstLine : nil }

    /// The last line shown, if any.
    package var lastLine: TextLine? { laterLines.last ?? firstLine }

    /// Whether this layout breaks lines exactly as `request` would, so it can stand for it:
    /// same content, not truncated or justified, and every line fits the new width while the
    /// old one was at least as wide (greedy line breaking then makes the same choices).
    package func canServe(_ request: TextLayoutRequest) -> Bool {
        guard !isTruncated, !request.paragraph.justified, request.contentKey == self.request.contentKey else { return false }
        // Lines end short of the width by the tail indent.
        let paragraph = request.paragraph
        let newWidth = paragraph.lineEnd(width: request.width) ?? .infinity
        let oldWidth = paragraph.lineEnd(width: self.request.width) ?? .infinity
        return widestLine <= newWidth + 0.001 && newWidth <= oldWidth
    }
}
