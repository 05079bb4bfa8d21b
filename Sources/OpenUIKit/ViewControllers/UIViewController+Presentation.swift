import Foundation

// Presentation puts a container view (UIKit's transition view) over the window, or over the
// presentation context's view for `.currentContext` and `.overCurrentContext`, and lets the
// presentation controller of the style frame the presented view and its chrome in it: a
// UISheetPresentationController for page and form sheets, a UIPopoverPresentationController
// for popovers (or its adaptive sheet in a compact width), the transitioning delegate's for
// `.custom`, a plain one otherwise. An animator moves the views: the transitioning delegate's
// when the transition animates and it supplies one, else UIKit's slide from the bottom edge
// (``ModalTransition/duration``); a non-animated one ends after the next frame's layout. The
// appearance callbacks and presentation-controller calls come in the order
// UIPresentationController's documentation lists; completions run last.

/// The numbers of modal transitions.
enum ModalTransition {
    /// Seconds a modal view takes to slide in or out [CHOSEN: UIKit does not publish it].
    static let duration: TimeInterval = 0.5
    /// The gap above a sheet, below the safe area's top [CHOSEN].
    static let sheetTopGap: CGFloat = 10
    /// Windows at least this wide show form sheets centred [CHOSEN: iPad's regular width].
    static let regularWidth: CGFloat = 768
    /// A centred form sheet's size (UIKit's `preferredContentSize` default for form sheets).
    static let formSheetSize = CGSize(width: 540, height: 620)
}

extension UIViewController {
    /// The controller this one (or, for a child, its closest presenting ancestor) presented.
    public var presentedViewController: UIViewController? {
        presented_ ?? parent_?.presentedViewController
    }

    /// The controller that presented this one (or one of its ancestors), if any.
    public var presentingViewController: UIViewController? {
        presenting_ ?? parent_?.presentingViewController
    }

    /// The style actually used: `.automatic` is `.pageSheet`.
    package var resolvedPresentationStyle: UIModalPresentationStyle {
        modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
    }

    /// Presents `controller` in the receiver's window (from the receiver's root ancestor, or
    /// from the presentation context for the current-context styles), framed by its
    /// presentation controller; `completion` runs after its `viewDidAppear`.
    public func present(
        _ controller: UIViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
        let style = controller.resolvedPresentationStyle
        if style == .none {
            Fatal.stop("UIModalPresentationStyle.none is not a presentation style (presenting \(controller.traceName))")
        }
        let isContextStyle = style == .currentContext || style == .overCurrentContext
        var presenter = self
        if isContextStyle {
            var node: UIViewController? = self
            while let current = node, !current.definesPresentationContext { node = current.parent_ }
            if let context = node { presenter = context } else { while let parent = presenter.parent_ { presenter = parent } }
        } else {
            while let parent = presenter.parent_ { presenter = parent }
        }
        if let current = presenter.presented_ {
            misuseLog.log(
                "Attempt to present \(controller.traceName) on \(presenter.traceName) which is already presenting \(current.traceName)")
            return
        }
        if presenter.isBeingDismissed_ || presenter.isBeingPresented_ {
            // Refused as UIKit refuses it: the presenter is on its way out, and whatever it
            // presented now would stay in the window after both controllers were gone; or it
            // is still arriving, and a presentation over it would cover it before it has
            // appeared (its own arrival would then end the disappearance the cover began).
            misuseLog.log(
                "Attempt to present \(controller.traceName) on \(presenter.traceName) while a presentation is in progress")
            return
        }
        guard controller.presenting_ == nil, controller.parent_ == nil, controller.viewIfLoaded?.window == nil else {
            misuseLog.log(
                "Attempt to present \(controller.traceName) on \(presenter.traceName), but it is already presented or shown")
            return
        }
        guard let window = presenter.viewIfLoaded?.window, let presenterView = presenter.viewIfLoaded else {
            misuseLog.log(
                "Attempt to present \(controller.traceName) on \(presenter.traceName) whose view is not in the window hierarchy")
            return
        }
        // A context menu shown in the window closes first: the presentation would cover it.
        ContextMenuContainerView.dismissMenus(in: window)
        let delegate = controller.transitioningDelegate
        let made = controller.makePresentationController(style: style, presenter: presenter, source: self)
        made.setPresenting(presenter)
        made.adaptedStyle = nil
        var active = made
        if let popover = made as? UIPopoverPresentationController {
            active = popover.adaptForPresentation(in: window.traitCollection, presenter: presenter)
        }
        // The container covers the window, or the context controller's view.
        let host: UIView
        let containerFrame: CGRect
        if isContextStyle, presenter.parent_ != nil, let superview = presenterView.superview {
            host = superview
            containerFrame = presenterView.frame
        } else {
            host = window
            containerFrame = window.bounds
        }
        let container = PresentationContainerView(frame: containerFrame)
        container.presentationController = active
        container.styleController = made
        active.containerView = container
        if active !== made { made.containerView = container }
        host.addSubview(container)

        presenter.presented_ = controller
        controller.presenting_ = presenter
        controller.isBeingPresented_ = true
        let custom = animated ? delegate?.animationController(forPresented: controller, presenting: presenter, source: self) : nil
        let animator = custom ?? ModalSlideAnimator(
            presenting: true, slides: !(controller is UIAlertController),
            style: active is UIPopoverPresentationController ? .crossDissolve : controller.modalTransitionStyle)
        let interactor = custom.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        let coversPresenter = active.shouldRemovePresentersView
        let view = controller.view!
        (made as? UIPopoverPresentationController)?.rememberCorners(of: view)
        let context = TransitionContext(
            containerView: container, animated: animated, interactive: interactor?.wantsInteractiveStart ?? false,
            style: style, from: presenter, to: controller, fromView: coversPresenter ? presenterView : nil,
            toView: active.presentedView ?? view,
            frames: [
                ObjectIdentifier(presenter): (presenterView.frame, coversPresenter ? .zero : presenterView.frame),
                ObjectIdentifier(controller): (.zero, active.frameOfPresentedViewInContainerView),
            ])
        let coordinator = TransitionCoordinator(
            containerView: container, animated: animated,
            duration: animated ? animator.transitionDuration(using: context) : 0, interactive: context.isInteractive)
        context.coordinator = coordinator
        context.animator = animator
        (animator as? ModalSlideAnimator)?.coordinator = coordinator
        controller.activeTransitionCoordinator = coordinator
        presenter.activeTransitionCoordinator = coordinator
        controller.appearanceDrivenExplicitly = true
        presenter.appearanceDrivenExplicitly = true
        if coversPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        controller.beginAppearanceTransition(true, animated: animated)
        controller.adoptPresentationAppearance(over: presenter)
        active.presentationTransitionWillBegin()
        context.onComplete = { [weak presenter] completed in
            // A dismissal that began before this presentation ended has overtaken it: it gave
            // the presenter's view back to the window and balances both controllers'
            // appearance calls itself, so only the bookkeeping below is left to do here.
            let overtaken = controller.isBeingDismissed_ || controller.presenting_ == nil
            if completed {
                if !overtaken {
                    if coversPresenter, let presenter {
                        presenter.viewIfLoaded?.removeFromSuperview()
                        presenter.endAppearanceTransition()
                    }
                    controller.endAppearanceTransition()
                }
            } else {
                controller.dropPresentationAppearance()
                controller.viewIfLoaded?.removeFromSuperview()
                controller.beginAppearanceTransition(false, animated: animated)
                controller.endAppearanceTransition()
                if coversPresenter, let presenter {
                    presenter.beginAppearanceTransition(true, animated: animated)
                    presenter.endAppearanceTransition()
                }
                presenter?.presented_ = nil
                controller.presenting_ = nil
            }
            controller.appearanceDrivenExplicitly = false
            presenter?.appearanceDrivenExplicitly = false
            controller.isBeingPresented_ = false
            // A dismissal that overtook this presentation (a swipe-down begun while the sheet
            // was still arriving) runs under its own coordinator: it stays the controller's.
            if controller.activeTransitionCoordinator === coordinator { controller.activeTransitionCoordinator = nil }
            if presenter?.activeTransitionCoordinator === coordinator { presenter?.activeTransitionCoordinator = nil }
            active.presentationTransitionDidEnd(completed)
            if !completed {
                container.removeFromSuperview()
                active.containerView = nil
                made.containerView = nil
            }
            animator.animationEnded(completed)
            coordinator.runCompletions()
            if completed { completion?() }
            // What changed while the presentation ran applies now: the presented view's frame
            // was the animation's, so the container lays out again (a preferred size or a text
            // size that changed mid-animation), and changed traits may call for another style.
            if completed, !overtaken {
                container.setNeedsLayout()
                made.presentationDidSettle()
            }
        }
        start(animator: animator, interactor: interactor, context: context, coordinator: coordinator)
    }

    /// Runs a transition: the interaction controller starts it when it drives it, else the
    /// animator animates it and the alongside animations run with it.
    private func start(
        animator: any UIViewControllerAnimatedTransitioning, interactor: (any UIViewControllerInteractiveTransitioning)?,
        context: TransitionContext, coordinator: TransitionCoordinator
    ) {
        if let interactor, context.isInteractive {
            interactor.startInteractiveTransition(context)
            return
        }
        animator.animateTransition(using: context)
        guard context.onComplete != nil else { return }
        if context.isAnimated {
            UIView.animate(withDuration: coordinator.transitionDuration) { coordinator.runAlongsideAnimations() }
        } else {
            coordinator.runAlongsideAnimations()
        }
    }

    /// Dismisses the controller the receiver (or its closest ancestor that presents) presented,
    /// or the receiver itself when it was presented and presents nothing; `completion` runs
    /// after the presented controller's `viewDidDisappear`. Controllers presented above it go
    /// first.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        var node: UIViewController? = self
        var target: UIViewController?
        while let current = node {
            if let presented = current.presented_ {
                target = presented
                break
            }
            if current.presenting_ != nil {
                target = current
                break
            }
            node = current.parent_
        }
        guard let target else {
            completion?()
            return
        }
        target.performDismissal(animated: animated, interaction: nil, completion: completion)
    }

    /// Dismisses the receiver (a presented controller), driven by `interaction` when given
    /// (a sheet's swipe down) or by its transitioning delegate's objects.
    package func performDismissal(
        animated: Bool, interaction: (any UIViewControllerInteractiveTransitioning)?, completion: (@MainActor () -> Void)?
    ) {
        let target = self
        if let search = target as? UISearchController, search.isActive {
            // An active search is a presentation without a container: dismissing it ends the
            // search, which unlinks both ends (and the strong hold on its host) at once.
            if let nested = search.presented_ { nested.removePresentationNow() }
            search.endSearchForDismissal(completion: completion)
            return
        }
        if target.isBeingDismissed_ {
            deferDismissal(animated: animated, completion: completion)
            return
        }
        if let nested = target.presented_ { nested.removePresentationNow() }
        target.endSearchesPresentedWithin()
        guard let presenter = target.presenting_, let active = target.activePresentationController,
            let container = active.containerView, target.viewIfLoaded?.window != nil
        else {
            target.removePresentationNow()
            completion?()
            return
        }
        let delegate = target.transitioningDelegate
        let style = target.resolvedPresentationStyle
        let custom = animated ? delegate?.animationController(forDismissed: target) : nil
        let animator = custom ?? ModalSlideAnimator(
            presenting: false, slides: !(target is UIAlertController),
            style: active is UIPopoverPresentationController ? .crossDissolve : target.modalTransitionStyle)
        let interactor = interaction ?? custom.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        let uncoversPresenter = active.shouldRemovePresentersView
        let presenterView = presenter.viewIfLoaded
        let targetView = active.presentedView ?? target.view!
        target.isBeingDismissed_ = true
        let context = TransitionContext(
            containerView: container, animated: animated, interactive: interactor?.wantsInteractiveStart ?? false,
            style: style, from: target, to: presenter, fromView: targetView,
            toView: uncoversPresenter ? presenterView : nil,
            frames: [
                ObjectIdentifier(target): (targetView.frame, .zero),
                ObjectIdentifier(presenter): (uncoversPresenter ? .zero : presenterView?.frame ?? .zero, presenterView?.frame ?? .zero),
            ])
        let coordinator = TransitionCoordinator(
            containerView: container, animated: animated,
            duration: animated ? animator.transitionDuration(using: context) : 0, interactive: context.isInteractive)
        context.coordinator = coordinator
        context.animator = animator
        (animator as? ModalSlideAnimator)?.coordinator = coordinator
        target.activeTransitionCoordinator = coordinator
        presenter.activeTransitionCoordinator = coordinator
        target.appearanceDrivenExplicitly = true
        presenter.appearanceDrivenExplicitly = true
        // Already disappearing when a full-screen presentation of its own was covering it (and
        // was just taken away above): that disappearance is the one this dismissal ends. One
        // that had disappeared under it is an intermediate controller, which UIKit removes
        // without callbacks.
        if target.appearState == .appeared || target.appearState == .appearing {
            target.beginAppearanceTransition(false, animated: animated)
        }
        if uncoversPresenter, let presenterView, let host = container.superview {
            presenter.beginAppearanceTransition(true, animated: animated)
            host.insertSubview(presenterView, belowSubview: container)
        }
        target.dropPresentationAppearance()
        active.dismissalTransitionWillBegin()
        context.onComplete = { [weak presenter] completed in
            if completed {
                target.viewIfLoaded?.removeFromSuperview()
                target.endAppearanceTransition()
                if uncoversPresenter { presenter?.endAppearanceTransition() }
                presenter?.presented_ = nil
                target.presenting_ = nil
            } else {
                target.beginAppearanceTransition(true, animated: animated)
                target.endAppearanceTransition()
                if uncoversPresenter, let presenter {
                    presenter.beginAppearanceTransition(false, animated: animated)
                    presenter.viewIfLoaded?.removeFromSuperview()
                    presenter.endAppearanceTransition()
                }
            }
            target.appearanceDrivenExplicitly = false
            presenter?.appearanceDrivenExplicitly = false
            target.isBeingDismissed_ = false
            if target.activeTransitionCoordinator === coordinator { target.activeTransitionCoordinator = nil }
            if presenter?.activeTransitionCoordinator === coordinator { presenter?.activeTransitionCoordinator = nil }
            active.dismissalTransitionDidEnd(completed)
            if completed {
                container.removeFromSuperview()
                active.containerView = nil
                target.presentationControllerStorage?.containerView = nil
            }
            animator.animationEnded(completed)
            coordinator.runCompletions()
            if completed { completion?() }
        }
        start(animator: animator, interactor: interactor, context: context, coordinator: coordinator)
    }

    /// Takes a presented controller (and what it presents) away at once, with its
    /// disappearance callbacks: a dismissal that a lower one overtakes.
    private func removePresentationNow() {
        if let nested = presented_ { nested.removePresentationNow() }
        if let search = self as? UISearchController, search.isActive {
            search.endSearchForDismissal(completion: nil)
            return
        }
        endSearchesPresentedWithin()
        let active = activePresentationController
        dropPresentationAppearance()
        // A presentation that covered its presenter (full screen) had taken the presenter's view
        // out of the window: it goes back where the dismissal of the presenter, or the
        // presenter's own showing, expects it, with no callbacks (UIKit removes intermediate
        // controllers of a stack of presentations silently).
        if let active, active.shouldRemovePresentersView, let presenter = presenting_,
            let presenterView = presenter.viewIfLoaded, presenterView.superview == nil,
            let container = active.containerView, let host = container.superview
        {
            let driven = presenter.appearanceDrivenExplicitly
            presenter.appearanceDrivenExplicitly = true
            host.insertSubview(presenterView, belowSubview: container)
            presenter.appearanceDrivenExplicitly = driven
        }
        viewIfLoaded?.removeFromSuperview()
        switch appearState {
        case .appeared, .appearing:
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
        case .disappearing:
            // A disappearance already began (a dismissal this one overtakes, or the view
            // leaving its window): end it rather than begin a second one.
            endAppearanceTransition()
        case .disappeared:
            break
        }
        if let container = active?.containerView {
            active?.dismissalTransitionDidEnd(true)
            container.removeFromSuperview()
            active?.containerView = nil
            presentationControllerStorage?.containerView = nil
        }
        presenting_?.presented_ = nil
        presenting_ = nil
    }

    /// Ends the searches that controllers inside the receiver (its children, at any depth)
    /// present: the receiver is being dismissed, and a search presented in its context is
    /// above it in the stack of presentations, which UIKit dismisses with it. Left active, a
    /// search would hold its host, and its host's navigation item the search, after both left.
    private func endSearchesPresentedWithin() {
        for child in children_ {
            child.endSearchesPresentedWithin()
            if let search = child.presented_ as? UISearchController, search.presenting_ === child, search.isActive {
                search.endSearchForDismissal(completion: nil)
            }
        }
    }

    /// The frame the receiver's view takes when presented in `window`.
    package func presentedFrame(in window: UIWindow) -> CGRect {
        activePresentationController?.frameOfPresentedViewInContainerView ?? window.bounds
    }

    /// Frames the presentation containers again after the window changed size.
    package func layoutPresentedViews(in window: UIWindow) {
        var current = presented_
        while let presented = current {
            if let container = presented.activePresentationController?.containerView, container.superview === window {
                container.frame = window.bounds
                container.setNeedsLayout()
                if let view = presented.viewIfLoaded, !presented.isBeingPresented, !presented.isBeingDismissed {
                    view.frame = presented.activePresentationController?.frameOfPresentedViewInContainerView ?? window.bounds
                }
            }
            current = presented.presented_
        }
    }
}
