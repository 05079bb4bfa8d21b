import Foundation
import OpenUIKit
import OpenUIKitTesting

/// An animator that fades the arriving view in (or the leaving one out) over 0.3 s, linearly
/// (or slides the leaving view right when `slides`), records `animateTransition` and
/// `animationEnded(…)`, and completes with `!transitionWasCancelled`.
@MainActor
final class FadeAnimator: UIViewControllerAnimatedTransitioning {
    let recorder: EventRecorder
    let presenting: Bool
    var slides = false
    var completesTwice = false

    init(_ recorder: EventRecorder, presenting: Bool) {
        self.recorder = recorder
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        recorder.record(.action("animateTransition"))
        let container = transitionContext.containerView
        let moving: UIView
        let change: () -> Void
        if presenting {
            let controller = transitionContext.viewController(forKey: .to)!
            moving = transitionContext.view(forKey: .to)!
            moving.frame = transitionContext.finalFrame(for: controller)
            moving.alpha = 0
            container.addSubview(moving)
            change = { moving.alpha = 1 }
        } else if slides {
            moving = transitionContext.view(forKey: .from)!
            if let to = transitionContext.view(forKey: .to) {
                to.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
                container.insertSubview(to, belowSubview: moving)
            }
            let width = container.bounds.width
            change = { moving.frame.origin.x = width }
        } else {
            moving = transitionContext.view(forKey: .from)!
            change = { moving.alpha = 0 }
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: change) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            if self.completesTwice { transitionContext.completeTransition(true) }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        recorder.record(.action("animationEnded(\(transitionCompleted))"))
    }
}

/// A presentation controller that puts the presented view in the container's lower half and
/// records its transition calls.
@MainActor
final class HalfHeightPresentationController: UIPresentationController {
    var recorder: EventRecorder?

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }
    override func presentationTransitionWillBegin() { recorder?.record(.action("presentationWillBegin")) }
    override func presentationTransitionDidEnd(_ completed: Bool) { recorder?.record(.action("presentationDidEnd(\(completed))")) }
    override func dismissalTransitionWillBegin() { recorder?.record(.action("dismissalWillBegin")) }
    override func dismissalTransitionDidEnd(_ completed: Bool) { recorder?.record(.action("dismissalDidEnd(\(completed))")) }
}

/// A transitioning delegate handing out ``FadeAnimator``s and a ``HalfHeightPresentationController``,
/// recording each question.
@MainActor
final class RecordingTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let recorder: EventRecorder
    var presentAnimator: FadeAnimator
    var dismissAnimator: FadeAnimator

    init(_ recorder: EventRecorder) {
        self.recorder = recorder
        presentAnimator = FadeAnimator(recorder, presenting: true)
        dismissAnimator = FadeAnimator(recorder, presenting: false)
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        recorder.record(.action("presentationController"))
        let controller = HalfHeightPresentationController(presentedViewController: presented, presenting: presenting)
        controller.recorder = recorder
        return controller
    }
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        recorder.record(.action("animatorForPresented"))
        return presentAnimator
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        recorder.record(.action("animatorForDismissed"))
        return dismissAnimator
    }
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        recorder.record(.action("interactionForPresentation"))
        return nil
    }
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        recorder.record(.action("interactionForDismissal"))
        return nil
    }
}

/// A navigation delegate whose pops slide with a ``FadeAnimator`` driven by `interaction`.
@MainActor
final class InteractiveNavigationDelegate: UINavigationControllerDelegate {
    let recorder: EventRecorder
    let interaction = UIPercentDrivenInteractiveTransition()
    init(_ recorder: EventRecorder) { self.recorder = recorder }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard operation == .pop else { return nil }
        let animator = FadeAnimator(recorder, presenting: false)
        animator.slides = true
        return animator
    }
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        recorder.record(.action("didShow(\(viewController.accessibilityIdentifier ?? "?"))"))
    }
}
