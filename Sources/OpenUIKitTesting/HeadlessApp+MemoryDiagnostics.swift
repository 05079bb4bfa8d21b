import OpenUIKit

/// Read-only figures of the process-wide caches, for soaks that check memory stays flat from
/// outside this package (the benchmarks): a cache filling up and a leak both grow the heap, and
/// these tell the two apart.
extension HeadlessApp {
    /// How many text layouts the text engine's cache keeps now (measured sizes and line
    /// breaks; at most its capacity, shared by every application of the process).
    public static var cachedTextLayoutCount: Int { TextEngine.cache.storedLayoutCount }

    /// How many of the cached text layouts keep the engine's shaped, drawable form now (the
    /// large part of a cached layout; a smaller bound than the layouts').
    public static var cachedDrawableTextLayoutCount: Int { TextEngine.cache.keptDrawableCount }

    /// How many measured text layouts the process-wide cache keeps at most (the oldest go
    /// first): a benchmark that measures more distinct strings than this finds none of them
    /// cached on its second pass.
    public static var textLayoutCacheCapacity: Int { TextEngine.cache.layoutCapacity }

    /// How many distinct fonts (family, weight, style and size) the text engine has measured
    /// so far in this process; it keeps each one's metrics, so a count that keeps growing is
    /// fonts of ever new sizes.
    public static var measuredFontCount: Int { TextEngine.cache.measuredFontCount }

    /// The bytes of drawn pixels (backing stores) that `view`'s layer and every layer below it
    /// keep now. A view tree keeps its drawings while it is in no window, so a tree kept alive
    /// outside the windows holds this much memory beyond its objects.
    public static func backingStoreBytes(under view: UIView) -> Int {
        var total = 0
        var stack: [CALayer] = [view.layer]
        while let layer = stack.popLast() {
            if let store = layer.backingStore { total += store.bytesPerRow * store.height }
            if let mask = layer.mask { stack.append(mask) }
            stack.append(contentsOf: layer.sublayers ?? [])
        }
        return total
    }
}
