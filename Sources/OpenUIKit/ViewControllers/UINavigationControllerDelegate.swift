import Foundation

/// Hears a navigation controller show controllers.
/// - Note: See https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
// UIKit divergence: optional Objective-C protocol methods are requirements with default
// implementations that do nothing.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called when a transition to `viewController` begins, after its `viewWillAppear`.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called when the transition ended, after `viewDidAppear`.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}
