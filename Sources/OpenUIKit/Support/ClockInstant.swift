import Foundation

/// A moment on an application clock: whole nanoseconds since the clock's origin.
///
/// The clock, timers and the run loop keep time as instants, so deadlines are compared
/// exactly (a timer due at 0.3 s fires in the turn at 0.3 s, however the clock got there).
/// Times UIKit shows as `TimeInterval` — event timestamps, `CADisplayLink` timestamps,
/// `CACurrentMediaTime()` — are ``seconds`` of an instant.
public struct ClockInstant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Nanoseconds since the clock's origin.
    public var nanoseconds: Int64

    /// The instant `nanoseconds` after the clock's origin.
    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    /// The instant closest to `seconds` after the origin, rounded to the nearest nanosecond.
    /// NaN, infinities and times beyond 64-bit nanoseconds stop with a message.
    public init(seconds: TimeInterval) {
        self.init(nanoseconds: ClockDuration.nanoseconds(fromSeconds: seconds, what: "A clock time"))
    }

    /// The instant closest to `seconds` after the origin, or nil when the clock cannot hold it
    /// (NaN, an infinity, or beyond 64-bit nanoseconds): for times that come from outside, such
    /// as input timestamps, which are checked rather than trusted.
    package init?(checkedSeconds seconds: TimeInterval) {
        guard let nanoseconds = ClockDuration.checkedNanoseconds(fromSeconds: seconds) else { return nil }
        self.init(nanoseconds: nanoseconds)
    }

    /// The clock's origin.
    public static let zero = ClockInstant(nanoseconds: 0)

    /// Seconds since the origin, as UIKit's `TimeInterval` (the `Double` nearest to the exact
    /// value; see ``ClockDuration/seconds``).
    public var seconds: TimeInterval { TimeInterval(nanoseconds) / TimeInterval(ClockDuration.nanosecondsPerSecond) }

    /// The time since the origin.
    public var sinceOrigin: ClockDuration { ClockDuration(nanoseconds: nanoseconds) }

    public static func < (lhs: ClockInstant, rhs: ClockInstant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    public static func + (lhs: ClockInstant, rhs: ClockDuration) -> ClockInstant {
        ClockInstant(nanoseconds: ClockDuration.add(lhs.nanoseconds, rhs.nanoseconds, what: "\(lhs) + \(rhs)"))
    }

    public static func - (lhs: ClockInstant, rhs: ClockDuration) -> ClockInstant {
        ClockInstant(nanoseconds: ClockDuration.subtract(lhs.nanoseconds, rhs.nanoseconds, what: "\(lhs) - \(rhs)"))
    }

    /// The time from `rhs` to `lhs`.
    public static func - (lhs: ClockInstant, rhs: ClockInstant) -> ClockDuration {
        ClockDuration(nanoseconds: ClockDuration.subtract(lhs.nanoseconds, rhs.nanoseconds, what: "\(lhs) - \(rhs)"))
    }

    public static func += (lhs: inout ClockInstant, rhs: ClockDuration) { lhs = lhs + rhs }

    public var description: String { "\(nanoseconds) ns" }
}
