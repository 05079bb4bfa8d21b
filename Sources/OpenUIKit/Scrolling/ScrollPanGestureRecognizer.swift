import Foundation

/// The pan recognizer a scroll view scrolls with (its ``UIScrollView/panGestureRecognizer``).
///
/// Beyond a plain pan it tells the scroll view when fingers go down (to track and to stop a
/// glide), fails when the finger first moves mostly along an axis the scroll view cannot
/// scroll, and asks the scroll view before it begins — through a delegate it keeps for
/// itself — whether content views holding touches let it (see ``UIScrollView``).
@MainActor
final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
    private(set) weak var scrollView: UIScrollView?
    private let forwarder = ScrollPanDelegateForwarder()

    /// The delegate is the scroll view's, and only the scroll view's.
    // UIKit divergence: UIKit makes the scroll view itself the pan's delegate (and raises when
    // it is replaced); here an internal forwarder stands in for it, passing should-begin to the
    // scroll view's gestureRecognizerShouldBegin(_:) and, when a subclass adopts
    // UIGestureRecognizerDelegate, the other delegate questions to it too.
    override weak var delegate: (any UIGestureRecognizerDelegate)? {
        didSet {
            Fatal.check(
                delegate === forwarder,
                "The pan gesture recognizer of a UIScrollView must keep the scroll view as its delegate")
        }
    }

    func attach(to scrollView: UIScrollView) {
        self.scrollView = scrollView
        forwarder.scrollView = scrollView
        delegate = forwarder
    }

    package override var traceName: String {
        name ?? "\(scrollView?.traceName ?? "UIScrollView").pan"
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        scrollView?.fingerWentDown()
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let scrollView, let axis = blockedAxis(in: scrollView) {
            scrollView.recordScroll(.panFailed(movedAlong: axis == .horizontal ? .horizontal : .vertical))
            state = .failed
            return
        }
        super.touchesMoved(touches, with: event)
    }

    override func reset() {
        super.reset()
        scrollView?.isTracking = false
    }

    // MARK: Axes

    /// The mean travel of the tracked fingers since they went down, in the scroll view's
    /// coordinates.
    private func travel(in view: UIView) -> CGPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        var sum = CGPoint.zero
        for touch in trackedTouches {
            let start = view.convert(touch.initialLocationInWindow, from: nil)
            let now = view.convert(touch.locationInWindow, from: nil)
            sum.x += now.x - start.x
            sum.y += now.y - start.y
        }
        let count = CGFloat(trackedTouches.count)
        return CGPoint(x: sum.x / count, y: sum.y / count)
    }

    /// The axis the fingers moved mostly along, once they crossed the pan threshold, when the
    /// scroll view cannot scroll along it (and the other axis did not cross the threshold in a
    /// direction it can scroll).
    private func blockedAxis(in scrollView: UIScrollView) -> NSLayoutConstraint.Axis? {
        let travel = travel(in: scrollView)
        let threshold = GestureConstants.panBeginThreshold
        let horizontal = abs(travel.x)
        let vertical = abs(travel.y)
        guard max(horizontal, vertical) >= threshold else { return nil }
        let canScrollAlongX = scrollView.scrollsHorizontally
        let canScrollAlongY = scrollView.scrollsVertically
        if horizontal > vertical {
            if canScrollAlongX || (canScrollAlongY && vertical >= threshold) { return nil }
            return .horizontal
        }
        if vertical > horizontal {
            if canScrollAlongY || (canScrollAlongX && horizontal >= threshold) { return nil }
            return .vertical
        }
        return canScrollAlongX || canScrollAlongY ? nil : .vertical
    }

    /// The axis the fingers moved along at least `ratio` times as far as along the other, if any.
    func dominantAxis(ratio: CGFloat) -> NSLayoutConstraint.Axis? {
        guard let scrollView else { return nil }
        let travel = travel(in: scrollView)
        if abs(travel.x) >= ratio * abs(travel.y) { return .horizontal }
        if abs(travel.y) >= ratio * abs(travel.x) { return .vertical }
        return nil
    }
}
