import Foundation

/// Animates one transition between two controllers' views.
/// - Note: See https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
// UIKit divergence: the optional `animationEnded(_:)` is a requirement with a default that does
// nothing; the optional `interruptibleAnimator(using:)` is left out.
@MainActor @preconcurrency
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's length in seconds; drives the alongside animations' duration.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the animations; must call `completeTransition(_:)` on the context when they end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called once the transition is over, with whether it completed.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}
