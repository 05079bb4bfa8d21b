/// Whether a soak's resident memory stayed flat: a sample taken once the run is warm (the
/// first tenth by default) against the last one. Before the baseline the caches, pools and the
/// allocator's arenas reach their working size; after it, growth beyond `allowedKilobytes`
/// means memory that the run keeps but never uses again.
struct RSSFlatness: CustomStringConvertible {
    /// Resident kilobytes at each tenth of the run, in order.
    let samples: [Int]
    /// The index of the sample growth is measured from: 0, the first tenth (`bench soak`). The
    /// app soak judges its memory differently (`SoakAppMemoryCheck`: anonymous memory, a growth
    /// rate after a warm-up, since its glyph caches fill for tens of thousands of steps).
    var baseline = 0

    private var base: Int? { samples.indices.contains(baseline) ? samples[baseline] : nil }

    /// The growth tolerated after the baseline: 5 % of the baseline sample, at least 2 MiB
    /// (page-granular noise and the allocator keeping a few arenas more).
    var allowedKilobytes: Int {
        guard let base else { return 0 }
        return max(2048, base / 20)
    }

    /// Growth from the baseline to the end, in kilobytes.
    var growthKilobytes: Int {
        guard let base, let last = samples.last else { return 0 }
        return last - base
    }

    /// Flat when the growth stays within the tolerance; a run too short to have ten samples, or
    /// one where /proc could not be read, is not judged.
    var isFlat: Bool {
        guard samples.count == 10, !samples.contains(-1) else { return true }
        return growthKilobytes <= allowedKilobytes
    }

    var description: String {
        "resident memory grew \(growthKilobytes) KB from tenth \(baseline + 1) (\(base ?? 0) KB) "
            + "to the end (\(samples.last ?? 0) KB), more than the \(allowedKilobytes) KB allowed"
    }
}
