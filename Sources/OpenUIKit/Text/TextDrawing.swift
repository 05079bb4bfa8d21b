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
        // Loops rather than closures: a closure made in this main-actor function is isolated
        // to it and asks the runtime for the current executor at every call (every label's
        // draw runs here).
        let lines = if let lineCount { Array(layout.lines.prefix(max(lineCount, 0))) } else { layout.lines }
        var hasText = false
        for run in layout.request.runs where !run.text.isEmpty {
            hasText = true
            break
        }
        guard !lines.isEmpty, hasText else { return }
        // Lines line up against the tail indent, not the box's right edge.
        let boxWidth = rect.width.isFinite ? (layout.request.paragraph.lineEnd(width: rect.width) ?? rect.width) : 0
        var origins: [CGPoint] = []
        origins.reserveCapacity(lines.count)
        for line in lines {
            let free = max(0, boxWidth - line.x - line.width)
            origins.append(CGPoint(x: rect.minX + line.x + free * alignment, y: rect.minY + line.baseline))
        }
        let drawable = cache.drawable(for: layout)
        if outlineWidth != 0 {
            cache.engine.draw(drawable, layout: layout, lineOrigins: origins, outlineWidth: outlineWidth, in: context)
        } else {
            cache.engine.draw(drawable, layout: layout, lineOrigins: origins, in: context)
        }
        var hasAttachment = false
        for run in layout.request.runs where run.style.attachment != nil {
            hasAttachment = true
            break
        }
        if hasAttachment {
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
