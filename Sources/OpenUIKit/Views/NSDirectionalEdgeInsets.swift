import Foundation

/// Insets named by reading direction: leading and trailing become left or right once a
/// layout direction is known (leading is the left edge left to right, the right edge right
/// to left).
/// - Note: See https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No inset on any edge.
    public static let zero = NSDirectionalEdgeInsets()

    /// The left/right insets these stand for in `direction`.
    package func resolved(for direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .rightToLeft
            ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// The directional form of `insets` read in `direction`.
    package init(_ insets: UIEdgeInsets, direction: UIUserInterfaceLayoutDirection) {
        if direction == .rightToLeft {
            self.init(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
        } else {
            self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        }
    }
}
