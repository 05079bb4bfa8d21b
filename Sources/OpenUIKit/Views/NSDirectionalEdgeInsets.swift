import Foundation

/// Insets named by reading direction: leading and trailing instead of left and right.
/// - Note: See https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
// UIKit divergence: layouts here are left to right, so leading is left and trailing right.
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

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()
}
