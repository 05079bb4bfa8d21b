import Foundation

// A push or pop the delegate animates: the two views move into a transition view laid over
// the navigation controller's content, below its bars (UIKit's containerView), and the
// delegate's animator (driven by its interaction controller when it gives one) animates them.
// When the animator completes, the arriving view goes back under the bars and the transition
// ends as a built-in one does; when it is cancelled, the stack, the views and the appearance
// callbacks go back to where they were (`viewWillAppear`/`viewDidAppear` again for the
// controller that stays, `viewWillDisappear`/`viewDidDisappear` for the other).

extension UINavigationController {
    func runCustomTransition(
        _ animator: any UIViewControllerAnimatedTransitioning, from: UIViewController, to: UIViewController,
        isPush: Bool, popped: [UIViewController], coordinator: TransitionCoordinator,
        complete: @escaping @MainActor () -> Void
    ) {
        let container = view!
        let transitionView = UIView(frame: container.bounds)
        container.insertSubview(transitionView, belowSubview: navigationBar)
        let fromView = from.view!
        let toView = to.view!
        fromView.frame = container.bounds
        transitionView.addSubview(fromView)
        toView.removeFromSuperview()
        let interactor = delegate?.navigationController(self, interactionControllerFor: animator)
        let context = TransitionContext(
            containerView: transitionView, animated: true, interactive: interactor?.wantsInteractiveStart ?? false,
            style: .custom, from: from, to: to, fromView: fromView, toView: toView,
            frames: [
                ObjectIdentifier(from): (container.bounds, isPush ? .zero : .zero),
                ObjectIdentifier(to): (.zero, container.bounds),
            ])
        context.coordinator = coordinator
        context.animator = animator
        coordinator.isInteractive = context.isInteractive
        context.onComplete = { [weak self] completed in
            guard let self else { return }
            fromView.removeFromSuperview()
            toView.removeFromSuperview()
            transitionView.removeFromSuperview()
            if completed {
                self.install(to)
                complete()
            } else {
                self.cancelCustomTransition(from: from, to: to, isPush: isPush, popped: popped, coordinator: coordinator)
            }
            animator.animationEnded(completed)
        }
        if let interactor, context.isInteractive {
            interactor.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
            if context.onComplete != nil {
                UIView.animate(withDuration: animator.transitionDuration(using: context)) {
                    coordinator.runAlongsideAnimations()
                }
            }
        }
    }

    /// Puts the stack and the views back as they were before a cancelled push or pop.
    private func cancelCustomTransition(
        from: UIViewController, to: UIViewController, isPush: Bool, popped: [UIViewController],
        coordinator: TransitionCoordinator
    ) {
        pendingTransition = nil
        let abandonedSize = preferredContentSize
        if isPush {
            stack.removeAll { $0 === to }
        } else {
            stack.append(contentsOf: popped)
        }
        install(from)
        updateBarItems()
        // Back to the size of the controller on top again, if the transition had taken the
        // other's.
        if preferredContentSize != abandonedSize { notifyContainerOfPreferredContentSize() }
        to.beginAppearanceTransition(false, animated: true)
        to.endAppearanceTransition()
        from.beginAppearanceTransition(true, animated: true)
        from.endAppearanceTransition()
        if activeTransitionCoordinator === coordinator { activeTransitionCoordinator = nil }
        coordinator.isCancelled = true
        coordinator.runCompletions()
        if isPush {
            to.isMovingToParent_ = false
            to.willMove(toParent: nil)
            to.removeFromParent()
        } else {
            for controller in popped {
                controller.isMovingFromParent_ = false
                controller.didMove(toParent: self)
            }
        }
    }
}
