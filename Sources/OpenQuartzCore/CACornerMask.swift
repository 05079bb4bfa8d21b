/// Which corners of a layer ``CALayer/cornerRadius`` rounds; corners are named by the edges
/// of the bounds they sit on (min-x, min-y is the top-left corner in UIKit's flipped space).
/// - Note: See https://developer.apple.com/documentation/quartzcore/cacornermask
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at the smallest x and smallest y.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at the largest x and smallest y.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at the smallest x and largest y.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the largest x and largest y.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    /// Every corner: a layer's default.
    package static let all: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}
