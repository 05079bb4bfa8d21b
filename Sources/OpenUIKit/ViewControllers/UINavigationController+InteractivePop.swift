import Foundation

// The interactive pop: a pan from the leading edge (`interactivePopGestureRecognizer`, a
// UIScreenEdgePanGestureRecognizer; the left edge, the right one right to left) drags the top
// controller's view toward the trailing edge, uncovering the one below. When the pan begins the pop begins as UIKit's does: the top controller gets
// `willMove(toParent: nil)` and `viewWillDisappear(true)`, the one below `viewWillAppear(true)`.
// Released past half the width (and not flung back) or flung rightwards faster than
// ``UINavigationController/popFlickVelocity``, the pop finishes over the rest of the 0.35 s
// (`viewDidDisappear`, `viewDidAppear`, `didMove(toParent: nil)`); otherwise it cancels as UIKit
// does: the one below gets `viewWillDisappear`/`viewDidDisappear`, the top one
// `viewWillAppear`/`viewDidAppear`, and `didMove(toParent:)` with the navigation controller.

/// A pop a drag is driving.
@MainActor
package struct InteractivePopState {
    /// Tells this pop from a later one, so a finish that already ran early does nothing when
    /// its animation ends.
    let id: Int
    let popped: UIViewController
    let revealed: UIViewController
    var progress: CGFloat = 0
    var isFinishing = false
    /// Ends the pop where its release sent it; set once the drag is released.
    var finish: (@MainActor () -> Void)?
}

/// Lets the pop gesture begin only when there is something to pop and nothing else moves.
@MainActor
final class InteractivePopGestureDelegate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController else { return false }
        return navigationController.viewControllers.count > 1 && navigationController.pendingTransition == nil
            && navigationController.interactivePop == nil && navigationController.isShowing
            && !(navigationController.topViewController?.navigationItem.hidesBackButton ?? false)
    }
}

extension UINavigationController {
    func handleInteractivePop(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let container = viewIfLoaded else { return }
        let width = max(1, container.bounds.width)
        // Progress and velocity are measured away from the leading edge: to the right, or to
        // the left in a right-to-left layout.
        let forward = container.leadingToTrailingSign
        switch recognizer.state {
        case .began:
            beginInteractivePop(in: container)
            updateInteractivePop(progress: forward * recognizer.translation(in: container).x / width, in: container)
        case .changed:
            updateInteractivePop(progress: forward * recognizer.translation(in: container).x / width, in: container)
        case .ended, .cancelled, .failed:
            guard let state = interactivePop, !state.isFinishing else { return }
            let velocity = forward * recognizer.velocity(in: container).x
            let completes =
                recognizer.state == .ended
                && ((state.progress > 0.5 && velocity > -Self.popFlickVelocity) || velocity > Self.popFlickVelocity)
            endInteractivePop(completing: completes, in: container)
        default:
            break
        }
    }

    private func beginInteractivePop(in container: UIView) {
        guard stack.count > 1 else { return }
        let poppedSize = preferredContentSize
        let popped = stack.removeLast()
        let revealed = stack[stack.count - 1]
        transitionCounter += 1
        interactivePop = InteractivePopState(id: transitionCounter, popped: popped, revealed: revealed)
        let coordinator = TransitionCoordinator(
            containerView: container, animated: true, duration: Self.hideShowBarDuration, interactive: true)
        activeTransitionCoordinator = coordinator
        // The revealed controller's preferred size reaches a popover or form sheet showing the
        // navigation controller when the pop finishes, with its last animation.
        if preferredContentSize != poppedSize {
            coordinator.animate(alongsideTransition: { [weak self] _ in self?.notifyContainerOfPreferredContentSize() }, completion: nil)
        }
        popped.willMove(toParent: nil)
        popped.isMovingFromParent_ = true
        popped.beginAppearanceTransition(false, animated: true)
        revealed.beginAppearanceTransition(true, animated: true)
        delegate?.navigationController(self, willShow: revealed, animated: true)
        install(revealed)
        if let poppedView = popped.viewIfLoaded, poppedView.superview === container {
            container.insertSubview(revealed.view, belowSubview: poppedView)
        }
        updateBarItems()
    }

    private func updateInteractivePop(progress: CGFloat, in container: UIView) {
        guard var state = interactivePop, !state.isFinishing else { return }
        state.progress = min(1, max(0, progress))
        interactivePop = state
        applyInteractivePop(progress: state.progress, state: state, in: container)
    }

    private func applyInteractivePop(progress: CGFloat, state: InteractivePopState, in container: UIView) {
        let bounds = container.bounds
        let forward = container.leadingToTrailingSign
        state.popped.viewIfLoaded?.frame = bounds.offsetBy(dx: forward * bounds.width * progress, dy: 0)
        state.revealed.viewIfLoaded?.frame = bounds.offsetBy(
            dx: -forward * bounds.width * Self.parallaxFraction * (1 - progress), dy: 0)
    }

    /// Ends an interactive pop at once: one still following the finger is cancelled, one
    /// already sliding to its end gets there now. Pushes, pops and the navigation controller's
    /// own appearance changes call it first, so they never meet a half-done pop (which would
    /// put the popped controller back on top of a newly pushed one, or leave the revealed one
    /// appearing for good).
    func settleInteractivePop() {
        guard let state = interactivePop else { return }
        if !state.isFinishing, let container = viewIfLoaded {
            endInteractivePop(completing: false, in: container)
        }
        interactivePop?.finish?()
    }

    private func endInteractivePop(completing: Bool, in container: UIView) {
        guard var released = interactivePop else { return }
        released.isFinishing = true
        let state = released
        let remaining = completing ? 1 - state.progress : state.progress
        let coordinator = activeTransitionCoordinator
        coordinator?.isInteractive = false
        coordinator?.isCancelled = !completing
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self, self.interactivePop?.id == state.id else { return }
            self.interactivePop = nil
            if self.activeTransitionCoordinator === coordinator { self.activeTransitionCoordinator = nil }
            let popped = state.popped
            let revealed = state.revealed
            if completing {
                popped.viewIfLoaded?.removeFromSuperview()
                popped.viewIfLoaded?.frame = container.bounds
                revealed.view.frame = container.bounds
                popped.endAppearanceTransition()
                revealed.endAppearanceTransition()
                coordinator?.runCompletions()
                popped.removeFromParent()
                popped.isMovingFromParent_ = false
                self.delegate?.navigationController(self, didShow: revealed, animated: true)
            } else {
                let revealedSize = self.preferredContentSize
                self.stack.append(popped)
                self.updateBarItems()
                // Back to the popped controller's size, should a layout have taken the
                // revealed one's meanwhile.
                if self.preferredContentSize != revealedSize { self.notifyContainerOfPreferredContentSize() }
                revealed.viewIfLoaded?.removeFromSuperview()
                revealed.viewIfLoaded?.frame = container.bounds
                popped.view.frame = container.bounds
                revealed.beginAppearanceTransition(false, animated: true)
                revealed.endAppearanceTransition()
                popped.beginAppearanceTransition(true, animated: true)
                popped.endAppearanceTransition()
                coordinator?.runCompletions()
                popped.isMovingFromParent_ = false
                popped.didMove(toParent: self)
            }
        }
        released.finish = finish
        interactivePop = released
        let target: CGFloat = completing ? 1 : 0
        if remaining > 0 {
            UIView.animate(
                withDuration: Self.hideShowBarDuration * Double(remaining), delay: 0, options: [],
                animations: { [weak self] in
                    if completing { coordinator?.runAlongsideAnimations() }
                    self?.applyInteractivePop(progress: target, state: state, in: container)
                },
                completion: { _ in finish() })
        } else {
            if completing { coordinator?.runAlongsideAnimations() }
            applyInteractivePop(progress: target, state: state, in: container)
            container.framePipeline.afterLayout(finish)
        }
    }
}
