import Foundation

/// Where and what an edit menu presentation is about: an optional identifier the delegate can use
/// to tell presentations apart, the point the menu is shown for (in the interaction's view), and
/// which way its arrow should point.
/// - Note: See https://developer.apple.com/documentation/uikit/uieditmenuconfiguration
@MainActor @preconcurrency
open class UIEditMenuConfiguration {
    /// Tells this presentation apart from others, for the delegate.
    public let identifier: (any NSCopying)?
    /// The point the menu is shown for, in the interaction's view's coordinates.
    public let sourcePoint: CGPoint
    /// Which way the menu's arrow points: `.down` places the menu above its target, `.up` below.
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// Creates a configuration for a menu shown at `sourcePoint`.
    public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
        self.identifier = identifier
        self.sourcePoint = sourcePoint
    }
}

/// The direction an edit menu's arrow points toward its target.
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// Above the target when there is room, else below.
    case automatic = 0
    /// The arrow points up: the menu is below its target.
    case up = 1
    /// The arrow points down: the menu is above its target.
    case down = 2
    /// The arrow points left: the menu is to the right of its target.
    case left = 3
    /// The arrow points right: the menu is to the left of its target.
    case right = 4
}
