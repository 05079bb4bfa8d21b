import Foundation
import OpenCoreGraphics

/// Selection geometry shared by the text field and the text view: which end of a selection
/// Shift-arrows move, and which character boundary a point falls on.
enum TextSelectionMotion {
    /// The end of `selection` that stays put while Shift-arrows extend it: `remembered` (the
    /// anchor of the last extension) when it is still one of the selection's ends, else the
    /// start, so a selection made otherwise grows and shrinks at its end, as in UIKit.
    static func anchor(of selection: NSRange, remembered: Int?) -> Int {
        if let remembered, remembered == selection.location || remembered == NSMaxRange(selection) { return remembered }
        return selection.location
    }

    /// The end of `selection` that Shift-arrows move: the one that is not `anchor`.
    static func activeEnd(of selection: NSRange, anchor: Int) -> Int {
        anchor == selection.location ? NSMaxRange(selection) : selection.location
    }

    /// The selection between `anchor` and `active`, in either order.
    static func range(anchor: Int, active: Int) -> NSRange {
        NSRange(location: min(anchor, active), length: abs(active - anchor))
    }

    /// The character boundary of `text` nearest `point` in `layout` (`point` in the layout's
    /// own space; above or below the text counts as its first or last line).
    @MainActor
    static func characterBoundary(in layout: TextLayout, at point: CGPoint, text: String) -> Int {
        let drawable = TextEngine.cache.drawable(for: layout)
        let local = CGPoint(x: point.x, y: min(max(point.y, 0), layout.size.height))
        let offset = TextEngine.cache.engine.utf16Offset(drawable, layout: layout, at: local)
        return text.wholeCharacterRange(NSRange(location: offset, length: 0)).location
    }
}
