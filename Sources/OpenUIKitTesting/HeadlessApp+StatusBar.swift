import Foundation
import OpenUIKit

extension HeadlessApp {
    /// A tap on the status bar of `window` (the key window by default): as on iOS, the one
    /// visible scroll view with `scrollsToTop` on scrolls to its top (animated; move the clock
    /// to see it), asking its delegate's `scrollViewShouldScrollToTop` first. Nothing scrolls
    /// when no scroll view, or more than one, has `scrollsToTop` on. Returns the scroll view
    /// that scrolls, then runs a turn.
    // UIKit divergence: a headless screen has no status bar; this stands in for the tap.
    @discardableResult
    public func tapStatusBar(in window: UIWindow? = nil) -> UIScrollView? {
        let target = window ?? application.keyWindow ?? self.window
        let scrollView = target?.handleStatusBarTap()
        runTurn()
        return scrollView
    }
}
