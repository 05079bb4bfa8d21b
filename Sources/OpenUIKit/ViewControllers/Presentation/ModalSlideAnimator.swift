import Foundation

/// UIKit's own modal transition: the arriving view slides up from the bottom edge, the
/// leaving one slides down (an alert stays in place and animates its own contents); with
/// `.crossDissolve` they fade instead.
@MainActor
final class ModalSlideAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let slides: Bool
    let fades: Bool
    /// The transition's coordinator: its alongside animations run inside this animator's block
    /// (an alert animates its contents only through them).
    weak var coordinator: TransitionCoordinator?

    init(presenting: Bool, slides: Bool, style: UIModalTransitionStyle) {
        switch style {
        case .flipHorizontal, .partialCurl:
            Fatal.stop("UIModalTransitionStyle \(style) is not supported by OpenUIKit (.coverVertical and .crossDissolve are)")
        case .coverVertical, .crossDissolve:
            break
        }
        self.presenting = presenting
        self.slides = slides && style == .coverVertical
        self.fades = slides && style == .crossDissolve
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        ModalTransition.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key),
            let view = transitionContext.view(forKey: presenting ? .to : .from)
        else {
            container.framePipeline.afterLayout { transitionContext.completeTransition(true) }
            return
        }
        let start: CGRect
        let end: CGRect
        if presenting {
            end = transitionContext.finalFrame(for: controller)
            start = transitionContext.isAnimated && slides ? end.offsetBy(dx: 0, dy: container.bounds.height - end.minY) : end
            view.frame = start
            container.addSubview(view)
        } else {
            start = view.frame
            end = slides ? start.offsetBy(dx: 0, dy: container.bounds.height - start.minY) : start
        }
        if transitionContext.isAnimated && fades && presenting { view.alpha = 0 }
        if transitionContext.isAnimated {
            UIView.animate(withDuration: ModalTransition.duration) {
                self.coordinator?.runAlongsideAnimations()
                view.frame = end
                if self.fades { view.alpha = self.presenting ? 1 : 0 }
            } completion: { _ in
                if self.fades && !self.presenting { view.alpha = 1 }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            container.framePipeline.afterLayout { transitionContext.completeTransition(true) }
        }
    }
}
