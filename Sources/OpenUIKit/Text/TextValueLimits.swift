import Foundation

/// The range of lengths (indents, spacing, tab stops, kerning, baseline offsets) the text
/// engine is handed. Its engine counts in 32-bit fixed-point units (1/1024 point), so a
/// length past about 2 million points cannot be expressed, and sums of lengths near that
/// overflow; lengths are clamped to a million points, far beyond any screen.
// UIKit divergence: TextKit takes any finite length; here a larger one acts as a million
// points (a line spaced 1e20 apart is as invisible either way).
enum TextValueLimits {
    /// The longest length handed to the engine, in points.
    static let maximumLength: CGFloat = 1_000_000

    /// `value` within ±``maximumLength``; non-finite values count as 0.
    static func clamped(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else { return 0 }
        return min(max(value, -maximumLength), maximumLength)
    }
}
