import Foundation

/// The one source of time for an application: timers, gesture timeouts, delayed touches and
/// animations all read it, so a virtual clock makes every time-based behaviour reproducible.
@MainActor
public protocol ApplicationClock: AnyObject {
    /// Seconds since an arbitrary origin; never decreases.
    var now: TimeInterval { get }
}

/// A clock that only moves when told to: the clock of tests and headless runs.
@MainActor
public final class VirtualClock: ApplicationClock {
    public private(set) var now: TimeInterval

    /// Creates a clock reading `start` seconds.
    public init(start: TimeInterval = 0) {
        self.now = start
    }

    /// Moves the clock to `time`. Time never goes backwards: an earlier time is an error.
    public func set(to time: TimeInterval) {
        precondition(time >= now, "VirtualClock cannot go back from \(now) to \(time)")
        now = time
    }
}
