import Foundation

/// Gives a page view controller the pages next to the current one, and optionally the count and
/// position a page indicator shows.
/// - Note: See https://developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource
// UIKit divergence: the two @objc optional methods are protocol requirements with default
// implementations; the default count 0 means "not implemented" (no page indicator).
@MainActor @preconcurrency
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// The number of pages the indicator shows; more than 0 shows the indicator (default 0).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The indicator's current page after ``UIPageViewController/setViewControllers(_:direction:animated:completion:)``
    /// (default 0).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
