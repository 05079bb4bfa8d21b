import Foundation

/// Hears a presentation adapt to the environment and the user dismiss it (a swipe down on a
/// sheet, a tap outside a popover).
/// - Note: See https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
// UIKit divergence: optional Objective-C protocol methods are requirements with defaults. The
// adaptive-style defaults return the presentation controller's own adaptive style (what UIKit
// uses when the delegate does not implement them); the dismissal ones allow and do nothing.
@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use in a horizontally compact environment (`.none`: do not adapt).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to use in `traitCollection` (`.none`: do not adapt); asked before the one above.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// The controller to show in place of the presented one in the adaptive `style` (nil: the
    /// presented one).
    /// - Note: Stops when it returns another controller: showing a replacement is not built.
    func presentationController(
        _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// Called before the presentation adapts to `style`, or (`style` `.none`) before it goes back
    /// to its own style or stays in it when its size class changed.
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// Whether the user may dismiss the presentation now (asked when a dismissing gesture begins).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user began dismissing the presentation (it may still be cancelled).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the presentation; called after its dismissal completed.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss a presentation that refused (``UIViewController/isModalInPresentation``
    /// or `presentationControllerShouldDismiss(_:)` returning false).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(
        _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? { nil }
    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
