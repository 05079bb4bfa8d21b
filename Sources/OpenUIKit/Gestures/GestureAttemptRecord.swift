import Foundation

/// What the gesture arbiter knows of one recognizer taking part in the current attempt: the
/// bookkeeping of arbitration, which UIKit keeps out of the recognizer's public state.
///
/// A recognizer has a record from the moment the arbiter collects it for a touch (or it
/// schedules a timer, or a transition of its is held back) until the arbiter resets it to
/// `possible`; having one is what "taking part in an attempt" means. The arbiter drops the
/// record at that reset, so nothing of an attempt outlives it.
@MainActor
final class GestureAttemptRecord {
    /// The recognizer; held strongly for the attempt, as UIKit's arena holds its members.
    let recognizer: UIGestureRecognizer
    /// Every touch of the attempt, still tracked or lifted, in the order collected: what the
    /// arbiter compares to decide whether two recognizers compete, and whose views it asks
    /// `gestureRecognizerShouldBegin(_:)`.
    var touches: [UITouch] = []
    /// A transition held back until the recognizers this one requires to fail have failed.
    var pendingState: UIGestureRecognizer.State?
    /// The recognizers this attempt waits for (static and dynamic requirements), asked once.
    var requirements: [UIGestureRecognizer]?
    /// Timers the recognizer scheduled with `scheduleTimer(after:_:)`; invalidated at reset.
    var timers: [ScheduledTimer] = []

    init(recognizer: UIGestureRecognizer) {
        self.recognizer = recognizer
    }

    /// Whether one of ``timers`` is still due (a plain loop: asked while deciding delays).
    var hasRunningTimer: Bool {
        for timer in timers where timer.isValid { return true }
        return false
    }
}
