import Foundation

extension UIScrollView {
    /// The smallest content offset dragging and deceleration allow: the top-left inset.
    var minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        // 0 − inset, so a zero inset gives +0 rather than −0.
        return CGPoint(x: 0 - inset.left, y: 0 - inset.top)
    }

    /// The largest content offset dragging and deceleration allow: the content's far edge plus
    /// the bottom-right inset lined up with the view's far edge (never below the minimum).
    var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset
        let minimum = minimumContentOffset
        return CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
    }

    /// `offset` brought within the content (no rubber-banding).
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// Where a drag step towards `offset` leaves the content, from `current`: within the
    /// content, except that an axis already beyond an edge (an offset set by code, or content
    /// that shrank) stays where it is rather than jumping under the finger; the drag can bring
    /// it back in but never pushes it further out.
    // UIKit divergence: UIKit lets such content follow the finger with rubber-band resistance;
    // without rubber-banding, holding it still is the nearest behaviour that never jumps.
    func draggedContentOffset(_ offset: CGPoint, from current: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        func limit(_ value: CGFloat, _ current: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            min(max(value, min(low, current)), max(high, current))
        }
        return CGPoint(
            x: limit(offset.x, current.x, minimum.x, maximum.x), y: limit(offset.y, current.y, minimum.y, maximum.y))
    }

    /// Whether a horizontal drag scrolls: the content and its side insets are wider than the
    /// view, or ``alwaysBounceHorizontal`` is set.
    var scrollsHorizontally: Bool {
        let inset = adjustedContentInset
        return alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width
    }

    /// Whether a vertical drag scrolls: the content and its top and bottom insets are taller
    /// than the view, or ``alwaysBounceVertical`` is set.
    var scrollsVertically: Bool {
        let inset = adjustedContentInset
        return alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height
    }

    /// Records a scroll decision into the event trace when tracing is on; nothing is built
    /// otherwise.
    func recordScroll(_ step: @autoclosure () -> TracePayload.ScrollStep) {
        guard let trace = pipelineTrace, trace.isEnabled else { return }
        trace.record(.scroll, .scroll(scrollView: traceName, step()))
    }
}
