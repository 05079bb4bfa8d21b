import Foundation

/// Which of ``TextLayoutCache``'s windows keeps a layout's drawable form.
enum DrawableWindowKind: UInt8, Sendable {
    case none
    /// The small window of layouts measured by requesters that do not expect to draw them.
    case measured
    /// The window of layouts drawn or expected to be drawn.
    case drawn
}

/// A fixed ring of layouts whose drawable forms (the engine's shaped objects) are kept: keeping
/// one more in a full ring releases the oldest one's drawable, unless that layout has moved to
/// another window since. No table: the drawable hangs on the layout itself, so keeping and
/// releasing cost a slot write each. Used under the cache's lock.
struct DrawableWindow {
    let kind: DrawableWindowKind
    private var slots: [TextLayout?]
    private var next = 0

    init(kind: DrawableWindowKind, capacity: Int) {
        self.kind = kind
        slots = Array(repeating: nil, count: max(capacity, 1))
    }

    /// Keeps `drawable` on `layout` in this window; true when an older layout's drawable was
    /// released to make room.
    @discardableResult
    mutating func keep(_ layout: TextLayout, drawable: AnyObject) -> Bool {
        var released = false
        if let oldest = slots[next], oldest !== layout, oldest.drawableWindow == kind {
            oldest.keptDrawable = nil
            oldest.drawableWindow = .none
            released = true
        }
        slots[next] = layout
        next = next + 1 == slots.count ? 0 : next + 1
        layout.keptDrawable = drawable
        layout.drawableWindow = kind
        return released
    }

    /// How many layouts this window keeps a drawable for.
    var keptCount: Int { slots.reduce(0) { $0 + ($1?.drawableWindow == kind ? 1 : 0) } }

    /// Releases every drawable this window keeps.
    mutating func releaseAll() {
        for case let layout? in slots where layout.drawableWindow == kind {
            layout.keptDrawable = nil
            layout.drawableWindow = .none
        }
        slots = Array(repeating: nil, count: slots.count)
        next = 0
    }
}
