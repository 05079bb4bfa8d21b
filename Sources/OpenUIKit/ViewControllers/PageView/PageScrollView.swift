import Foundation

/// The paging scroll view of a scroll-style page view controller: its own delegate, passing
/// moves and rests on to the page view controller.
@MainActor
final class PageScrollView: UIScrollView, UIScrollViewDelegate {
    weak var pageViewController: UIPageViewController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
        isPagingEnabled = true
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
        contentInsetAdjustmentBehavior = .never
    }

    required init?(coder: NSCoder) {
        Fatal.stop("PageScrollView is created by UIPageViewController, never decoded")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        pageViewController?.pagesDidScroll()
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { pageViewController?.pagesDidSettle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageViewController?.pagesDidSettle()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        pageViewController?.pagesDidSettle()
    }
}
