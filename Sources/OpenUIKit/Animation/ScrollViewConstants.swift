import Foundation

/// Values UIKit's scroll view uses but Apple does not publish; the project's choices, each
/// listed in docs/DIVERGENCES.md with its source in the behaviour reference.
public enum ScrollViewConstants {
    /// How long a touch-down on a content view is held back, while the scroll view waits to
    /// see whether the finger starts a scroll, when `delaysContentTouches` is true
    /// [OBS, C4.2].
    public static let contentTouchDelay: TimeInterval = 0.15
    /// The time between two steps of a deceleration or of an animated
    /// `setContentOffset(_:animated:)`: the rate of the `CADisplayLink` that steps them, on the
    /// application clock [CHOSEN].
    public static let frameInterval: TimeInterval = 1.0 / 60.0
    /// A deceleration stops once its speed falls to this many points per second; a drag
    /// released slower than this does not decelerate at all [CHOSEN].
    public static let decelerationStopSpeed: CGFloat = 10
    /// How long `setContentOffset(_:animated: true)` takes, and a deceleration whose target
    /// the delegate moved although the finger was released at rest, or that eases the content
    /// back in after a release past an edge; also an animated zoom and a scroll to the top
    /// [CHOSEN].
    public static let scrollAnimationDuration: TimeInterval = 0.3
    /// With `isDirectionalLockEnabled`, a drag whose travel along one axis is at least this
    /// many times its travel along the other when it begins scrolls along that axis only
    /// [CHOSEN].
    public static let directionalLockRatio: CGFloat = 2
    /// With paging, a release faster than this (points per second) moves to the next page in
    /// its direction; a slower one settles on the nearest page [CHOSEN].
    public static let pagingFlickSpeed: CGFloat = 300
    /// How long the content takes to settle onto a page (ease-out) [CHOSEN].
    public static let pagingSettleDuration: TimeInterval = 0.3
    /// Scroll indicators: thickness, gap to the view's edge, and shortest length [CHOSEN].
    public static let indicatorThickness: CGFloat = 3
    public static let indicatorEdgeGap: CGFloat = 3
    public static let indicatorMinimumLength: CGFloat = 36
    /// How long the indicators stay after the content stops, then how long they fade [CHOSEN].
    public static let indicatorFadeDelay: TimeInterval = 0.5
    public static let indicatorFadeDuration: TimeInterval = 0.25
    /// A pinch past the zoom limits follows the fingers with this exponent of the overshoot
    /// (0.5: a pinch to twice the limit shows 1.41 times it) [CHOSEN].
    public static let zoomOvershootExponent: CGFloat = 0.5
    /// The height of a `UIRefreshControl` and how far the content must be pulled past its top
    /// to start refreshing [CHOSEN].
    public static let refreshControlHeight: CGFloat = 60
    public static let refreshTriggerDistance: CGFloat = 60
}
