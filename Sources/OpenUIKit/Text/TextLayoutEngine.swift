import Foundation
import OpenCoreGraphics

/// What the text system needs from a shaping library: layouts, font metrics, the installed
/// families, and drawing into a ``CGContext``.
///
/// The core owns this protocol; `PangoTextEngine` (Text/Pango, the only code that calls
/// Pango) implements it. Engines are called from any thread and serialize themselves.
package protocol TextLayoutEngine: AnyObject, Sendable {
    /// Shapes and breaks `request` (no caching: ``TextLayoutCache`` does that). The engine
    /// may return a drawable form of the layout to keep beside it.
    func makeLayout(_ request: TextLayoutRequest) -> (layout: TextLayout, drawable: AnyObject)

    /// The metrics of `font` as it resolves on this machine.
    func metrics(for font: FontSpec) -> FontMetrics

    /// The installed font family names, sorted.
    func familyNames() -> [String]

    /// Draws lines of a layout made by ``makeLayout(_:)``: line `i` with the left end of its
    /// baseline at `origins[i]` (user space), in the current graphics state of `context`.
    func draw(_ drawable: AnyObject, layout: TextLayout, lineOrigins origins: [CGPoint], in context: CGContext)

    /// Draws lines as ``draw(_:layout:lineOrigins:in:)`` does, in the text's shared colour,
    /// with every glyph's outline moved: `outlineWidth` > 0 strokes the outline that wide
    /// over the fill (each edge moves out by half of it, strokes thicken by all of it);
    /// `outlineWidth` < 0 clears a stroke that wide along the outline (strokes thin by it).
    /// Symbol images draw their weights this way.
    func draw(
        _ drawable: AnyObject, layout: TextLayout, lineOrigins origins: [CGPoint], outlineWidth: CGFloat,
        in context: CGContext)

    /// The x position (layout space) of the caret before the character at `utf16Offset` of
    /// the layout's text, on its line (clamped to the text).
    func caretX(_ drawable: AnyObject, layout: TextLayout, utf16Offset: Int) -> CGFloat

    /// The caret's box (layout space: x, the top of its line, the line's height) before the
    /// character at `utf16Offset`, on whichever line holds it (clamped to the text); a caret
    /// after a final newline sits on the empty line that follows.
    func caretRect(_ drawable: AnyObject, layout: TextLayout, utf16Offset: Int) -> CGRect

    /// The UTF-16 offset of the character boundary nearest `point` (layout space).
    func utf16Offset(_ drawable: AnyObject, layout: TextLayout, at point: CGPoint) -> Int

    /// Where the attachment characters of the lines placed at `origins` (as for
    /// ``draw(_:layout:lineOrigins:in:)``) are shown, in the same user space: one placement
    /// per attachment character laid out and not cut by truncation.
    func attachmentPlacements(_ drawable: AnyObject, layout: TextLayout, lineOrigins origins: [CGPoint])
        -> [TextAttachmentPlacement]
}

/// The engine used by fonts, attributed strings and labels.
package enum TextEngine {
    /// The process-wide engine and its cache.
    package static let cache = TextLayoutCache(engine: PangoTextEngine())
}
