import Foundation

extension UIPageViewController {
    /// How pages change: a page curl or a scroll.
    /// - Note: See https://developer.apple.com/documentation/uikit/uipageviewcontroller/transitionstyle
    public enum TransitionStyle: Int, Sendable {
        /// Pages turn like paper (not built here; the initializer refuses it).
        case pageCurl = 0
        /// Pages slide side by side (or one above the other).
        case scroll = 1
    }
}
