import Foundation

/// Values UIKit's scroll view uses but Apple does not publish; the project's choices, each
/// listed in docs/DIVERGENCES.md with its source in the behaviour reference.
public enum ScrollViewConstants {
    /// How long a touch-down on a content view is held back, while the scroll view waits to
    /// see whether the finger starts a scroll, when `delaysContentTouches` is true
    /// [OBS, C4.2].
    public static let contentTouchDelay: TimeInterval = 0.15
    /// The time between two steps of a deceleration or of an animated
    /// `setContentOffset(_:animated:)`, on the application clock [CHOSEN].
    public static let frameInterval: TimeInterval = 1.0 / 60.0
    /// A deceleration stops once its speed falls to this many points per second; a drag
    /// released slower than this does not decelerate at all [CHOSEN].
    public static let decelerationStopSpeed: CGFloat = 10
    /// How long `setContentOffset(_:animated: true)` takes, and a deceleration whose target
    /// the delegate moved although the finger was released at rest, or that eases the content
    /// back in after a release past an edge [CHOSEN].
    public static let scrollAnimationDuration: TimeInterval = 0.3
    /// With `isDirectionalLockEnabled`, a drag whose travel along one axis is at least this
    /// many times its travel along the other when it begins scrolls along that axis only
    /// [CHOSEN].
    public static let directionalLockRatio: CGFloat = 2
}
