import Foundation

// A popover chooses its style when it is presented, and again each time its container's
// horizontal size class changes while it is shown (a window resized or rotated across a size
// class): in a compact width it takes the delegate's adaptive style (by default its own: a
// page sheet, or the action sheet at the bottom for an action sheet), in a regular width it is
// a popover again. The order is UIKit's: `adaptivePresentationStyle(for:traitCollection:)`,
// `presentationController(_:viewControllerForAdaptivePresentationStyle:)` (when it adapts),
// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)` (with
// `.none` when it goes back to, or stays, a popover), then the change, with the transition
// coordinator's alongside animations. The presented controller stays presented: no appearance
// callback, except the presenter's when a full-screen style covers or uncovers it.
// UIKit divergence: the change is not animated (a window resize is not, here). A popover being
// presented adapts when its presentation ends; one being dismissed does not adapt.
extension UIPopoverPresentationController {
    /// The style the popover takes in `traits`: nil when it shows as a popover.
    private func adaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle? {
        guard traits.horizontalSizeClass == .compact else { return nil }
        let style =
            delegate?.adaptivePresentationStyle(for: self, traitCollection: traits)
            ?? adaptivePresentationStyle(for: traits)
        return style == .none || style == .popover ? nil : style
    }

    /// Chooses the style a presentation in an environment of `traits` starts in; returns the
    /// presentation controller that frames it (the adaptive sheet when it adapts to a sheet).
    package func adaptForPresentation(in traits: UITraitCollection, presenter: UIViewController) -> UIPresentationController {
        adaptedStyle = nil
        adaptationSizeClass = traits.horizontalSizeClass
        guard let style = adaptiveStyle(for: traits) else { return self }
        checkNoReplacement(for: style)
        adaptedStyle = style
        delegate?.presentationController(self, willPresentWithAdaptiveStyle: style, transitionCoordinator: nil)
        return adaptiveSheet(presenter: presenter) ?? self
    }

    /// The adaptive sheet, ready to frame the presentation, when the adapted style is a sheet.
    private func adaptiveSheet(presenter: UIViewController) -> UISheetPresentationController? {
        guard let style = adaptedStyle, style == .pageSheet || style == .formSheet || style == .automatic else { return nil }
        let sheet = adaptiveSheetPresentationController
        sheet.setPresenting(presenter)
        if sheet.delegate == nil { sheet.delegate = delegate }
        return sheet
    }

    /// Stops when the delegate gives a controller to show in place of the presented one.
    // UIKit divergence: UIKit shows the delegate's replacement (often a navigation controller
    // around the presented one) in the adaptive style; that is not built.
    private func checkNoReplacement(for style: UIModalPresentationStyle) {
        guard let replacement = delegate?.presentationController(self, viewControllerForAdaptivePresentationStyle: style),
            replacement !== presentedViewController
        else { return }
        Fatal.stop(
            "presentationController(_:viewControllerForAdaptivePresentationStyle:) returned \(replacement.traceName) for "
                + "\(presentedViewController.traceName): showing another controller in an adaptive style is not supported "
                + "by OpenUIKit (return nil to keep the presented one)")
    }

    /// Chooses the style again when the container's horizontal size class is no longer the one
    /// the style was chosen for (see the comment at the top of this file).
    func adaptToContainerIfNeeded() {
        guard let container = containerView as? PresentationContainerView, container.window != nil,
            let presenter = presentingIfSet
        else { return }
        let presented = presentedViewController
        guard presented.presenting_ === presenter, !presented.isBeingPresented, !presented.isBeingDismissed else { return }
        let traits = container.traitCollection
        guard traits.horizontalSizeClass != adaptationSizeClass else { return }
        adaptationSizeClass = traits.horizontalSizeClass
        let previous = adaptedStyle
        let style = adaptiveStyle(for: traits)
        if let style { checkNoReplacement(for: style) }
        let coordinator = TransitionCoordinator(containerView: container, animated: false, duration: 0)
        let outer = presented.activeTransitionCoordinator
        presented.activeTransitionCoordinator = coordinator
        delegate?.presentationController(self, willPresentWithAdaptiveStyle: style ?? .none, transitionCoordinator: coordinator)
        if style != previous { change(from: previous, to: style, in: container, presenter: presenter, coordinator: coordinator) }
        container.setNeedsLayout()
        // The presented view lays out again for its new place (an action sheet shows its cancel
        // button outside a popover), even at an unchanged size.
        presented.viewIfLoaded?.setNeedsLayout()
        coordinator.runAlongsideAnimations()
        if presented.activeTransitionCoordinator === coordinator { presented.activeTransitionCoordinator = outer }
        container.framePipeline.afterLayout { coordinator.runCompletions() }
    }

    /// Moves the presentation from the `previous` adapted style to `style` (nil: the popover):
    /// the old style's chrome goes, the new one's comes, and the presented view takes the new
    /// style's frame.
    private func change(
        from previous: UIModalPresentationStyle?, to style: UIModalPresentationStyle?, in container: PresentationContainerView,
        presenter: UIViewController, coordinator: TransitionCoordinator
    ) {
        let presented = presentedViewController
        if let sheet = presented.activePresentationController as? UISheetPresentationController, sheet !== self {
            sheet.removeChrome()
            sheet.containerView = nil
        } else if previous == nil {
            removeChrome()
        }
        restoreCorners()
        let coveredBefore = shouldRemovePresentersView
        adaptedStyle = style
        let active = adaptiveSheet(presenter: presenter) ?? self
        container.presentationController = active
        active.containerView = container
        if let sheet = active as? UISheetPresentationController {
            sheet.installChrome(in: container, coordinator: coordinator)
        } else if style == nil {
            installChrome(in: container, coordinator: coordinator)
        }
        if shouldRemovePresentersView != coveredBefore {
            cover(presenter, covered: shouldRemovePresentersView, below: container)
        }
        presented.viewIfLoaded?.frame = active.frameOfPresentedViewInContainerView
    }

    /// Takes the presenter's view out of the window (a full-screen style now covers it) or puts
    /// it back under `container`, with the presenter's appearance callbacks.
    private func cover(_ presenter: UIViewController, covered: Bool, below container: UIView) {
        guard let view = presenter.viewIfLoaded, let host = container.superview else { return }
        let driven = presenter.appearanceDrivenExplicitly
        presenter.appearanceDrivenExplicitly = true
        presenter.beginAppearanceTransition(!covered, animated: false)
        if covered {
            view.removeFromSuperview()
        } else {
            view.frame = container.frame
            host.insertSubview(view, belowSubview: container)
        }
        presenter.endAppearanceTransition()
        presenter.appearanceDrivenExplicitly = driven
    }
}
