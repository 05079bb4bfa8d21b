import Foundation

/// Decides and hears tab selections made by the user.
/// - Note: See https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
// UIKit divergence: optional Objective-C protocol methods are requirements with defaults
// (allow every selection; do nothing after one).
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab the user tapped may be selected.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called after the user's tap selected `viewController`.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
