import Foundation

/// Manages one presentation: the container view the presented view lives in, its frame, and
/// the views around it (dimming, chrome). UIKit makes one per presentation style; a `.custom`
/// presentation gets the transitioning delegate's subclass.
///
/// The presentation runs in this order (UIKit's): the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)` (for `.custom`), its animator and
/// interaction controller, the presenter's `viewWillDisappear` (when its view is removed), the
/// presented `viewWillAppear`, ``presentationTransitionWillBegin()``, the animator's
/// `animateTransition(using:)`; when the animator calls `completeTransition(_:)`: the
/// presenter's `viewDidDisappear`, the presented `viewDidAppear`,
/// ``presentationTransitionDidEnd(_:)``, the animator's `animationEnded(_:)`, the completion.
/// Dismissal mirrors it with the `dismissalTransition` pair.
/// - Note: See https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor @preconcurrency
open class UIPresentationController: UIContentContainer {
    // The presented controller keeps its presentation controller, so this side is weak.
    private weak var presentedStorage: UIViewController?
    private weak var presentingStorage: UIViewController?
    /// The container view while the presentation is on screen (nil before and after).
    public package(set) var containerView: UIView?
    /// Hears adaptation and user dismissal.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// The style this presentation was adapted to in a compact environment (nil: not adapted).
    package var adaptedStyle: UIModalPresentationStyle?

    /// Creates the presentation controller of `presentedViewController`, shown by
    /// `presentingViewController` (UIKit fills it in at presentation when nil).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedStorage = presentedViewController
        self.presentingStorage = presentingViewController
    }

    /// The controller being presented.
    public var presentedViewController: UIViewController {
        guard let presented = presentedStorage else {
            Fatal.stop("UIPresentationController.presentedViewController read after its controller was freed")
        }
        return presented
    }

    /// The controller that presents (set when the presentation begins).
    public var presentingViewController: UIViewController {
        guard let presenting = presentingStorage else {
            Fatal.stop("UIPresentationController.presentingViewController read before the presentation began")
        }
        return presenting
    }

    package func setPresenting(_ controller: UIViewController) { presentingStorage = controller }
    package var presentingIfSet: UIViewController? { presentingStorage }

    /// The view the transition animates into place: the presented controller's view by default.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// The presented view's frame in the container view when the presentation ends: the whole
    /// container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// The presented controller's style.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The style this presentation adapts to in a compact environment (`.fullScreen` by default).
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

    /// The style this presentation adapts to in `traitCollection`.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle
    }

    /// Whether the presentation covers the whole window (true by default).
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window once the presentation ends (false by
    /// default: it stays under the presented view).
    open var shouldRemovePresentersView: Bool { false }

    /// Called before the presentation's animations begin: add chrome, animate alongside with
    /// the presented controller's `transitionCoordinator`.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation ended (`completed` false: it was cancelled).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal's animations begin.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal ended (`completed` false: it was cancelled).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container view lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Content container

    /// The presentation's preferred size: the presented controller's.
    open var preferredContentSize: CGSize { presentedStorage?.preferredContentSize ?? .zero }

    /// Called at once when the presented controller's ``UIViewController/preferredContentSize``
    /// changed to a new value. The base implementation does nothing (its presented view fills
    /// the container); a subclass whose ``frameOfPresentedViewInContainerView`` depends on
    /// the preferred size frames the presented view again here. Popovers and form sheets do,
    /// inside whatever animation block the change was made in.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// Lays the container out now, so a built-in presentation frames its presented view and
    /// chrome for a new preferred size in the caller's animation block (if any).
    package func relayoutForPreferredContentSize(of container: any UIContentContainer) {
        guard container === presentedStorage, let view = containerView else { return }
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    /// The traits of the presentation: the presented controller's.
    open var traitCollection: UITraitCollection { presentedViewController.traitCollection }

    // MARK: Hooks of the built-in presentations

    /// The safe-area insets to frame by: the window's for a container over the window (a new
    /// container has none of its own until it is laid out), else the container's.
    func safeAreaInsets(of container: UIView) -> UIEdgeInsets {
        if let window = container.superview as? UIWindow, container.frame == window.bounds { return window.safeAreaInsets }
        return container.safeAreaInsets
    }

    /// Frames the presented view and the chrome of a built-in presentation when the container
    /// lays out (custom subclasses frame their own views).
    package func layoutBuiltInViews(in container: UIView) {}
    /// The container's traits changed (the presentation is on screen): a presentation that
    /// adapts chooses its style again.
    package func containerTraitsDidChange() {}
    /// The presentation transition ended: a presentation that adapts checks the traits it was
    /// decided for are still the container's.
    package func presentationDidSettle() {}
    /// Whether a touch at `point` (container coordinates) outside every subview that would take
    /// it goes through to the views under the presentation.
    package func passesTouchThrough(at point: CGPoint) -> Bool { false }
    /// The application's software keyboard is moving (shown, hidden or resized): called inside
    /// the keyboard's animation block, so frames set here move with the keyboard.
    package func softwareKeyboardWillChangeFrame() {}
}
