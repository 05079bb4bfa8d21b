import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live clock: nanoseconds from the system's monotonic clock, unaffected by wall-clock
/// changes, counted from when the clock was made. Only live backends use it; tests and
/// headless runs use ``VirtualClock``.
@MainActor @preconcurrency
public final class MonotonicClock: ApplicationClock {
    private let origin: Int64

    public init() {
        origin = Self.read()
    }

    public var instant: ClockInstant { ClockInstant(nanoseconds: Self.read() - origin) }

    /// The system's monotonic time in whole nanoseconds, read without going through `Double`.
    private static func read() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int64(spec.tv_sec) * ClockDuration.nanosecondsPerSecond + Int64(spec.tv_nsec)
    }
}
