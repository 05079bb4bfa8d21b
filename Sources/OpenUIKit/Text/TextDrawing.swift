import Foundation
import OpenCoreGraphics

/// Places a layout's lines in a rectangle and has the engine draw them.
enum TextDrawing {
    /// Draws `layout` with its top-left at `rect.origin`, each line placed between the
    /// rectangle's edges by `alignment` (0 left, 0.5 centre, 1 right), only the first
    /// `lineCount` lines when given; a nonzero `outlineWidth` moves the glyphs' outlines (see
    /// ``TextLayoutEngine/draw(_:layout:lineOrigins:outlineWidth:in:)``).
    @MainActor
    static func draw(
        _ layout: TextLayout, in rect: CGRect, alignment: CGFloat, lineCount: Int? = nil, context: CGContext,
        cache: TextLayoutCache = TextEngine.cache, outlineWidth: CGFloat = 0
    ) {
        let lines = lineCount.map { Array(layout.lines.prefix(max($0, 0))) } ?? layout.lines
        guard !lines.isEmpty, layout.request.runs.contains(where: { !$0.text.isEmpty }) else { return }
        // Lines line up against the tail indent, not the box's right edge.
        let boxWidth = rect.width.isFinite ? (layout.request.paragraph.lineEnd(width: rect.width) ?? rect.width) : 0
        let origins = lines.map { line -> CGPoint in
            let free = max(0, boxWidth - line.x - line.width)
            return CGPoint(x: rect.minX + line.x + free * alignment, y: rect.minY + line.baseline)
        }
        let drawable = cache.drawable(for: layout)
        if outlineWidth != 0 {
            cache.engine.draw(drawable, layout: layout, lineOrigins: origins, outlineWidth: outlineWidth, in: context)
        } else {
            cache.engine.draw(drawable, layout: layout, lineOrigins: origins, in: context)
        }
        if layout.request.runs.contains(where: { $0.style.attachment != nil }) {
            TextAttachmentDrawing.draw(
                cache.engine.attachmentPlacements(drawable, layout: layout, lineOrigins: origins), in: context)
        }
    }

    /// How many lines of `layout` fit in `height` (at least one).
    static func linesFitting(_ layout: TextLayout, height: CGFloat) -> Int {
        guard height.isFinite else { return layout.lineCount }
        let fitting = layout.lines.filter { $0.top + $0.height <= height + 0.5 }.count
        return max(fitting, 1)
    }
}
