import Foundation

/// Which of ``TextLayoutCache``'s windows keeps a layout's drawable form.
enum DrawableWindowKind: UInt8, Sendable {
    case none
    /// The small window of layouts measured by requesters that do not expect to draw them.
    case measured
    /// The window of layouts drawn or expected to be drawn.
    case drawn
    /// Released from the measured window without having been drawn (kept by no window).
    case releasedUndrawn
    /// Kept by the layout itself for the one owner it was shaped for
    /// (`TextLayoutCache.ownedLayout(for:)`), never stored in the cache.
    case owned
}

/// A ring of layouts whose drawable forms (the engine's shaped objects) are kept: keeping one
/// more in a full ring releases the oldest one's drawable, unless that layout has moved to
/// another window since. No table: the drawable hangs on the layout itself, so keeping and
/// releasing cost a slot write each. The capacity changes only through ``resize(to:)``. Used
/// under the cache's lock.
struct DrawableWindow {
    let kind: DrawableWindowKind
    private var slots: [TextLayout?]
    private var next = 0

    init(kind: DrawableWindowKind, capacity: Int) {
        self.kind = kind
        slots = Array(repeating: nil, count: max(capacity, 1))
    }

    /// How many layouts the window holds at most.
    var capacity: Int { slots.count }

    /// Keeps `drawable` on `layout` in this window; true when an older layout's drawable was
    /// released to make room.
    @discardableResult
    mutating func keep(_ layout: TextLayout, drawable: AnyObject) -> Bool {
        var released = false
        if let oldest = slots[next], oldest !== layout, oldest.drawableWindow == kind {
            release(oldest)
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

    /// Changes the capacity, keeping the newest layouts in order and releasing the drawables
    /// of the oldest ones that no longer fit.
    mutating func resize(to newCapacity: Int) {
        let newCapacity = max(newCapacity, 1)
        guard newCapacity != slots.count else { return }
        var ordered: [TextLayout] = []
        ordered.reserveCapacity(slots.count)
        for offset in 0..<slots.count {
            if let layout = slots[(next + offset) % slots.count] { ordered.append(layout) }
        }
        let dropped = max(0, ordered.count - newCapacity)
        for layout in ordered.prefix(dropped) where layout.drawableWindow == kind { release(layout) }
        let kept = ordered.suffix(newCapacity)
        slots = kept.map { Optional($0) } + Array(repeating: nil, count: newCapacity - kept.count)
        next = kept.count % newCapacity
    }

    /// Releases every drawable this window keeps.
    mutating func releaseAll() {
        for case let layout? in slots where layout.drawableWindow == kind { release(layout) }
        slots = Array(repeating: nil, count: slots.count)
        next = 0
    }

    private func release(_ layout: TextLayout) {
        layout.keptDrawable = nil
        layout.drawableWindow = kind == .measured ? .releasedUndrawn : .none
    }
}
