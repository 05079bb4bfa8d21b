import Foundation

extension UIPageViewController {
    /// Which way a programmatic page change moves.
    /// - Note: See https://developer.apple.com/documentation/uikit/uipageviewcontroller/navigationdirection
    public enum NavigationDirection: Int, Sendable {
        /// To the next page (it comes in from the right, or from below).
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }
}
