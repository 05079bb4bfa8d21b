/// Whether a soak's resident memory stayed flat: the sample taken at the first tenth of the run
/// against the last one. The first tenth is the warm-up (caches, pools and the allocator's arenas
/// reach their working size); after it, growth beyond `allowedKilobytes` means memory that the
/// run keeps but never uses again.
struct RSSFlatness: CustomStringConvertible {
    /// Resident kilobytes at each tenth of the run, in order.
    let samples: [Int]

    /// The growth tolerated after the first tenth: 5 % of the first sample, at least 2 MiB
    /// (page-granular noise and the allocator keeping a few arenas more).
    var allowedKilobytes: Int {
        guard let first = samples.first else { return 0 }
        return max(2048, first / 20)
    }

    /// Growth from the first tenth to the end, in kilobytes.
    var growthKilobytes: Int {
        guard let first = samples.first, let last = samples.last else { return 0 }
        return last - first
    }

    /// Flat when the growth stays within the tolerance; a run too short to have ten samples, or
    /// one where /proc could not be read, is not judged.
    var isFlat: Bool {
        guard samples.count == 10, !samples.contains(-1) else { return true }
        return growthKilobytes <= allowedKilobytes
    }

    var description: String {
        "resident memory grew \(growthKilobytes) KB from the first tenth (\(samples.first ?? 0) KB) "
            + "to the end (\(samples.last ?? 0) KB), more than the \(allowedKilobytes) KB allowed"
    }
}
