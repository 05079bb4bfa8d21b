import Foundation
import Testing

/// The test runs that only `make test-long` (and CI, after `make test`) makes in full.
///
/// A property test draws many seeds; `make test` runs the seeds that once found a bug (kept by
/// name beside the test), and `OPENUIKIT_LONG_TESTS=1` runs them all. The soaks, the random
/// incremental-render run and the largest scales (a 100,000-deep chain, a 100,000-row table)
/// run only then: `make test` skips them with ``only``'s reason, and CI runs them after it.
/// docs/PERFORMANCE.md, "Test time", lists which tests have a long form and what each costs.
enum LongRuns {
    /// Whether `OPENUIKIT_LONG_TESTS=1` asked for the full runs.
    static let enabled = ProcessInfo.processInfo.environment["OPENUIKIT_LONG_TESTS"] == "1"

    /// `quick` in an ordinary run, `long` (which should contain `quick`) when the long runs were asked for.
    static func arguments<T>(quick: [T], long: [T]) -> [T] { enabled ? long : quick }

    /// The trait of a test that only the long runs make.
    static var only: ConditionTrait { .enabled(if: enabled, "a long run: make test-long runs it") }
}
