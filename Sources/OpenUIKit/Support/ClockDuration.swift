import Foundation

/// A span of time on the application clock, in whole nanoseconds.
///
/// Timers and the clock count integer nanoseconds so that repeated steps add up exactly: ten
/// steps of 0.1 s are exactly 1 s, which ten `Double` additions of 0.1 are not. UIKit-facing
/// API keeps `TimeInterval` seconds and converts once, at the boundary, with
/// ``init(seconds:)``.
public struct ClockDuration: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The length in nanoseconds (negative for a span backwards in time).
    public var nanoseconds: Int64

    /// A duration of `nanoseconds` nanoseconds.
    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    /// The duration closest to `seconds`, rounded to the nearest nanosecond.
    ///
    /// NaN, an infinity, or more seconds than 64-bit nanoseconds can count (about 292 years)
    /// stop the program with a message: no timer or clock can hold such a time.
    public init(seconds: TimeInterval) {
        self.init(nanoseconds: ClockDuration.nanoseconds(fromSeconds: seconds, what: "A clock duration"))
    }

    /// No time at all.
    public static let zero = ClockDuration(nanoseconds: 0)

    /// `count` nanoseconds.
    public static func nanoseconds(_ count: Int64) -> ClockDuration { ClockDuration(nanoseconds: count) }

    /// `count` milliseconds.
    public static func milliseconds(_ count: Int64) -> ClockDuration {
        ClockDuration(nanoseconds: scaled(count, by: 1_000_000, what: "\(count) ms"))
    }

    /// `count` whole seconds.
    public static func seconds(_ count: Int64) -> ClockDuration {
        ClockDuration(nanoseconds: scaled(count, by: nanosecondsPerSecond, what: "\(count) s"))
    }

    /// The length in seconds, as UIKit's `TimeInterval`: the `Double` nearest to the exact
    /// quotient (for counts below 2^53 ns, about 104 days), so 100,000,000 ns reads back as the
    /// literal `0.1` and converting a decimal literal there and back gives the literal.
    public var seconds: TimeInterval { TimeInterval(nanoseconds) / TimeInterval(Self.nanosecondsPerSecond) }

    /// `self × multiplier ÷ divisor`, rounded to the nearest nanosecond (halves away from
    /// zero), computed without intermediate overflow: the `k`-th of a series of equal steps
    /// that do not divide evenly into nanoseconds (`.seconds(1).multiplied(by: k, dividedBy: 60)`
    /// is frame `k` at 60 Hz), so the rounding of one step never accumulates.
    public func multiplied(by multiplier: Int64, dividedBy divisor: Int64) -> ClockDuration {
        Fatal.check(divisor > 0, "ClockDuration.multiplied(by:dividedBy:): the divisor must be positive, got \(divisor)")
        let product = nanoseconds.magnitude.multipliedFullWidth(by: multiplier.magnitude)
        let unsignedDivisor = UInt64(divisor)
        let quotient: UInt64
        let remainder: UInt64
        if product.high < unsignedDivisor {
            (quotient, remainder) = unsignedDivisor.dividingFullWidth(product)
        } else {
            (quotient, remainder) = (.max, 0)
        }
        Fatal.check(
            quotient < UInt64(Int64.max),
            "ClockDuration.multiplied(by:dividedBy:): \(self) × \(multiplier) ÷ \(divisor) overflows 64-bit nanoseconds")
        // Halves round away from zero: the remainder is at least half the divisor.
        let rounded = remainder >= unsignedDivisor - remainder ? quotient + 1 : quotient
        let value = Int64(rounded)
        return ClockDuration(nanoseconds: (nanoseconds < 0) != (multiplier < 0) ? -value : value)
    }

    public static func < (lhs: ClockDuration, rhs: ClockDuration) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    public static func + (lhs: ClockDuration, rhs: ClockDuration) -> ClockDuration {
        ClockDuration(nanoseconds: add(lhs.nanoseconds, rhs.nanoseconds, what: "\(lhs) + \(rhs)"))
    }

    public static func - (lhs: ClockDuration, rhs: ClockDuration) -> ClockDuration {
        ClockDuration(nanoseconds: subtract(lhs.nanoseconds, rhs.nanoseconds, what: "\(lhs) - \(rhs)"))
    }

    public static func * (lhs: ClockDuration, rhs: Int64) -> ClockDuration {
        ClockDuration(nanoseconds: scaled(lhs.nanoseconds, by: rhs, what: "\(lhs) × \(rhs)"))
    }

    public static func += (lhs: inout ClockDuration, rhs: ClockDuration) { lhs = lhs + rhs }

    public var description: String { "\(nanoseconds) ns" }

    // MARK: Conversions and checked arithmetic, shared with ClockInstant

    static let nanosecondsPerSecond: Int64 = 1_000_000_000

    /// `seconds` as whole nanoseconds, rounded to the nearest; stops for NaN, infinities and
    /// values beyond 64-bit nanoseconds, naming `what` was being converted.
    static func nanoseconds(fromSeconds seconds: TimeInterval, what: String) -> Int64 {
        Fatal.check(
            seconds.isFinite,
            "\(what) of \(seconds) seconds is not a finite time; the application clock counts whole nanoseconds")
        let scaled = (seconds * TimeInterval(nanosecondsPerSecond)).rounded()
        // 2^63 is exactly representable; every Double below it in magnitude fits in Int64.
        Fatal.check(
            scaled < 0x1p63 && scaled >= -0x1p63,
            "\(what) of \(seconds) seconds is out of range: the application clock counts at most about 292 years in nanoseconds")
        return Int64(scaled)
    }

    /// `seconds` as whole nanoseconds, rounded to the nearest, or nil for NaN, infinities and
    /// values beyond 64-bit nanoseconds: for times that come from outside (input timestamps)
    /// and are checked rather than trusted.
    static func checkedNanoseconds(fromSeconds seconds: TimeInterval) -> Int64? {
        guard seconds.isFinite else { return nil }
        let scaled = (seconds * TimeInterval(nanosecondsPerSecond)).rounded()
        guard scaled < 0x1p63 && scaled >= -0x1p63 else { return nil }
        return Int64(scaled)
    }

    static func add(_ a: Int64, _ b: Int64, what: @autoclosure () -> String) -> Int64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        if overflow { Fatal.stop("Clock arithmetic overflows 64-bit nanoseconds: \(what())") }
        return sum
    }

    static func subtract(_ a: Int64, _ b: Int64, what: @autoclosure () -> String) -> Int64 {
        let (difference, overflow) = a.subtractingReportingOverflow(b)
        if overflow { Fatal.stop("Clock arithmetic overflows 64-bit nanoseconds: \(what())") }
        return difference
    }

    static func scaled(_ a: Int64, by b: Int64, what: @autoclosure () -> String) -> Int64 {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        if overflow { Fatal.stop("Clock arithmetic overflows 64-bit nanoseconds: \(what())") }
        return product
    }
}
