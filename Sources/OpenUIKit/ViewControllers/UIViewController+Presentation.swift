import Foundation

// Presentation adds the presented controller's view to the window, above everything, framed by
// its style, and calls the appearance callbacks itself in UIKit's order: for a full-screen
// presentation the presenter disappears (`viewWillDisappear`) while the presented controller
// appears, and its view leaves the window at the end; sheets and `.overFullScreen` keep the
// presenter as it is. An animated presentation slides the view up from the bottom edge on the
// view-animation machinery (``ModalTransition/duration``); otherwise it ends after the next
// frame's layout. Completions run after `viewDidAppear`/`viewDidDisappear`.

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

    /// Presents `controller` in the receiver's window (from the receiver's root ancestor),
    /// framed by its ``modalPresentationStyle``; `completion` runs after its `viewDidAppear`.
    public func present(
        _ controller: UIViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
        var presenter = self
        while let parent = presenter.parent_ { presenter = parent }
        if let current = presenter.presented_ {
            misuseLog.log(
                "Attempt to present \(controller.traceName) on \(presenter.traceName) which is already presenting \(current.traceName)")
            return
        }
        guard controller.presenting_ == nil, controller.parent_ == nil, controller.viewIfLoaded?.window == nil else {
            misuseLog.log(
                "Attempt to present \(controller.traceName) on \(presenter.traceName), but it is already presented or shown")
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            misuseLog.log(
                "Attempt to present \(controller.traceName) on \(presenter.traceName) whose view is not in the window hierarchy")
            return
        }
        let style = controller.resolvedPresentationStyle
        switch style {
        case .fullScreen, .pageSheet, .formSheet, .overFullScreen: break
        default:
            Fatal.stop("UIModalPresentationStyle \(style) is not supported by OpenUIKit (full screen, over full screen, page and form sheets are)")
        }
        presenter.presented_ = controller
        controller.presenting_ = presenter
        controller.isBeingPresented_ = true
        let view = controller.view!
        let coversPresenter = style == .fullScreen
        let coordinator = TransitionCoordinator(
            containerView: window, animated: animated, duration: animated ? ModalTransition.duration : 0)
        controller.activeTransitionCoordinator = coordinator
        presenter.activeTransitionCoordinator = coordinator
        if coversPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        controller.beginAppearanceTransition(true, animated: animated)
        let finalFrame = controller.presentedFrame(in: window)
        controller.appearanceDrivenExplicitly = true
        // An alert animates its own contents in place (see AlertView); other styles slide up.
        let slides = !(controller is UIAlertController)
        view.frame = animated && slides ? finalFrame.offsetBy(dx: 0, dy: window.bounds.height - finalFrame.minY) : finalFrame
        window.addSubview(view)
        controller.appearanceDrivenExplicitly = false
        controller.adoptPresentationAppearance(over: presenter)
        let finish: @MainActor () -> Void = { [weak presenter] in
            if coversPresenter, let presenter {
                presenter.appearanceDrivenExplicitly = true
                presenter.viewIfLoaded?.removeFromSuperview()
                presenter.appearanceDrivenExplicitly = false
                presenter.endAppearanceTransition()
            }
            controller.endAppearanceTransition()
            controller.isBeingPresented_ = false
            controller.activeTransitionCoordinator = nil
            if presenter?.activeTransitionCoordinator === coordinator { presenter?.activeTransitionCoordinator = nil }
            coordinator.runCompletions()
            completion?()
        }
        if animated {
            UIView.animate(
                withDuration: ModalTransition.duration,
                animations: {
                    coordinator.runAlongsideAnimations()
                    view.frame = finalFrame
                }
            ) { _ in finish() }
        } else {
            coordinator.runAlongsideAnimations()
            window.framePipeline.afterLayout(finish)
        }
    }

    /// Dismisses the controller the receiver (or its root ancestor) presented, or the receiver
    /// itself when it was presented and presents nothing; `completion` runs after the
    /// presented controller's `viewDidDisappear`. Controllers presented above it go first.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        var root = self
        while let parent = root.parent_ { root = parent }
        let target: UIViewController
        if let presented = root.presented_ {
            target = presented
        } else if root.presenting_ != nil {
            target = root
        } else {
            completion?()
            return
        }
        guard !target.isBeingDismissed_ else { return }
        if let nested = target.presented_ { nested.removePresentationNow() }
        guard let presenter = target.presenting_, let window = target.viewIfLoaded?.window else {
            target.removePresentationNow()
            completion?()
            return
        }
        let style = target.resolvedPresentationStyle
        let uncoversPresenter = style == .fullScreen
        target.isBeingDismissed_ = true
        let coordinator = TransitionCoordinator(
            containerView: window, animated: animated, duration: animated ? ModalTransition.duration : 0)
        target.activeTransitionCoordinator = coordinator
        presenter.activeTransitionCoordinator = coordinator
        target.beginAppearanceTransition(false, animated: animated)
        if uncoversPresenter, let presenterView = presenter.viewIfLoaded, let view = target.viewIfLoaded {
            presenter.beginAppearanceTransition(true, animated: animated)
            presenter.appearanceDrivenExplicitly = true
            window.insertSubview(presenterView, belowSubview: view)
            presenter.appearanceDrivenExplicitly = false
        }
        target.dropPresentationAppearance()
        let finish: @MainActor () -> Void = { [weak presenter] in
            target.appearanceDrivenExplicitly = true
            target.viewIfLoaded?.removeFromSuperview()
            target.appearanceDrivenExplicitly = false
            target.endAppearanceTransition()
            if uncoversPresenter { presenter?.endAppearanceTransition() }
            presenter?.presented_ = nil
            target.presenting_ = nil
            target.isBeingDismissed_ = false
            target.activeTransitionCoordinator = nil
            if presenter?.activeTransitionCoordinator === coordinator { presenter?.activeTransitionCoordinator = nil }
            coordinator.runCompletions()
            completion?()
        }
        if animated, let view = target.viewIfLoaded {
            let end = target is UIAlertController ? view.frame : view.frame.offsetBy(dx: 0, dy: window.bounds.height - view.frame.minY)
            UIView.animate(
                withDuration: ModalTransition.duration,
                animations: {
                    coordinator.runAlongsideAnimations()
                    view.frame = end
                }
            ) { _ in finish() }
        } else {
            coordinator.runAlongsideAnimations()
            window.framePipeline.afterLayout(finish)
        }
    }

    /// Takes a presented controller (and what it presents) away at once, with its
    /// disappearance callbacks: a dismissal that a lower one overtakes.
    private func removePresentationNow() {
        if let nested = presented_ { nested.removePresentationNow() }
        dropPresentationAppearance()
        viewIfLoaded?.removeFromSuperview()
        if appearState != .disappeared {
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
        }
        presenting_?.presented_ = nil
        presenting_ = nil
    }

    /// The frame the receiver's view takes when presented in `window`.
    package func presentedFrame(in window: UIWindow) -> CGRect {
        let bounds = window.bounds
        switch resolvedPresentationStyle {
        case .pageSheet, .formSheet:
            let top = window.safeAreaInsets.top + ModalTransition.sheetTopGap
            if bounds.width >= ModalTransition.regularWidth {
                if resolvedPresentationStyle == .formSheet {
                    let size = ModalTransition.formSheetSize
                    return CGRect(
                        x: bounds.midX - size.width / 2, y: max(top, bounds.midY - size.height / 2),
                        width: size.width, height: min(size.height, bounds.height - top))
                }
                let width = min(bounds.width, ModalTransition.regularWidth - 64)
                return CGRect(x: bounds.midX - width / 2, y: top, width: width, height: bounds.height - top)
            }
            return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
        default:
            return bounds
        }
    }

    /// Frames the presented controllers again after the window changed size.
    package func layoutPresentedViews(in window: UIWindow) {
        var current = presented_
        while let presented = current {
            if let view = presented.viewIfLoaded, view.superview === window {
                view.frame = presented.presentedFrame(in: window)
            }
            current = presented.presented_
        }
    }
}
