import Foundation

/// What a transition coordinator tells the animations and completions it runs.
/// - Note: See https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor
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
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` along with the transition and `completion` after it. Returns whether
    /// they were accepted (always, while the transition is under way).
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// The coordinator of a window's size change: it is not animated; animations alongside run
/// right after the new size is applied, completions after the next frame's layout.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasRunAlongside = false

    init(containerView: UIView) {
        self.containerView = containerView
    }

    var isAnimated: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { hasRunAlongside ? 1 : 0 }
    var targetTransform: CGAffineTransform { .identity }

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
        let work = completions
        completions.removeAll()
        for completion in work { completion(self) }
    }
}
