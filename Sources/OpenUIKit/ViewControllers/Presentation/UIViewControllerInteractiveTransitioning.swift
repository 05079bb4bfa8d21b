import Foundation

/// Drives a transition interactively (a gesture's progress rather than time).
/// - Note: See https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning
// UIKit divergence: the optional members are requirements with defaults (speed 1, linear, no
// start while not interactive).
@MainActor @preconcurrency
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition; it reports progress and the end through the context.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// The speed at which the remaining part completes once the interaction ends.
    var completionSpeed: CGFloat { get }
    /// The curve of the remaining part once the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition begins driven by the interaction (true by default).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
