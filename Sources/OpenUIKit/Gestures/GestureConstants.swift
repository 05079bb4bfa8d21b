import Foundation

/// Thresholds UIKit's recognizers use but Apple does not publish; the project's choices, each
/// listed in docs/DIVERGENCES.md with its source in the behaviour reference.
public enum GestureConstants {
    /// How far (points, window coordinates) a tap's fingers may travel from where the first
    /// tap started before the tap fails [CHOSEN, D1.2].
    public static let tapAllowableMovement: CGFloat = 45
    /// The longest gap between one tap's lift and the next touch-down of a multi-tap
    /// [INF, D1.3].
    public static let tapMaximumInterval: TimeInterval = 0.35
    /// The longest a finger may stay down for one tap [CHOSEN, D1.4].
    public static let tapMaximumDuration: TimeInterval = 0.75
    /// How far the touches must move on either axis before a pan begins [CHOSEN, D3.2].
    public static let panBeginThreshold: CGFloat = 10
    /// A swipe must complete within this time of touch-down [INF, D4.3].
    public static let swipeMaximumDuration: TimeInterval = 0.5
    /// A swipe must travel at least this far along its direction [INF, D4.3].
    public static let swipeMinimumPrimaryMovement: CGFloat = 50
    /// A swipe may drift at most this far across its direction [CHOSEN, D4.4].
    public static let swipeMaximumSecondaryMovement: CGFloat = 50
    /// The change in finger distance that starts a pinch [CHOSEN, D5].
    public static let pinchBeginThreshold: CGFloat = 10
    /// The change in angle (radians) that starts a rotation [CHOSEN, D6].
    public static let rotationBeginThreshold: CGFloat = 0.1
    /// How far from a screen edge a screen-edge pan must start [CHOSEN, D7.2].
    public static let screenEdgeRegionWidth: CGFloat = 20
}
