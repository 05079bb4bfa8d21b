import Foundation

/// How strongly a constraint (or a view's content hugging and compression resistance) should
/// hold, from 1 to 1000; 1000 is required, anything lower is optional.
///
/// Optional priorities are strictly ordered: the engine never trades a higher one for any
/// number of lower ones.
/// - Note: See https://developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority from its value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// A button's resistance to compression (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A button's content hugging (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The level `systemLayoutSizeFitting(_:)` uses for the target size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// Drag-related resizing in UIKit's scenes (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// Scene-size constraints in UIKit's scenes (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }

    /// Whether this is the required priority.
    package var isRequired: Bool { rawValue >= 1000 }
}
