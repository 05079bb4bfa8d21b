/// The app soak's memory check: whether the anonymous memory the program holds (heap,
/// anonymous mappings; not file pages, which the kernel can drop and which grow once when a
/// font or library is first read) grows after the warm-up faster than the caches that are
/// still filling can explain.
///
/// Samples are taken at every tenth of a run in the state the run started in, after
/// `malloc_trim(0)`. The warm-up is the first ``warmUpSteps`` steps: by then the text layout
/// cache is full or nearly (2,000 layouts, reached between steps 6,000 and 7,200 by seed 1)
/// and the app has shown its screens at every text size. Cairo's and pixman's glyph caches are bounded
/// too (16,384 glyphs each) but keep filling long after that, as the monkey meets glyphs at
/// new sizes and subpixel positions: after the warm-up seed 1 still grows 0.66–0.89 MB per
/// 1,000 steps, most of it glyphs (heaptrack; docs/PERFORMANCE.md, "App-level soak").
/// So the check does not ask for flat memory, which no run short enough for CI can show, but
/// for growth below ``allowedKilobytesPerThousandSteps``: the slope of a straight line fitted
/// through the samples from the first one at or after the warm-up to the end (a fit, so one
/// sample that glibc left high or low does not decide). Leaks of views and controllers are
/// caught exactly by the soak's other checks; this one catches the rest once they are large.
struct SoakAppMemoryCheck: CustomStringConvertible {
    /// The steps of the run at which each sample was taken, in order.
    let steps: [Int]
    /// Anonymous resident kilobytes at those steps.
    let kilobytes: [Int]
    /// Steps before the baseline sample.
    var warmUpSteps = SoakAppMemoryCheck.defaultWarmUpSteps
    /// The growth rate tolerated after the warm-up.
    var allowedKilobytesPerThousandSteps = SoakAppMemoryCheck.defaultAllowedKilobytesPerThousandSteps

    /// 6,000 steps: the text layout cache is full or nearly by then (see the type's description).
    static let defaultWarmUpSteps = 6_000
    /// 1,200 KB per 1,000 steps: a third above the fastest filling measured after the warm-up
    /// (seed 1, 891 KB per 1,000 steps from step 6,000 to 12,000), below the 1,346 KB per 1,000
    /// steps of the last leak the soak found (the gallery's controls kept by their own actions).
    static let defaultAllowedKilobytesPerThousandSteps = 1_200
    /// Fitted growth below this is never a failure: sample-to-sample noise of glibc's arenas.
    static let noiseKilobytes = 2_048

    /// The index of the first sample at or after the warm-up, when at least two samples
    /// (the baseline and one after it) are left to fit.
    var baselineIndex: Int? {
        guard let index = steps.firstIndex(where: { $0 >= warmUpSteps }), index < steps.count - 1 else { return nil }
        return index
    }

    /// Whether the run was long enough to judge (a sample at or after the warm-up, and one after it).
    var isJudged: Bool { baselineIndex != nil && !kilobytes.contains(-1) && steps.count == kilobytes.count }

    /// The least-squares slope of the samples after the warm-up, in kilobytes per 1,000 steps.
    var kilobytesPerThousandSteps: Double {
        guard let start = baselineIndex else { return 0 }
        let xs = steps[start...].map(Double.init), ys = kilobytes[start...].map(Double.init)
        let meanX = xs.reduce(0, +) / Double(xs.count), meanY = ys.reduce(0, +) / Double(ys.count)
        var covariance = 0.0, variance = 0.0
        for (x, y) in zip(xs, ys) {
            covariance += (x - meanX) * (y - meanY)
            variance += (x - meanX) * (x - meanX)
        }
        return variance > 0 ? covariance / variance * 1_000 : 0
    }

    /// The steps from the baseline sample to the last.
    var measuredSteps: Int {
        guard let start = baselineIndex, let last = steps.last else { return 0 }
        return last - steps[start]
    }

    /// The fitted growth over the measured steps, in kilobytes.
    var fittedGrowthKilobytes: Int { Int((kilobytesPerThousandSteps * Double(measuredSteps) / 1_000).rounded()) }

    /// The growth the rate allows over the measured steps, at least the noise floor.
    var allowedKilobytes: Int {
        max(Self.noiseKilobytes, allowedKilobytesPerThousandSteps * measuredSteps / 1_000)
    }

    /// Passes when the run is too short to judge (``isJudged`` says so) or the fitted growth
    /// stays within what is allowed.
    var passes: Bool { !isJudged || fittedGrowthKilobytes <= allowedKilobytes }

    var description: String {
        guard let start = baselineIndex, isJudged else {
            return "anonymous memory not judged: the run has no two samples after the \(warmUpSteps)-step warm-up"
        }
        let rate = Int(kilobytesPerThousandSteps.rounded())
        return "anonymous memory from step \(steps[start]) (\(kilobytes[start]) KB) to \(steps[steps.count - 1]) "
            + "(\(kilobytes[kilobytes.count - 1]) KB): \(rate) KB per 1,000 steps fitted, \(fittedGrowthKilobytes) KB "
            + "over \(measuredSteps) steps, \(allowedKilobytes) KB allowed (\(allowedKilobytesPerThousandSteps) KB per 1,000 steps)"
    }
}
