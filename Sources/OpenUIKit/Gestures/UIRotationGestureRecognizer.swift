import Foundation

/// Recognizes two fingers turning around each other: a continuous gesture that begins once
/// the line between them turned by ``GestureConstants/rotationBeginThreshold`` radians,
/// changes as they move, and ends when either lifts.
///
/// ``rotation`` accumulates the turn move by move, so it runs past ±π without jumping;
/// positive is clockwise on screen. Fingers beyond the first two are ignored.
/// - Note: See https://developer.apple.com/documentation/uikit/uirotationgesturerecognizer
@MainActor @preconcurrency
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The angle of the line between the fingers at the previous sample.
    private var lastAngle: CGFloat?
    /// The total turn since both fingers were down.
    private var turned: CGFloat = 0
    /// The rotation and total turn that later changes are measured from (moved by assignments).
    private var rotationBase: CGFloat = 0
    private var turnedBase: CGFloat = 0
    private var turnTracker = GestureVelocityTracker()

    /// How far the fingers turned, in radians, clockwise positive. Settable; later turning
    /// adds to the assigned value.
    open var rotation: CGFloat {
        get { rotationBase + turned - turnedBase }
        set {
            rotationBase = newValue
            turnedBase = turned
        }
    }

    /// How fast ``rotation`` changes, in radians per second.
    open var velocity: CGFloat { turnTracker.velocity.x }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        ignoreTouches(beyond: 2, among: touches, for: event)
        guard lastAngle == nil, let angle = currentAngle() else { return }
        lastAngle = angle
        turnTracker.add(CGPoint(x: turned, y: 0), at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let lastAngle, let angle = currentAngle() else { return }
        turned += Self.shortestTurn(from: lastAngle, to: angle)
        self.lastAngle = angle
        turnTracker.add(CGPoint(x: turned, y: 0), at: event.timestamp)
        continueGesture(beginningWhen: abs(turned) >= GestureConstants.rotationBeginThreshold)
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
        lastAngle = nil
        turned = 0
        rotationBase = 0
        turnedBase = 0
        turnTracker.reset()
    }


    /// The angle of the line from the first finger to the second, or nil while fewer are down.
    private func currentAngle() -> CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].locationInWindow
        let b = trackedTouches[1].locationInWindow
        return CGFloat(atan2(Double(b.y - a.y), Double(b.x - a.x)))
    }

    /// The turn from `old` to `new` taken the short way round, in (−π, π].
    static func shortestTurn(from old: CGFloat, to new: CGFloat) -> CGFloat {
        var delta = new - old
        while delta > .pi { delta -= 2 * .pi }
        while delta <= -.pi { delta += 2 * .pi }
        return delta
    }
}
