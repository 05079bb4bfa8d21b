import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live clock: seconds from the system's monotonic clock, unaffected by wall-clock changes.
/// Only live backends use it; tests and headless runs use ``VirtualClock``.
@MainActor
public final class MonotonicClock: ApplicationClock {
    private let origin: TimeInterval

    public init() {
        origin = Self.read()
    }

    public var now: TimeInterval { Self.read() - origin }

    private static func read() -> TimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return TimeInterval(spec.tv_sec) + TimeInterval(spec.tv_nsec) / 1_000_000_000
    }
}
