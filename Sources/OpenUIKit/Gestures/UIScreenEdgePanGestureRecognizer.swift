import Foundation

/// A pan that only counts when the finger starts at one of the window's ``edges``: within
/// ``GestureConstants/screenEdgeRegionWidth`` of an enabled edge; otherwise it fails at once.
/// Past that test it behaves as ``UIPanGestureRecognizer``.
///
/// It starts with `delaysTouchesBegan = true` (the view does not see an edge swipe begin) and
/// `maximumNumberOfTouches = 1` [CHOSEN, C1.7].
/// - Note: See https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer
// Limitation: edges are the window's bounds (no interface orientation), and the finger need not
// move away from the edge it started at.
@MainActor @preconcurrency
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from. Default none: set it, or nothing is recognized.
    open var edges: UIRectEdge = []

    public override init() {
        super.init()
        delaysTouchesBegan = true
        maximumNumberOfTouches = 1
    }

    /// Whether the first touches of the current attempt were checked against ``edges``.
    private var checkedStart = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, !checkedStart {
            checkedStart = true
            if let first = trackedTouches.first, !startsAtEnabledEdge(first) {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    open override func reset() {
        super.reset()
        checkedStart = false
    }

    private func startsAtEnabledEdge(_ touch: UITouch) -> Bool {
        guard let window = touch.window else { return false }
        let point = touch.locationInWindow
        let bounds = window.bounds
        let width = GestureConstants.screenEdgeRegionWidth
        return (edges.contains(.left) && point.x - bounds.minX < width)
            || (edges.contains(.right) && bounds.maxX - point.x < width)
            || (edges.contains(.top) && point.y - bounds.minY < width)
            || (edges.contains(.bottom) && bounds.maxY - point.y < width)
    }
}
