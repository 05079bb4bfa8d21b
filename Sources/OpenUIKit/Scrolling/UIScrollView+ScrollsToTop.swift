import Foundation

extension UIScrollView {
    /// Scrolls to the top as a status-bar tap does: asks `scrollViewShouldScrollToTop`, then
    /// animates the offset to the top inset and tells `scrollViewDidScrollToTop` at the end.
    /// Returns whether it scrolls.
    func scrollToTopForStatusBarTap() -> Bool {
        if let delegate, !delegate.scrollViewShouldScrollToTop(self) { return false }
        let top = CGPoint(x: contentOffset.x, y: minimumContentOffset.y)
        recordScroll(.statusBarTap)
        stopMotion(notify: true)
        startMotion(
            .scrollToTop, to: top, duration: ScrollViewConstants.scrollAnimationDuration, curve: .easeInOut,
            clampsToContent: false)
        return true
    }
}

extension UIWindow {
    /// What a tap on the status bar does: the one visible scroll view of the window with
    /// ``UIScrollView/scrollsToTop`` on (and scrolling enabled) scrolls to its top. When none or
    /// several have it on, nothing scrolls, as in UIKit. Returns the scroll view that scrolled.
    // UIKit divergence: there is no status bar headless; the test kit's
    // HeadlessApp.tapStatusBar() calls this (a live backend could map a key to it).
    @discardableResult
    package func handleStatusBarTap() -> UIScrollView? {
        var candidates: [UIScrollView] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha > 0 else { continue }
            if let scrollView = view as? UIScrollView, scrollView.scrollsToTop, scrollView.isScrollEnabled {
                candidates.append(scrollView)
            }
            stack.append(contentsOf: view.subviews)
        }
        let log = misuseLog
        guard candidates.count == 1, let scrollView = candidates.first else {
            if candidates.count > 1 {
                log.log("status-bar tap ignored: \(candidates.count) scroll views have scrollsToTop on; UIKit needs exactly one")
            }
            return nil
        }
        return scrollView.scrollToTopForStatusBarTap() ? scrollView : nil
    }
}
