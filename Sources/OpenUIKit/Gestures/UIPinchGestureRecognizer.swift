import Foundation

/// Recognizes two fingers moving apart or together: a continuous gesture that begins once
/// their distance changed by ``GestureConstants/pinchBeginThreshold``, changes as they move,
/// and ends when either lifts.
///
/// ``scale`` is the current distance over the distance when both fingers were first down;
/// assigning it (typically back to 1 after applying it) makes later changes relative to the
/// new value. Fingers beyond the first two are ignored and reach the view as usual.
/// - Note: See https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer
@MainActor @preconcurrency
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The distance between the two fingers when both were first down.
    private var startDistance: CGFloat?
    /// The scale and distance that later changes are measured from (moved by assignments).
    private var scaleBase: CGFloat = 1
    private var distanceBase: CGFloat?
    /// The distance at the latest sample, kept once a finger lifts.
    private var latestDistance: CGFloat?
    private var distanceTracker = GestureVelocityTracker()

    /// How far apart the fingers are relative to where they started (1 = unchanged, 2 = twice
    /// as far). Settable; later changes multiply the assigned value.
    open var scale: CGFloat {
        get {
            guard let distanceBase, distanceBase > 0, let distance = currentDistance() ?? latestDistance else {
                return scaleBase
            }
            return scaleBase * distance / distanceBase
        }
        set {
            scaleBase = newValue
            if let distance = currentDistance() ?? latestDistance { distanceBase = distance }
        }
    }

    /// How fast ``scale`` changes, in scale units per second.
    open var velocity: CGFloat {
        guard let distanceBase, distanceBase > 0 else { return 0 }
        return scaleBase * distanceTracker.velocity.x / distanceBase
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        ignoreTouches(beyond: 2, among: touches, for: event)
        guard startDistance == nil, let distance = currentDistance() else { return }
        startDistance = distance
        distanceBase = distance
        latestDistance = distance
        distanceTracker.add(CGPoint(x: distance, y: 0), at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let startDistance, let distance = currentDistance() else { return }
        latestDistance = distance
        distanceTracker.add(CGPoint(x: distance, y: 0), at: event.timestamp)
        continueGesture(beginningWhen: abs(distance - startDistance) >= GestureConstants.pinchBeginThreshold)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // Fewer than two fingers: the gesture is over.
        finishGesture(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishGesture(cancelled: true)
    }

    open override func reset() {
        super.reset()
        startDistance = nil
        scaleBase = 1
        distanceBase = nil
        latestDistance = nil
        distanceTracker.reset()
    }


    /// The distance between the first two fingers, or nil while fewer are down.
    private func currentDistance() -> CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        return trackedTouches[0].locationInWindow.distance(to: trackedTouches[1].locationInWindow)
    }
}
