import Foundation

/// How string measuring and drawing treat the given rectangle.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay out as many lines as the rectangle's width and height need (without it, the text
    /// is one line and the rectangle's origin is its baseline).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Count the font's leading in line heights (always the case here).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure glyph ink instead of line boxes.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Shorten the last line that fits with "…" when the text does not fit.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Settings and results of one measuring or drawing call.
// UIKit divergence: open as in UIKit, but its members are public, not open (docs/DIVERGENCES.md,
// "Classes UIKit declares `open`").
open class NSStringDrawingContext {
    /// The smallest scale the text may shrink to fit (0 or 1: no shrinking).
    public var minimumScaleFactor: CGFloat = 0
    /// The scale the last call used.
    public internal(set) var actualScaleFactor: CGFloat = 1
    /// The box the last call's text occupied.
    public internal(set) var totalBounds: CGRect = .zero

    public init() {}
}
