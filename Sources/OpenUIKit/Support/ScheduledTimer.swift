import Foundation

/// A timer on an application's run loop, firing on the application clock.
///
/// OpenUIKit's own timers (gesture timeouts, delayed touches, control repeats) are these, so
/// they are exactly as deterministic as the clock. Fire times are whole nanoseconds and a
/// repeating timer's n-th fire time is computed from its first, so repeats never drift: a
/// timer repeating every 0.1 s fires at exactly 1 s on its tenth time.
@MainActor @preconcurrency
public final class ScheduledTimer {
    /// When the timer fires next.
    public internal(set) var fireInstant: ClockInstant
    /// Whether the timer will still fire.
    public internal(set) var isValid = true
    /// What the timer drives, for messages about timers that never stop (the test kit's
    /// `settle()` names it); nil for most timers.
    package var purpose: String?
    let sequence: UInt64
    let action: @MainActor (ScheduledTimer) -> Void
    private let cadence: TimerCadence?
    /// The first fire time; a repeating timer's later ones are counted from it.
    private let firstFireInstant: ClockInstant
    /// How many times the timer has been rescheduled after firing (repeating timers).
    private var repeats: Int64 = 0

    init(
        fireInstant: ClockInstant, cadence: TimerCadence?, sequence: UInt64,
        action: @escaping @MainActor (ScheduledTimer) -> Void
    ) {
        self.fireInstant = fireInstant
        self.firstFireInstant = fireInstant
        self.cadence = cadence
        self.sequence = sequence
        self.action = action
    }

    /// When the timer fires next, in seconds on the application clock.
    public var fireTime: TimeInterval { fireInstant.seconds }

    /// The repeat interval in seconds, or `nil` for a one-shot timer.
    public var interval: TimeInterval? { cadence.map { $0.span.seconds / Double($0.steps) } }

    /// The repeat interval rounded to the nearest nanosecond, or `nil` for a one-shot timer.
    /// (A cadence that does not divide into whole nanoseconds, such as a 60 Hz display link,
    /// alternates between the neighbouring counts so that it never drifts.)
    public var repeatInterval: ClockDuration? { cadence.map { $0.span.multiplied(by: 1, dividedBy: $0.steps) } }

    /// Whether the timer repeats.
    var repeatsAfterFiring: Bool { cadence != nil }

    /// Stops the timer; it will not fire again.
    public func invalidate() { isValid = false }

    /// Moves a repeating timer to its next fire time: the first fire time plus a whole number
    /// of steps, each step computed from the start so that rounding never accumulates.
    func advanceToNextFire() {
        guard let cadence else { return }
        repeats += 1
        // Counted on the cadence's own grid, whose step 1 is the first fire: for a 60 Hz link
        // started at t, fire n is at t + n/60 s exactly rounded, never a sum of rounded steps.
        fireInstant = firstFireInstant + (cadence.offset(after: repeats + 1) - cadence.offset(after: 1))
    }

    /// Orders timers by fire time, then by creation, so equal deadlines fire in the order
    /// they were scheduled.
    func firesBefore(_ other: ScheduledTimer) -> Bool {
        fireInstant != other.fireInstant ? fireInstant < other.fireInstant : sequence < other.sequence
    }
}

/// How a repeating timer is spaced: `span` divided into `steps` equal parts (one step per
/// fire). A plain interval is one step; a display link at 60 Hz is 1 s in 60 steps.
struct TimerCadence {
    let span: ClockDuration
    let steps: Int64

    /// The time from the first fire to the fire `count` repeats later.
    func offset(after count: Int64) -> ClockDuration {
        steps == 1 ? span * count : span.multiplied(by: count, dividedBy: steps)
    }
}
