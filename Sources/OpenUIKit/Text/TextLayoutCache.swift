import Foundation
import OpenCoreGraphics

/// Remembers layouts so that measuring (Auto Layout asking a label's intrinsic size) and the
/// drawing that follows shape the text once.
///
/// Layouts are kept by request; a request at a different width is served by a layout of the
/// same content when that layout breaks lines the same way there (``TextLayout/canServe(_:)``),
/// so measuring at a preferred width and drawing at the resulting bounds width is one shape.
/// Measured layouts (plain values) are kept up to ``layoutCapacity``, oldest out first.
///
/// The engine's drawable forms hold the shaped glyphs and are much larger, so fewer are kept,
/// in two windows (each a ring: the oldest is released first). A request whose requester
/// expects to draw it (a label in a window) keeps its drawable in the *drawn* window of
/// ``drawableCapacity``; a measure-only request (a label outside any window sizing itself)
/// keeps it only in the small *measured* window, which covers a label measured just before it
/// is added and drawn. A layout drawn from the measured window moves to the drawn one; a layout
/// whose drawable was released is shaped again when drawn.
///
/// The measured window adapts to how the program uses it: it starts at (and never goes below)
/// ``measuredDrawableCapacity``; each time a layout released from it unused has to be shaped
/// again for drawing (labels sized before they are added to a window, more at a time than the
/// window holds), it doubles, up to ``drawableCapacity``; once it has released twice its size
/// of layouts that were never drawn, it halves. Measuring thousands of labels that are never
/// drawn keeps it small; a screen of labels sized and then shown shapes each once from the
/// second such screen on.
/// Measuring many labels therefore leaves few Pango layouts alive. Safe to use from any thread.
/// A layout is drawn through the cache that made it (its drawable fields are this cache's).
package final class TextLayoutCache: @unchecked Sendable {
    /// Counts for benchmarks and traces.
    package struct Statistics: Equatable, Sendable {
        /// Requests answered from the cache.
        package var hits = 0
        /// Requests answered by another width's layout of the same content.
        package var widthHits = 0
        /// Requests the engine shaped.
        package var shapes = 0
        /// Drawable layouts shaped again after being dropped.
        package var reshapesForDrawing = 0
        /// Drawables released when their window was full.
        package var releasedDrawables = 0
        /// The measured window's capacity now.
        package var measuredWindowCapacity = 0
        /// Layouts shaped for one owner and not stored (``TextLayoutCache/ownedLayout(for:)``).
        package var ownedShapes = 0
    }

    /// Measured layouts kept by default: a phone app's screens show tens to a few hundred
    /// labels, and the app soak's screens, typed text and every text size together keep about
    /// 4,000 over 20,000 steps; each costs about 0.8 KB.
    package static let defaultLayoutCapacity = 2_000
    /// Drawable forms kept by default in the drawn window: about 3.2 KB each, more than a
    /// screenful of labels.
    package static let defaultDrawableCapacity = 256

    package let engine: any TextLayoutEngine
    package let layoutCapacity: Int
    package let drawableCapacity: Int
    package let measuredDrawableCapacity: Int

    private let lock = NSLock()
    /// Layouts by the hash of their request (small entries: the request stays in the
    /// layout); a second request with the same hash, which practically never happens, is
    /// kept in `collided`.
    private var layouts: [Int: TextLayout] = [:]
    private var collided: [Int: [TextLayout]] = [:]
    private var storedCount = 0
    private var layoutOrder = FIFOKeys<TextLayout>()
    /// Layouts made at a limited width, by the hash of their content (the request without
    /// its width); ``TextLayout/canServe(_:)`` compares the content itself.
    private var byContent: [Int: [TextLayout]] = [:]
    private var drawn: DrawableWindow
    private var measured: DrawableWindow
    /// Layouts the measured window released without their being drawn, since it last changed size.
    private var undrawnReleases = 0
    private var metricsByFont: [FontSpec: FontMetrics] = [:]
    private var families: [String]?
    private var stats = Statistics()

    package init(
        engine: any TextLayoutEngine, layoutCapacity: Int = defaultLayoutCapacity,
        drawableCapacity: Int = defaultDrawableCapacity, measuredDrawableCapacity: Int = 32
    ) {
        self.engine = engine
        self.layoutCapacity = max(layoutCapacity, 1)
        self.drawableCapacity = max(drawableCapacity, 1)
        self.measuredDrawableCapacity = max(measuredDrawableCapacity, 1)
        drawn = DrawableWindow(kind: .drawn, capacity: self.drawableCapacity)
        measured = DrawableWindow(kind: .measured, capacity: self.measuredDrawableCapacity)
        // Room for every entry up front: the table never grows (a growth moves every entry),
        // and the untouched part of a large table costs address space, not memory.
        layouts.reserveCapacity(self.layoutCapacity)
        layoutOrder.reserveCapacity(self.layoutCapacity)
    }

    /// Which window keeps `layout`'s drawable form now (`.none`: released or never kept).
    func drawableWindow(of layout: TextLayout) -> DrawableWindowKind { lock.withLock { layout.drawableWindow } }

    /// How many layouts have their drawable form kept now (the engine objects alive for drawing).
    package var keptDrawableCount: Int { lock.withLock { drawn.keptCount + measured.keptCount } }

    package var statistics: Statistics {
        lock.withLock {
            var current = stats
            current.measuredWindowCapacity = measured.capacity
            return current
        }
    }

    /// Forgets every layout (fonts stay).
    package func removeAll() {
        lock.withLock {
            layouts.removeAll()
            collided.removeAll()
            storedCount = 0
            layoutOrder = FIFOKeys()
            layoutOrder.reserveCapacity(layoutCapacity)
            byContent.removeAll()
            drawn.releaseAll()
            measured.releaseAll()
            measured.resize(to: measuredDrawableCapacity)
            undrawnReleases = 0
        }
    }

    /// The layout of `request`, and whether it came from the cache. `keepsDrawable` says
    /// whether the requester expects to draw it soon (a label in a window); when false, a
    /// newly shaped layout's drawable goes to the small measured window only.
    package func layout(for request: TextLayoutRequest, keepsDrawable: Bool = true) -> (layout: TextLayout, cached: Bool) {
        lock.lock()
        defer { lock.unlock() }
        let hash = request.hashValue
        if let found = stored(request, hash: hash) {
            stats.hits += 1
            if keepsDrawable { keepForDrawing(found) }
            return (found, true)
        }
        // An unlimited width is only served by an unlimited-width layout: the exact request.
        // A limited one may be served by the unlimited layout of the same content (kept in
        // `layouts`) or by one at another width (kept by content in `byContent`).
        var contentHash = hash
        if request.width != nil {
            let content = request.contentKey
            contentHash = content.hashValue
            if let unlimited = stored(content, hash: contentHash), unlimited.canServe(request) {
                stats.widthHits += 1
                if keepsDrawable { keepForDrawing(unlimited) }
                return (unlimited, true)
            }
            if let found = byContent[contentHash]?.last(where: { $0.canServe(request) }) {
                stats.widthHits += 1
                if keepsDrawable { keepForDrawing(found) }
                return (found, true)
            }
        }
        stats.shapes += 1
        let made = engine.makeLayout(request)
        insert(made.layout, hash: hash, contentHash: contentHash)
        keep(made.drawable, for: made.layout, drawn: keepsDrawable)
        return (made.layout, false)
    }

    /// Shapes `request` for one owner that keeps the layout itself, without storing it: text
    /// that changes with every key press (a text field's) would otherwise fill the cache with
    /// strings that are never asked for again and push out the layouts other views use.
    /// The layout holds its own drawable form, released with it; no window releases it first.
    package func ownedLayout(for request: TextLayoutRequest) -> TextLayout {
        let made = engine.makeLayout(request)
        lock.withLock {
            stats.ownedShapes += 1
            made.layout.keptDrawable = made.drawable
            made.layout.drawableWindow = .owned
        }
        return made.layout
    }

    /// The stored layout of exactly `request`, if any, without shaping or storing anything.
    package func storedLayout(for request: TextLayoutRequest) -> TextLayout? {
        lock.withLock { stored(request, hash: request.hashValue) }
    }

    /// How many layouts the cache stores now (for tests and benchmarks).
    package var storedLayoutCount: Int { lock.withLock { storedCount } }

    /// How many distinct fonts (family, weight, style, size) have had their metrics measured:
    /// the metrics are kept for good, one entry per font ever asked for.
    package var measuredFontCount: Int { lock.withLock { metricsByFont.count } }

    /// How many layouts the insertion-order queue holds (equal to ``storedLayoutCount``; a
    /// forgotten layout is not kept by it).
    var queuedLayoutCount: Int { lock.withLock { layoutOrder.count } }

    /// The engine's drawable form of `layout`, shaping it again when it was dropped.
    package func drawable(for layout: TextLayout) -> AnyObject {
        lock.lock()
        defer { lock.unlock() }
        if let kept = layout.keptDrawable {
            // Drawn now, so likely drawn again: kept as long as the drawn window allows.
            if layout.drawableWindow == .measured { keep(kept, for: layout, drawn: true) }
            return kept
        }
        stats.reshapesForDrawing += 1
        if layout.drawableWindow == .releasedUndrawn, measured.capacity < drawableCapacity {
            // Measured layouts do get drawn here, more at a time than the window held.
            measured.resize(to: min(measured.capacity * 2, drawableCapacity))
            undrawnReleases = 0
        }
        let made = engine.makeLayout(layout.request)
        keep(made.drawable, for: layout, drawn: true)
        return made.drawable
    }

    /// Releases the drawable form of `layout` if only the measured window keeps it: its
    /// requester measured it without drawing and will not draw it (a label outside any window
    /// whose text changed). The layout stays cached; drawing it later shapes it again.
    package func releaseMeasuredDrawable(of layout: TextLayout) {
        let released: AnyObject? = lock.withLock {
            guard layout.drawableWindow == .measured else { return nil }
            let kept = layout.keptDrawable
            layout.keptDrawable = nil
            layout.drawableWindow = .none
            return kept
        }
        // The engine object is given back outside the lock.
        withExtendedLifetime(released) {}
    }

    /// The metrics of `font`, measured once.
    package func metrics(for font: FontSpec) -> FontMetrics {
        lock.lock()
        defer { lock.unlock() }
        if let known = metricsByFont[font] { return known }
        let measured = engine.metrics(for: font)
        metricsByFont[font] = measured
        return measured
    }

    /// The installed families, asked once.
    package func familyNames() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let families { return families }
        let listed = engine.familyNames()
        families = listed
        return listed
    }

    private func stored(_ request: TextLayoutRequest, hash: Int) -> TextLayout? {
        guard let found = layouts[hash] else { return nil }
        if found.request == request { return found }
        return collided[hash]?.first { $0.request == request }
    }

    private func insert(_ layout: TextLayout, hash: Int, contentHash: Int) {
        // One probe in the common case: the hash was free.
        if let first = layouts.updateValue(layout, forKey: hash) {
            layouts[hash] = first
            collided[hash, default: []].append(layout)
        }
        layoutOrder.append(layout)
        if layout.request.width != nil { byContent[contentHash, default: []].append(layout) }
        storedCount += 1
        while storedCount > layoutCapacity, let oldest = layoutOrder.removeFirst() {
            storedCount -= 1
            forget(oldest)
        }
    }

    /// Removes `layout` from the tables (its drawable too).
    private func forget(_ layout: TextLayout) {
        let request = layout.request
        let hash = request.hashValue
        if layouts[hash] === layout {
            if var others = collided[hash], !others.isEmpty {
                layouts[hash] = others.removeFirst()
                collided[hash] = others.isEmpty ? nil : others
            } else {
                layouts[hash] = nil
            }
        } else {
            collided[hash]?.removeAll { $0 === layout }
            if collided[hash]?.isEmpty == true { collided[hash] = nil }
        }
        layout.keptDrawable = nil
        layout.drawableWindow = .none
        guard request.width != nil else { return }
        let content = request.contentKey.hashValue
        byContent[content]?.removeAll { $0 === layout }
        if byContent[content]?.isEmpty == true { byContent[content] = nil }
    }

    /// A layout measured for measuring only and now asked for by a requester that will draw it
    /// (the label was added to a window): its drawable, still in the measured window, moves to
    /// the drawn one so measuring other labels does not release it before the draw.
    private func keepForDrawing(_ layout: TextLayout) {
        if layout.drawableWindow == .measured, let kept = layout.keptDrawable { keep(kept, for: layout, drawn: true) }
    }

    private func keep(_ drawable: AnyObject, for layout: TextLayout, drawn toDrawn: Bool) {
        if toDrawn {
            if drawn.keep(layout, drawable: drawable) { stats.releasedDrawables += 1 }
            return
        }
        guard measured.keep(layout, drawable: drawable) else { return }
        stats.releasedDrawables += 1
        undrawnReleases += 1
        if undrawnReleases >= 2 * measured.capacity, measured.capacity > measuredDrawableCapacity {
            // Twice the window's size measured and never drawn: it is larger than the program needs.
            measured.resize(to: max(measured.capacity / 2, measuredDrawableCapacity))
            undrawnReleases = 0
        }
    }
}

/// Keys in insertion order, removed from the front in constant time. A removed key is let go
/// at once (its slot is cleared), so a key the cache has forgotten is not kept alive until the
/// storage is next compacted.
struct FIFOKeys<Key> {
    private var keys: [Key?] = []
    private var head = 0

    /// How many keys are kept.
    var count: Int { keys.count - head }

    mutating func append(_ key: Key) { keys.append(key) }

    /// Room for `count` keys without moving the ones kept (which growing would copy).
    mutating func reserveCapacity(_ count: Int) { keys.reserveCapacity(count) }

    mutating func removeFirst() -> Key? {
        guard head < keys.count else { return nil }
        let key = keys[head]
        keys[head] = nil
        head += 1
        if head > 1024 && head * 2 > keys.count {
            // The cleared slots are dropped in one move, once they are half the storage.
            keys.removeFirst(head)
            head = 0
        }
        return key
    }
}
