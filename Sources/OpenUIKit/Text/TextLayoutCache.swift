import Foundation
import OpenCoreGraphics

/// Remembers layouts so that measuring (Auto Layout asking a label's intrinsic size) and the
/// drawing that follows shape the text once.
///
/// Layouts are kept by request; a request at a different width is served by a layout of the
/// same content when that layout breaks lines the same way there (``TextLayout/canServe(_:)``),
/// so measuring at a preferred width and drawing at the resulting bounds width is one shape.
/// Measured layouts (plain values) are kept up to ``layoutCapacity``; the engine's drawable
/// forms, which hold the shaped glyphs, up to the smaller ``drawableCapacity``. Both drop
/// their oldest entries first. Safe to use from any thread.
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
    }

    package let engine: any TextLayoutEngine
    package let layoutCapacity: Int
    package let drawableCapacity: Int

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
    private var drawables: [ObjectIdentifier: (layout: TextLayout, drawable: AnyObject)] = [:]
    private var drawableOrder = FIFOKeys<ObjectIdentifier>()
    private var metricsByFont: [FontSpec: FontMetrics] = [:]
    private var families: [String]?
    private var stats = Statistics()

    package init(engine: any TextLayoutEngine, layoutCapacity: Int = 20_000, drawableCapacity: Int = 2_000) {
        self.engine = engine
        self.layoutCapacity = max(layoutCapacity, 1)
        self.drawableCapacity = max(drawableCapacity, 1)
        // Room for every entry up front: the tables never grow (a growth moves every entry),
        // and the untouched part of a large table costs address space, not memory.
        layouts.reserveCapacity(self.layoutCapacity)
        drawables.reserveCapacity(self.drawableCapacity)
    }

    package var statistics: Statistics { lock.withLock { stats } }

    /// Forgets every layout (fonts stay).
    package func removeAll() {
        lock.withLock {
            layouts.removeAll()
            collided.removeAll()
            storedCount = 0
            layoutOrder = FIFOKeys()
            byContent.removeAll()
            drawables.removeAll()
            drawableOrder = FIFOKeys()
        }
    }

    /// The layout of `request`, and whether it came from the cache.
    package func layout(for request: TextLayoutRequest) -> (layout: TextLayout, cached: Bool) {
        lock.lock()
        defer { lock.unlock() }
        let hash = request.hashValue
        if let found = stored(request, hash: hash) {
            stats.hits += 1
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
                return (unlimited, true)
            }
            if let found = byContent[contentHash]?.last(where: { $0.canServe(request) }) {
                stats.widthHits += 1
                return (found, true)
            }
        }
        stats.shapes += 1
        let made = engine.makeLayout(request)
        insert(made.layout, hash: hash, contentHash: contentHash, drawable: made.drawable)
        return (made.layout, false)
    }

    /// The engine's drawable form of `layout`, shaping it again when it was dropped.
    package func drawable(for layout: TextLayout) -> AnyObject {
        lock.lock()
        defer { lock.unlock() }
        if let kept = drawables[ObjectIdentifier(layout)], kept.layout === layout { return kept.drawable }
        stats.reshapesForDrawing += 1
        let made = engine.makeLayout(layout.request)
        keepDrawable(made.drawable, for: layout)
        return made.drawable
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

    private func insert(_ layout: TextLayout, hash: Int, contentHash: Int, drawable: AnyObject) {
        if layouts[hash] == nil {
            layouts[hash] = layout
        } else {
            collided[hash, default: []].append(layout)
        }
        layoutOrder.append(layout)
        if layout.request.width != nil { byContent[contentHash, default: []].append(layout) }
        storedCount += 1
        while storedCount > layoutCapacity, let oldest = layoutOrder.removeFirst() {
            storedCount -= 1
            forget(oldest)
        }
        keepDrawable(drawable, for: layout)
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
        drawables[ObjectIdentifier(layout)] = nil
        guard request.width != nil else { return }
        let content = request.contentKey.hashValue
        byContent[content]?.removeAll { $0 === layout }
        if byContent[content]?.isEmpty == true { byContent[content] = nil }
    }

    private func keepDrawable(_ drawable: AnyObject, for layout: TextLayout) {
        let id = ObjectIdentifier(layout)
        if drawables.updateValue((layout, drawable), forKey: id) == nil { drawableOrder.append(id) }
        while drawables.count > drawableCapacity, let oldest = drawableOrder.removeFirst() {
            drawables[oldest] = nil
        }
    }
}

/// Keys in insertion order, removed from the front in constant time.
struct FIFOKeys<Key> {
    private var keys: [Key] = []
    private var head = 0

    mutating func append(_ key: Key) { keys.append(key) }

    mutating func removeFirst() -> Key? {
        guard head < keys.count else { return nil }
        let key = keys[head]
        head += 1
        if head > 1024 && head * 2 > keys.count {
            keys.removeFirst(head)
            head = 0
        }
        return key
    }
}
