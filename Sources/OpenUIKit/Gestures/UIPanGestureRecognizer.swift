import Foundation

/// Recognizes fingers dragging across the view: a continuous gesture that begins once the
/// fingers' centroid travelled ``GestureConstants/panBeginThreshold`` on either axis, changes
/// as they move, and ends when the last one lifts.
///
/// The translation is the centroid's travel since the pan began (or since the last
/// ``setTranslation(_:in:)``), in window space, converted as a vector into any view's space.
/// Fingers landing or lifting re-base the centroid, so the translation never jumps; fingers
/// beyond ``maximumNumberOfTouches`` are ignored and reach the view as usual. Movement counts
/// towards the threshold only while at least ``minimumNumberOfTouches`` fingers are down. A
/// pan held back by a failure requirement starts its translation at zero when it is finally
/// released [CHOSEN, B3.5].
/// - Note: See https://developer.apple.com/documentation/uikit/uipangesturerecognizer
// Limitation: once begun, the pan goes on until the last finger lifts, even when fewer than
// minimumNumberOfTouches remain.
@MainActor @preconcurrency
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that can pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// The most fingers that take part; further ones are ignored. Default `Int.max`.
    // UIKit divergence: UIKit's default is UINT_MAX; Int.max is its Swift-native equivalent.
    open var maximumNumberOfTouches = Int.max

    /// The centroid's travel in window space before the current segment (a segment lasts
    /// while the set of fingers stays the same).
    private var travelBeforeSegment: CGPoint = .zero
    /// The centroid, in window space, when the current segment started.
    private var segmentStart: CGPoint?
    /// The travel that counts as zero translation (window space).
    private var translationOrigin: CGPoint = .zero
    private var velocityTracker = GestureVelocityTracker()
    private var latestTimestamp: TimeInterval = 0

    // MARK: Translation and velocity

    /// How far the fingers moved since the pan began or since the last
    /// ``setTranslation(_:in:)``, in `view`'s coordinates (the window's when `nil`).
    open func translation(in view: UIView?) -> CGPoint {
        let travel = currentTravel()
        return vector(CGPoint(x: travel.x - translationOrigin.x, y: travel.y - translationOrigin.y), toView: view)
    }

    /// Makes the current translation `translation` (in `view`'s coordinates, the window's when
    /// `nil`); later movement accumulates from there. The velocity starts over.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let wanted = vector(translation, fromView: view)
        let travel = currentTravel()
        translationOrigin = CGPoint(x: travel.x - wanted.x, y: travel.y - wanted.y)
        velocityTracker.reset()
        velocityTracker.add(travel, at: latestTimestamp)
    }

    /// How fast the fingers move, in points per second in `view`'s coordinates (the window's
    /// when `nil`), estimated from the recent touch samples.
    /// - Note: Estimated over the last tenth of a second of samples (a project choice, see
    ///   docs/DIVERGENCES.md); zero when the fingers rested that long before the latest event.
    open func velocity(in view: UIView?) -> CGPoint {
        vector(velocityTracker.velocity, toView: view)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // Extra fingers go to the view as if the pan were not there (D3.7).
        ignoreTouches(beyond: maximumNumberOfTouches, among: touches, for: event)
        let joined = trackedTouches.filter { touches.contains($0) }
        guard !joined.isEmpty else { return }
        let earlier = trackedTouches.filter { !touches.contains($0) }
        rebase(from: earlier, to: trackedTouches)
        record(event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        record(event)
        switch state {
        case .possible:
            guard trackedTouches.count >= minimumNumberOfTouches else {
                // Movement counts only once enough fingers are down.
                travelBeforeSegment = .zero
                segmentStart = centroid(of: trackedTouches)
                return
            }
            let travel = currentTravel()
            let threshold = GestureConstants.panBeginThreshold
            let largest = max(abs(travel.x), abs(travel.y))
            guard largest >= threshold else { return }
            // Take the threshold off along the direction of travel, so the first translation
            // is small and continues smoothly (D3.3).
            let share = threshold / largest
            translationOrigin = CGPoint(x: travel.x * share, y: travel.y * share)
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersLeft(touches, event: event, cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersLeft(touches, event: event, cancelled: true)
    }

    open override func reset() {
        super.reset()
        travelBeforeSegment = .zero
        segmentStart = nil
        translationOrigin = .zero
        velocityTracker.reset()
    }

    /// A pan held back by a failure requirement starts from zero when it is released (B3.5).
    package override func didStopWaiting() {
        rebase(from: trackedTouches, to: trackedTouches)
        translationOrigin = travelBeforeSegment
        velocityTracker.reset()
    }

    private func fingersLeft(_ touches: Set<UITouch>, event: UIEvent, cancelled: Bool) {
        // The fingers still down. Tracked touches that ended or were cancelled in this same
        // event but are told in another call (one finger lifts as another is cancelled) are
        // gone too: counting them kept a pan `.changed` with no finger down for good.
        let remaining = trackedTouches.filter {
            !touches.contains($0) && $0.phase != .ended && $0.phase != .cancelled
        }
        if !remaining.isEmpty {
            rebase(from: trackedTouches, to: remaining)
            record(event, touches: remaining)
            return
        }
        rebase(from: trackedTouches, to: [])
        record(event)
        finishGesture(cancelled: cancelled)
    }

    // MARK: Centroid bookkeeping

    /// Closes the current segment with `before` (the fingers as they were) and opens a new one
    /// with `after`, keeping the travel continuous.
    private func rebase(from before: [UITouch], to after: [UITouch]) {
        if let segmentStart, let end = centroid(of: before) {
            travelBeforeSegment.x += end.x - segmentStart.x
            travelBeforeSegment.y += end.y - segmentStart.y
        }
        segmentStart = centroid(of: after)
    }

    /// The centroid's total travel (window space) since touch-down, across finger changes.
    private func currentTravel(of touches: [UITouch]? = nil) -> CGPoint {
        guard let segmentStart, let now = centroid(of: touches ?? trackedTouches) else {
            return travelBeforeSegment
        }
        return CGPoint(
            x: travelBeforeSegment.x + now.x - segmentStart.x, y: travelBeforeSegment.y + now.y - segmentStart.y)
    }

    private func record(_ event: UIEvent, touches: [UITouch]? = nil) {
        latestTimestamp = event.timestamp
        velocityTracker.add(currentTravel(of: touches), at: event.timestamp)
    }

    private func centroid(of touches: [UITouch]) -> CGPoint? {
        guard !touches.isEmpty else { return nil }
        var sum = CGPoint.zero
        for touch in touches {
            sum.x += touch.locationInWindow.x
            sum.y += touch.locationInWindow.y
        }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    // MARK: Vectors between window and view space

    private var window: UIWindow? { self.view?.window }

    /// Converts a displacement from window space into `view`'s space (rotation and scale
    /// apply; translation does not).
    private func vector(_ vector: CGPoint, toView view: UIView?) -> CGPoint {
        guard let window, let view, view !== window else { return vector }
        let origin = window.convert(CGPoint.zero, to: view)
        let tip = window.convert(vector, to: view)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    private func vector(_ vector: CGPoint, fromView view: UIView?) -> CGPoint {
        guard let window, let view, view !== window else { return vector }
        let origin = view.convert(CGPoint.zero, to: window)
        let tip = view.convert(vector, to: window)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }
}
