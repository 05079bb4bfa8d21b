import Foundation
import OpenUIKit

/// A scroll view delegate that records every `UIScrollViewDelegate` call as
/// ``RecordedEvent/scroll(_:_:)`` — scrolling with its offset, the start and end of drags with
/// the proposed velocity and target, deceleration, animated scrolls, zooming with its scale,
/// scrolling to the top and inset changes — in the order UIKit makes them.
///
/// Creating it makes it the scroll view's `delegate`. A scroll view holds its delegate weakly,
/// as UIKit's does, so keep the recorder for as long as you want calls recorded.
///
/// ```swift
/// let delegate = ScrollViewDelegateRecorder(scrollView, name: "scroll")
/// app.flick(from: CGPoint(x: 150, y: 450), velocity: CGPoint(x: 0, y: -800))
/// #expect(delegate.calls.filter { !$0.isDidScroll }.first == .willBeginDragging)
/// ```
///
/// Subclass it to answer or act as a test needs (move the target offset in
/// `scrollViewWillEndDragging`, look at the scroll view in a call); call `super` to keep the
/// recording. `viewForZooming(in:)` is a question asked often and is not recorded: it answers
/// ``zoomingView``.
@MainActor @preconcurrency
open class ScrollViewDelegateRecorder: UIScrollViewDelegate {
    /// Where the calls are recorded.
    public let recorder: EventRecorder
    /// The name the events carry: the given one, else the scroll view's
    /// `accessibilityIdentifier`, else its class.
    public let name: String
    /// What `viewForZooming(in:)` answers: the view pinching zooms. Default nil (no zooming).
    public var zoomingView: UIView?
    /// What `scrollViewShouldScrollToTop(_:)` answers. Default true, as UIKit's default.
    public var shouldScrollToTop = true

    /// Becomes `scrollView`'s delegate, recording its calls into `recorder` (a new one by
    /// default).
    public init(_ scrollView: UIScrollView, name: String? = nil, into recorder: EventRecorder = EventRecorder()) {
        self.recorder = recorder
        self.name = name ?? scrollView.accessibilityIdentifier ?? String(describing: type(of: scrollView))
        scrollView.delegate = self
    }

    /// The calls about this scroll view still in the recorder, in order.
    public var calls: [RecordedEvent.ScrollCall] {
        recorder.events.compactMap {
            if case .scroll(let subject, let call) = $0, subject == name { return call }
            return nil
        }
    }

    /// The content offsets `scrollViewDidScroll(_:)` reported, in order.
    public var offsets: [CGPoint] {
        calls.compactMap {
            if case .didScroll(let offset) = $0 { return offset }
            return nil
        }
    }

    /// Records `call` about this recorder's scroll view.
    private func record(_ call: RecordedEvent.ScrollCall) {
        recorder.record(.scroll(name, call))
    }

    /// The name a zooming view is recorded by.
    private static func name(of view: UIView?) -> String? {
        view.map { $0.accessibilityIdentifier ?? String(describing: type(of: $0)) }
    }

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {
        record(.didScroll(contentOffset: scrollView.contentOffset))
    }

    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        record(.willBeginDragging)
    }

    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        record(.willEndDragging(velocity: velocity, targetContentOffset: targetContentOffset.pointee))
    }

    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        record(.didEndDragging(willDecelerate: decelerate))
    }

    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        record(.willBeginDecelerating)
    }

    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        record(.didEndDecelerating)
    }

    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        record(.didEndScrollingAnimation)
    }

    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomingView }

    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        record(.willBeginZooming(view: Self.name(of: view)))
    }

    open func scrollViewDidZoom(_ scrollView: UIScrollView) {
        record(.didZoom(zoomScale: scrollView.zoomScale))
    }

    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        record(.didEndZooming(view: Self.name(of: view), atScale: scale))
    }

    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        record(.shouldScrollToTop(returned: shouldScrollToTop))
        return shouldScrollToTop
    }

    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        record(.didScrollToTop)
    }

    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        record(.didChangeAdjustedContentInset)
    }
}
