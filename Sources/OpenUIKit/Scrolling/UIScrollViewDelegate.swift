import Foundation

/// Told what a scroll view does: scrolling, the user's drags, deceleration and animated
/// scrolls. Every method is optional; the defaults do nothing.
/// - Note: See https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed, however that happened (a drag, a deceleration step, an
    /// animation step, or code setting it).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted after a drag. `velocity` is in points per millisecond, positive
    /// when the content offset grows; `targetContentOffset` is where the content will come
    /// to rest, and may be changed to make it rest elsewhere.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag is over; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts to glide after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The glide after a drag came to a stop.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation started by `setContentOffset(_:animated:)` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
