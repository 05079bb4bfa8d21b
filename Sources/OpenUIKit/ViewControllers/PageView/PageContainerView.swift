import Foundation

/// The page view controller's root view: lays out the pages and the page control.
@MainActor
final class PageContainerView: UIView {
    weak var pageViewController: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        pageViewController?.layoutContainer(self)
    }
}
