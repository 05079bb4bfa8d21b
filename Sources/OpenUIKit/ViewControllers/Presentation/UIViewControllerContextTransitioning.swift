import Foundation

/// What a transition animator works with: the container view, the two controllers and their
/// views and frames, and the calls that report progress and the end.
/// - Note: See https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@MainActor @preconcurrency
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views live in while it runs.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (known once it is over or being cancelled).
    var transitionWasCancelled: Bool { get }
    /// The style of the presentation (`.custom` for navigation transitions).
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation the transition applies (identity: no rotation here).
    var targetTransform: CGAffineTransform { get }
    /// Reports how far an interactive transition has come, 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the interaction finished the transition; the animator completes it.
    func finishInteractiveTransition()
    /// Reports that the interaction cancelled the transition; the animator completes it with false.
    func cancelInteractiveTransition()
    /// Reports that the interaction paused, to be resumed by an animation.
    func pauseInteractiveTransition()
    /// Ends the transition; call it once, when the animations end (false when cancelled).
    func completeTransition(_ didComplete: Bool)
    /// One of the two controllers of the transition.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// One of the two views the animator moves, or nil when the transition leaves it alone.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view is when the transition starts (`.zero`: unknown, e.g. arriving).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view must be when the transition ends (`.zero`: unknown, e.g. leaving).
    func finalFrame(for vc: UIViewController) -> CGRect
}
