import Foundation
import OpenUIKit

extension RecordedEvent {
    /// One `UIScrollViewDelegate` call, as ``RecordedEvent/scroll(_:_:)`` records it, with what
    /// the call reports (offsets and velocities in the scroll view's terms: points, and points
    /// per millisecond for velocities).
    public enum ScrollCall: Equatable, Sendable, CustomStringConvertible {
        /// `scrollViewDidScroll(_:)`; `contentOffset` is the scroll view's offset at the call.
        case didScroll(contentOffset: CGPoint)
        /// `scrollViewWillBeginDragging(_:)`.
        case willBeginDragging
        /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, with the velocity and
        /// the target offset the scroll view proposed (before the delegate changes it).
        case willEndDragging(velocity: CGPoint, targetContentOffset: CGPoint)
        /// `scrollViewDidEndDragging(_:willDecelerate:)`.
        case didEndDragging(willDecelerate: Bool)
        /// `scrollViewWillBeginDecelerating(_:)`.
        case willBeginDecelerating
        /// `scrollViewDidEndDecelerating(_:)`.
        case didEndDecelerating
        /// `scrollViewDidEndScrollingAnimation(_:)`.
        case didEndScrollingAnimation
        /// `scrollViewWillBeginZooming(_:with:)`; `view` is the name of the view about to be
        /// zoomed (its `accessibilityIdentifier`, else its class), nil when UIKit passed none.
        case willBeginZooming(view: String?)
        /// `scrollViewDidZoom(_:)`; `zoomScale` is the scroll view's scale at the call.
        case didZoom(zoomScale: CGFloat)
        /// `scrollViewDidEndZooming(_:with:atScale:)`, named as in ``willBeginZooming(view:)``.
        case didEndZooming(view: String?, atScale: CGFloat)
        /// `scrollViewShouldScrollToTop(_:)`, with the answer the recorder gave.
        case shouldScrollToTop(returned: Bool)
        /// `scrollViewDidScrollToTop(_:)`.
        case didScrollToTop
        /// `scrollViewDidChangeAdjustedContentInset(_:)`.
        case didChangeAdjustedContentInset

        /// The method's short name and what it reported: `didScroll to (0, 150)`,
        /// `willEndDragging(velocity: (0, 1.6), target: (0, 600))`,
        /// `didEndDragging(willDecelerate: true)`, `didEndZooming(content, atScale: 2)`,
        /// `shouldScrollToTop → true`.
        public var description: String {
            switch self {
            case .didScroll(let offset): "didScroll to \(RecordedEvent.format(offset))"
            case .willBeginDragging: "willBeginDragging"
            case .willEndDragging(let velocity, let target):
                "willEndDragging(velocity: \(RecordedEvent.format(velocity)), target: \(RecordedEvent.format(target)))"
            case .didEndDragging(let decelerate): "didEndDragging(willDecelerate: \(decelerate))"
            case .willBeginDecelerating: "willBeginDecelerating"
            case .didEndDecelerating: "didEndDecelerating"
            case .didEndScrollingAnimation: "didEndScrollingAnimation"
            case .willBeginZooming(let view): "willBeginZooming(\(view ?? "nil"))"
            case .didZoom(let scale): "didZoom to \(RecordedEvent.format(scale))"
            case .didEndZooming(let view, let scale):
                "didEndZooming(\(view ?? "nil"), atScale: \(RecordedEvent.format(scale)))"
            case .shouldScrollToTop(let answer): "shouldScrollToTop → \(answer)"
            case .didScrollToTop: "didScrollToTop"
            case .didChangeAdjustedContentInset: "didChangeAdjustedContentInset"
            }
        }

        /// Whether this is a ``didScroll(contentOffset:)`` report.
        public var isDidScroll: Bool {
            if case .didScroll = self { return true }
            return false
        }
    }
}
