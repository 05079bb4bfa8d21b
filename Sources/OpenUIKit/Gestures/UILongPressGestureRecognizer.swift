import Foundation

/// Recognizes fingers held still for a while: a continuous gesture that begins once the
/// fingers stayed down ``minimumPressDuration`` without moving more than
/// ``allowableMovement``, changes as they move, and ends when they lift.
///
/// The begin is driven by a timer on the application clock, so it happens in a run-loop turn
/// of its own and its action is flushed before layout.
/// - Note: See https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer
@MainActor @preconcurrency
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the fingers must stay down. Default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far (points) the fingers may move before the press begins. Default 10.
    open var allowableMovement: CGFloat = 10
    /// How many fingers must press. Default 1.
    open var numberOfTouchesRequired = 1
    /// How many complete taps must come before the press. Default 0.
    open var numberOfTapsRequired = 0

    private var start: CGPoint?
    private var completedTaps = 0
    private var pressTimer: ScheduledTimer?
    private var tapTimer: ScheduledTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        tapTimer?.invalidate()
        tapTimer = nil
        if numberOfTouches > numberOfTouchesRequired { return fail() }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        start = centroidInWindow()
        if completedTaps < numberOfTapsRequired {
            // A preparatory tap: it must lift quickly.
            tapTimer = scheduleTimer(after: GestureConstants.tapMaximumDuration) { [weak self] in self?.fail() }
            return
        }
        pressTimer = scheduleTimer(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if let start, centroidInWindow().distance(to: start) > allowableMovement { fail() }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let stillDown = trackedTouches.contains { $0.phase != .ended && $0.phase != .cancelled }
        switch state {
        case .possible:
            if completedTaps < numberOfTapsRequired, pressTimer == nil, !stillDown {
                completedTaps += 1
                tapTimer?.invalidate()
                tapTimer = scheduleTimer(after: GestureConstants.tapMaximumInterval) { [weak self] in self?.fail() }
            } else {
                fail()
            }
        case .began, .changed:
            if !stillDown { state = .ended }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: fail()
        case .began, .changed: state = .cancelled
        default: break
        }
    }

    open override func reset() {
        super.reset()
        start = nil
        completedTaps = 0
        pressTimer?.invalidate()
        tapTimer?.invalidate()
        pressTimer = nil
        tapTimer = nil
    }

    private func fail() {
        pressTimer?.invalidate()
        guard state == .possible else { return }
        state = .failed
    }
}
