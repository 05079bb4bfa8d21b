import Foundation

/// What a transition coordinator tells the animations and completions it runs.
/// - Note: See https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether a gesture drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interactive pop let go early).
    var isCancelled: Bool { get }
    /// The duration of the transition's animation.
    var transitionDuration: TimeInterval { get }
    /// How far the transition has come, 0 to 1.
    var percentComplete: CGFloat { get }
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The transform the transition applies (identity: no rotation here).
    var targetTransform: CGAffineTransform { get }
}

/// Runs animations alongside a transition and completions after it.
/// - Note: See https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` along with the transition and `completion` after it. Returns whether
    /// they were accepted (always, while the transition is under way).
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// The coordinator of one transition: a window's size change, a push or pop, a presentation
/// or dismissal. Animations alongside run with the transition's own changes (inside its
/// animation block when it animates); completions run when it ends, with ``isCancelled`` set
/// when an interactive pop was let go early (its alongside animations then never run).
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    let transitionDuration: TimeInterval
    var isInteractive: Bool
    var isCancelled = false
    var percentComplete: CGFloat = 0
    var targetTransform: CGAffineTransform { .identity }
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasRunAlongside = false

    init(containerView: UIView, animated: Bool, duration: TimeInterval, interactive: Bool = false) {
        self.containerView = containerView
        self.isAnimated = animated
        self.transitionDuration = duration
        self.isInteractive = interactive
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation {
            if hasRunAlongside { animation(self) } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    func runAlongsideAnimations() {
        hasRunAlongside = true
        let work = alongside
        alongside.removeAll()
        for animation in work { animation(self) }
    }

    func runCompletions() {
        percentComplete = isCancelled ? 0 : 1
        let work = completions
        completions.removeAll()
        for completion in work { completion(self) }
    }
}

extension UIViewController {
    /// The coordinator of the transition the receiver (or an ancestor, or the controller
    /// presenting it) is in, while it lasts.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var current: UIViewController? = self
        while let controller = current {
            if let coordinator = controller.activeTransitionCoordinator { return coordinator }
            current = controller.parent_
        }
        return nil
    }
}
