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
}
