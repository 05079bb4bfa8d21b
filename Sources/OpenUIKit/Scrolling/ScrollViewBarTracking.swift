import Foundation

/// Follows a scroll view's offset and content size for bars that change with it (a
/// navigation controller's large title and scroll-edge appearances).
@MainActor
package protocol ScrollViewBarTracking: AnyObject {
    /// The scroll view's offset or content size changed.
    func contentScrollViewDidChange(_ scrollView: UIScrollView)
}
