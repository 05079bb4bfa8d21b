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
    /// The lines shown, top to bottom.
    package let lines: [TextLine]
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

    package init(
        request: TextLayoutRequest, lines: [TextLine], size: CGSize, widestLine: CGFloat, inkBounds: CGRect,
        unknownGlyphCount: Int, isTruncated: Bool, isRightToLeft: Bool
    ) {
        self.request = request
        self.lines = lines
        self.size = size
        self.widestLine = widestLine
        self.inkBounds = inkBounds
        self.unknownGlyphCount = unknownGlyphCount
        self.isTruncated = isTruncated
        self.isRightToLeft = isRightToLeft
    }

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
