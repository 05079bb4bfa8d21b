import Foundation

/// Recognizes one or more taps by one or more fingers: a discrete gesture, recognized when the
/// last required tap lifts.
///
/// Fails when the fingers travel more than ``GestureConstants/tapAllowableMovement`` from
/// where the first tap started, when a finger stays down longer than
/// ``GestureConstants/tapMaximumDuration``, when the next tap of a multi-tap does not start
/// within ``GestureConstants/tapMaximumInterval``, or when more fingers than required land.
/// - Note: See https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@MainActor @preconcurrency
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture. Default 1.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap needs. Default 1.
    open var numberOfTouchesRequired = 1

    private var completedTaps = 0
    private var start: CGPoint?
    private var mostFingersTogether = 0
    private var firstTapLocation: CGPoint?
    private var durationTimer: ScheduledTimer?
    private var intervalTimer: ScheduledTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        intervalTimer?.invalidate()
        intervalTimer = nil
        if start == nil { start = centroidInWindow() }
        mostFingersTogether = max(mostFingersTogether, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired {
            return fail()
        }
        if durationTimer == nil {
            durationTimer = scheduleTimer(after: GestureConstants.tapMaximumDuration) { [weak self] in
                self?.fail()
            }
        }
        if movedTooFar() { fail() }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if movedTooFar() { fail() }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if movedTooFar() { return fail() }
        // Every required finger must have been down together before any lifts.
        if mostFingersTogether < numberOfTouchesRequired { return fail() }
        let stillDown = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }.count
        guard stillDown == 0 else { return }
        durationTimer?.invalidate()
        durationTimer = nil
        mostFingersTogether = 0
        completedTaps += 1
        if firstTapLocation == nil { firstTapLocation = centroidInWindow() }
        if completedTaps >= numberOfTapsRequired {
            state = .recognized
        } else {
            intervalTimer = scheduleTimer(after: GestureConstants.tapMaximumInterval) { [weak self] in
                self?.fail()
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fail()
    }

    open override func reset() {
        super.reset()
        completedTaps = 0
        start = nil
        mostFingersTogether = 0
        firstTapLocation = nil
        durationTimer?.invalidate()
        intervalTimer?.invalidate()
        durationTimer = nil
        intervalTimer = nil
    }

    /// Where the first tap happened (the centroid of its fingers).
    open override func location(in view: UIView?) -> CGPoint {
        guard let firstTapLocation, let window = self.view?.window else { return super.location(in: view) }
        guard let view, view !== window else { return firstTapLocation }
        return window.convert(firstTapLocation, to: view)
    }

    /// A tap does not stop a tap recognizer that needs more taps (so a double tap can still
    /// follow a recognized single tap).
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer,
            tap.numberOfTapsRequired > numberOfTapsRequired
        {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    private func movedTooFar() -> Bool {
        guard let start, !trackedTouches.isEmpty else { return false }
        return centroidInWindow().distance(to: start) > GestureConstants.tapAllowableMovement
    }

    private func fail() {
        guard state == .possible else { return }
        state = .failed
    }
}
