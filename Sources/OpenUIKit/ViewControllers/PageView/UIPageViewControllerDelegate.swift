import Foundation

/// Hears a page view controller's user-driven page changes: when one starts and how it ended.
/// - Note: See https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate
// UIKit divergence: the @objc optional methods are protocol requirements with default
// implementations that do nothing; the interface-orientation and spine-location methods are
// not declared (there is no page curl and no device rotation here).
@MainActor @preconcurrency
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A swipe started moving toward `pendingViewControllers`.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// The swipe's animation ended; `completed` is false when the pages went back to
    /// `previousViewControllers`' (the page shown before the swipe).
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}

    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}
