import Foundation

/// Animates one transition between two controllers' views.
/// - Note: See https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
// UIKit divergence: the optional `animationEnded(_:)` and `interruptibleAnimator(using:)` are
// requirements with defaults: the first does nothing, the second answers a placeholder that
// tells the library the animator has no interruptible animator (any use of it stops, saying so).
@MainActor @preconcurrency
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's length in seconds; drives the alongside animations' duration.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the animations; must call `completeTransition(_:)` on the context when they end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called once the transition is over, with whether it completed.
    func animationEnded(_ transitionCompleted: Bool)
    /// The one animator that runs the transition, which an interaction controller such as
    /// `UIPercentDrivenInteractiveTransition` pauses, scrubs, reverses and continues; asked
    /// again during the same transition, it must answer the same object.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}

    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        NoInterruptibleAnimator(animatorType: type(of: self))
    }

    /// The animator's interruptible animator, or nil when it does not provide one.
    package func providedInterruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> (any UIViewImplicitlyAnimating)?
    {
        let animator = interruptibleAnimator(using: transitionContext)
        return animator is NoInterruptibleAnimator ? nil : animator
    }
}
