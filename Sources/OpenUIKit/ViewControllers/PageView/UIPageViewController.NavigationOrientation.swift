import Foundation

extension UIPageViewController {
    /// The axis pages move along.
    /// - Note: See https://developer.apple.com/documentation/uikit/uipageviewcontroller/navigationorientation
    public enum NavigationOrientation: Int, Sendable {
        /// Pages move left and right.
        case horizontal = 0
        /// Pages move up and down.
        case vertical = 1
    }
}
