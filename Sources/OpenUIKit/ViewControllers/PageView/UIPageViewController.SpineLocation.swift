import Foundation

extension UIPageViewController {
    /// Where a page-curl book's spine is; the scroll style has none.
    /// - Note: See https://developer.apple.com/documentation/uikit/uipageviewcontroller/spinelocation
    public enum SpineLocation: Int, Sendable {
        /// No spine (the scroll style).
        case none = 0
        /// At the left or top edge.
        case min = 1
        /// In the middle, with two pages showing.
        case mid = 2
        /// At the right or bottom edge.
        case max = 3
    }
}
