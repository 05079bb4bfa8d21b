import Foundation

/// A timer on an application's run loop, firing on the application clock.
///
/// OpenUIKit's own timers (gesture timeouts, delayed touches, control repeats) are these, so
/// they are exactly as deterministic as the clock.
@MainActor
public final class ScheduledTimer {
    /// When the timer fires next.
    public internal(set) var fireTime: TimeInterval
    /// The repeat interval, or `nil` for a one-shot timer.
    public let interval: TimeInterval?
    /// Whether the timer will still fire.
    public internal(set) var isValid = true
    let sequence: UInt64
    let action: @MainActor (ScheduledTimer) -> Void

    init(
        fireTime: TimeInterval, interval: TimeInterval?, sequence: UInt64,
        action: @escaping @MainActor (ScheduledTimer) -> Void
    ) {
        self.fireTime = fireTime
        self.interval = interval
        self.sequence = sequence
        self.action = action
    }

    /// Stops the timer; it will not fire again.
    public func invalidate() { isValid = false }

    /// Orders timers by fire time, then by creation, so equal deadlines fire in the order
    /// they were scheduled.
    func firesBefore(_ other: ScheduledTimer) -> Bool {
        fireTime != other.fireTime ? fireTime < other.fireTime : sequence < other.sequence
    }
}
