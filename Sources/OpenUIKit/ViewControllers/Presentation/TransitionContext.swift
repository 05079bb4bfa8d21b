import Foundation

/// The context of one presentation or dismissal, handed to its animator and interaction
/// controller. `completeTransition(_:)` ends it once (a second call is logged and ignored);
/// the interactive calls keep the transition coordinator's progress and flags in step.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    var targetTransform: CGAffineTransform { .identity }
    private let fromController: UIViewController
    private let toController: UIViewController
    private let fromView: UIView?
    private let toView: UIView?
    private let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
    /// Runs the transition's end once; cleared when it ran.
    var onComplete: (@MainActor (Bool) -> Void)?
    weak var coordinator: TransitionCoordinator?
    /// Where misuse is logged (the application of the container's window when it was made).
    private let log: ApplicationLog
    /// The animator of the transition (a percent-driven interaction controller runs it).
    var animator: (any UIViewControllerAnimatedTransitioning)?

    init(
        containerView: UIView, animated: Bool, interactive: Bool, style: UIModalPresentationStyle,
        from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
        frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
    ) {
        self.containerView = containerView
        self.isAnimated = animated
        self.isInteractive = interactive
        self.presentationStyle = style
        self.fromController = from
        self.toController = to
        self.fromView = fromView
        self.toView = toView
        self.frames = frames
        self.log = containerView.misuseLog
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        coordinator?.percentComplete = min(1, max(0, percentComplete))
    }

    func finishInteractiveTransition() {
        isInteractive = false
        coordinator?.isInteractive = false
        guard let coordinator else { return }
        if isAnimated {
            let remaining = coordinator.transitionDuration * Double(1 - coordinator.percentComplete)
            UIView.animate(withDuration: max(0, remaining)) { coordinator.runAlongsideAnimations() }
        } else {
            coordinator.runAlongsideAnimations()
        }
    }

    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
        coordinator?.isInteractive = false
        coordinator?.isCancelled = true
    }

    func pauseInteractiveTransition() {
        isInteractive = true
        coordinator?.isInteractive = true
    }

    func completeTransition(_ didComplete: Bool) {
        guard let onComplete else {
            log.log("completeTransition(_:) called again on a transition that already ended; ignored")
            return
        }
        self.onComplete = nil
        if !didComplete {
            transitionWasCancelled = true
            coordinator?.isCancelled = true
        }
        onComplete(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromController
        case .to: return toController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromView
        case .to: return toView
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        frames[ObjectIdentifier(vc)]?.initial ?? .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        frames[ObjectIdentifier(vc)]?.final ?? .zero
    }
}
