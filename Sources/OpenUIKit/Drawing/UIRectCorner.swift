import Foundation

/// Which corners of a rectangle to round, for
/// ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``.
///
/// Corners are named as they appear on screen (UIKit's y-down space): `topLeft` is the corner
/// at the rectangle's minimum x and minimum y.
/// - Note: See https://developer.apple.com/documentation/uikit/uirectcorner
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at minimum x and minimum y.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The corner at maximum x and minimum y.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The corner at minimum x and maximum y.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The corner at maximum x and maximum y.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
