import Foundation

/// The current time of the current application's clock (`UIApplication.shared`), in seconds:
/// the time animations are timed against.
///
/// Core Animation itself never reads a clock; this façade reads the application clock, so on
/// a `VirtualClock` it is exactly the virtual time.
/// - Note: See https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime
// UIKit divergence: main-actor isolated, and it reads the application clock (virtual in tests)
// instead of the host's monotonic time.
@MainActor @preconcurrency
public func CACurrentMediaTime() -> CFTimeInterval {
    UIApplication.shared.runLoop.clock.now
}
