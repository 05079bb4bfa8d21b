import Foundation

/// The one source of time for an application: timers, gesture timeouts, delayed touches and
/// animations all read it, so a virtual clock makes every time-based behaviour reproducible.
///
/// A clock counts whole nanoseconds (``instant``); ``now`` is the same moment in seconds, for
/// the UIKit-facing times (event timestamps, media time) derived from it.
@MainActor @preconcurrency
public protocol ApplicationClock: AnyObject {
    /// Nanoseconds since an arbitrary origin; never decreases.
    var instant: ClockInstant { get }
}

extension ApplicationClock {
    /// Seconds since the clock's origin: ``instant`` as a `TimeInterval`.
    public var now: TimeInterval { instant.seconds }
}

/// A clock that only moves when told to: the clock of tests and headless runs.
@MainActor @preconcurrency
public final class VirtualClock: ApplicationClock {
    public private(set) var instant: ClockInstant

    /// Creates a clock reading `start`.
    public init(start: ClockInstant) {
        self.instant = start
    }

    /// Creates a clock reading `start` seconds (rounded to the nearest nanosecond).
    public convenience init(start: TimeInterval = 0) {
        self.init(start: ClockInstant(seconds: start))
    }

    /// Moves the clock to `time`. Time never goes backwards: an earlier time is an error.
    public func set(to time: ClockInstant) {
        Fatal.check(
            time >= instant,
            "VirtualClock cannot go back from \(instant.seconds) s to \(time.seconds) s (\(instant) to \(time))")
        instant = time
    }

    /// Moves the clock to `time` seconds, rounded to the nearest nanosecond.
    public func set(to time: TimeInterval) {
        set(to: ClockInstant(seconds: time))
    }
}
