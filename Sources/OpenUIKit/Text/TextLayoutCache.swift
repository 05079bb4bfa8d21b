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
    private var layouts: [RequestKey: TextLayout] = [:]
    private var layoutOrder = FIFOKeys<RequestKey>()
    /// Layouts made at a limited width, by content (the request without its width).
    private var byContent: [RequestKey: [TextLayout]] = [:]
    private var drawables: [ObjectIdentifier: (layout: TextLayout, drawable: AnyObject)] = [:]
    private var drawableOrder = FIFOKeys<ObjectIdentifier>()
    private var metricsByFont: [FontSpec: FontMetrics] = [:]
    private var families: [String]?
    private var stats = Statistics()

    package init(engine: any TextLayoutEngine, layoutCapacity: Int = 20_000, drawableCapacity: Int = 2_000) {
        self.engine = engine
        self.layoutCapacity = max(layoutCapacity, 1)
        self.drawableCapacity = max(drawableCapacity, 1)
    }

    package var statistics: Statistics { lock.withLock { stats } }

    /// Forgets every layout (fonts stay).
    package func removeAll() {
        lock.withLock {
            layouts.removeAll()
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
        let key = RequestKey(request)
        if let found = layouts[key] {
            stats.hits += 1
            return (found, true)
        }
        // An unlimited width is only served by an unlimited-width layout: the exact key. A
        // limited one may be served by the unlimited layout of the same content (kept in
        // `layouts`) or by one at another width (kept by content in `byContent`).
        let contentKey = request.width == nil ? key : RequestKey(request.contentKey)
        if request.width != nil {
            if let unlimited = layouts[contentKey], unlimited.canServe(request) {
                stats.widthHits += 1
                return (unlimited, true)
            }
            if let found = byContent[contentKey]?.last(where: { $0.canServe(request) }) {
                stats.widthHits += 1
                return (found, true)
            }
        }
        stats.shapes += 1
        let made = engine.makeLayout(request)
        insert(made.layout, key: key, contentKey: contentKey, drawable: made.drawable)
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

    private func insert(_ layout: TextLayout, key: RequestKey, contentKey: RequestKey, drawable: AnyObject) {
        layouts[key] = layout
        layoutOrder.append(key)
        if layout.request.width != nil { byContent[contentKey, default: []].append(layout) }
        while layouts.count > layoutCapacity, let oldest = layoutOrder.removeFirst() {
            guard let dropped = layouts.removeValue(forKey: oldest) else { continue }
            drawables[ObjectIdentifier(dropped)] = nil
            guard oldest.request.width != nil else { continue }
            let content = RequestKey(oldest.request.contentKey)
            byContent[content]?.removeAll { $0 === dropped }
            if byContent[content]?.isEmpty == true { byContent[content] = nil }
        }
        keepDrawable(drawable, for: layout)
    }

    private func keepDrawable(_ drawable: AnyObject, for layout: TextLayout) {
        let id = ObjectIdentifier(layout)
        if drawables[id] == nil { drawableOrder.append(id) }
        drawables[id] = (layout, drawable)
        while drawables.count > drawableCapacity, let oldest = drawableOrder.removeFirst() {
            drawables[oldest] = nil
        }
    }
}

/// A request with its hash computed once: lookups, inserts and table growth then hash
/// nothing but an integer.
struct RequestKey: Hashable {
    let request: TextLayoutRequest
    let hash: Int

    init(_ request: TextLayoutRequest) {
        self.request = request
        hash = request.hashValue
    }

    static func == (lhs: RequestKey, rhs: RequestKey) -> Bool { lhs.hash == rhs.hash && lhs.request == rhs.request }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
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
