import Foundation

/// Hears a popover be prepared and dismissed, and decides how it adapts.
/// - Note: See https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollerdelegate
// UIKit divergence: optional Objective-C protocol methods are requirements with defaults that
// do nothing.
@MainActor @preconcurrency
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called before the popover is shown, to configure its source.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}
