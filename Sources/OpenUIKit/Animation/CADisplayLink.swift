import Foundation

/// A timer synchronized with frames, on the application clock: added to an application's run
/// loop, it calls its action once per frame interval with ``timestamp`` (this frame's time) and
/// ``targetTimestamp`` (the next one's).
///
/// Headless frames come as often as the clock is moved; the link fires at each multiple of its
/// interval on the way, exactly, as timers do.
/// - Note: See https://developer.apple.com/documentation/quartzcore/cadisplaylink
// UIKit divergence: Objective-C selectors do not exist; the action is a closure or an unbound
// method of the target (held weakly). The link lives in OpenUIKit because the core has no
// clock; it is added to an `ApplicationRunLoop` rather than a Foundation `RunLoop`.
@MainActor @preconcurrency
public final class CADisplayLink {
    /// The frame rate used when ``preferredFramesPerSecond`` is 0: the headless screen's 60 Hz.
    public static let defaultFramesPerSecond = 60

    /// The fastest rate a link runs at, whatever it asks for: the highest refresh rate of
    /// Apple's displays (ProMotion's 120 Hz). A rate above the display's is lowered to it on
    /// iOS too; asking for two billion frames a second would otherwise schedule a call each
    /// nanosecond.
    // UIKit divergence: iOS lowers the rate to the screen's own maximum (60 Hz on most
    // iPhones); the headless screen has no fixed one, so the highest iOS rate is used.
    package static let highestFramesPerSecond = 120

    private let action: @MainActor (CADisplayLink) -> Void
    private var timer: ScheduledTimer?
    private weak var runLoop: ApplicationRunLoop?

    /// The time of the frame being handled (the last one, between calls).
    public var timestamp: CFTimeInterval { frameInstant.seconds }
    /// The time of the next frame.
    public var targetTimestamp: CFTimeInterval { targetFrameInstant.seconds }
    /// ``timestamp`` on the clock, in whole nanoseconds.
    package private(set) var frameInstant = ClockInstant.zero
    /// ``targetTimestamp`` on the clock, in whole nanoseconds.
    package private(set) var targetFrameInstant = ClockInstant.zero
    /// Whether calls are suspended (the timer keeps its pace).
    public var isPaused = false
    /// The rate asked for; 0 (the default) means ``defaultFramesPerSecond``, and a rate above
    /// `highestFramesPerSecond` runs at that. Changing it takes effect at the next frame.
    public var preferredFramesPerSecond = 0 {
        willSet { Fatal.check(newValue >= 0, "CADisplayLink preferredFramesPerSecond must not be negative, got \(newValue)") }
        didSet { if let runLoop, timer != nil { schedule(on: runLoop) } }
    }

    /// The interval between frames.
    public var duration: CFTimeInterval {
        1 / Double(framesPerSecond)
    }

    /// A link that calls `action` each frame.
    public init(_ action: @escaping @MainActor (CADisplayLink) -> Void) {
        self.action = action
    }

    /// A link that calls `action` on `target` each frame while the target exists.
    // Swift 5 clients pass method references that are not inferred Sendable; the
    // attribute keeps such ported code compiling without changing Swift 6 checking.
    @preconcurrency
    public convenience init<Target: AnyObject>(
        target: Target, action: @escaping @MainActor (Target) -> (CADisplayLink) -> Void
    ) {
        self.init { [weak target] link in
            guard let target else {
                link.invalidate()
                return
            }
            action(target)(link)
        }
    }

    /// Starts calling the action on `runLoop`'s clock, from one interval after now.
    public func add(to runLoop: ApplicationRunLoop) {
        self.runLoop = runLoop
        schedule(on: runLoop)
    }

    /// Stops the link for good.
    public func invalidate() {
        timer?.invalidate()
        timer = nil
        runLoop = nil
    }

    /// The link's rate in frames per second.
    private var framesPerSecond: Int {
        preferredFramesPerSecond > 0
            ? min(preferredFramesPerSecond, Self.highestFramesPerSecond) : Self.defaultFramesPerSecond
    }

    /// Schedules the frames on `runLoop`: frame n at the nanosecond nearest n ÷ rate seconds
    /// after now, so `timestamp` and `targetTimestamp` are integer clock times that never drift
    /// (frame 60 of a 60 Hz link is exactly one second later).
    private func schedule(on runLoop: ApplicationRunLoop) {
        timer?.invalidate()
        let rate = framesPerSecond
        let start = runLoop.clock.instant
        let step = ClockDuration.seconds(1)
        targetFrameInstant = start + step.multiplied(by: 1, dividedBy: Int64(rate))
        var frame: Int64 = 0
        timer = runLoop.schedule(timesPerSecond: rate) { [weak self] timer in
            guard let self else {
                timer.invalidate()
                return
            }
            frame += 1
            frameInstant = start + step.multiplied(by: frame, dividedBy: Int64(rate))
            targetFrameInstant = start + step.multiplied(by: frame + 1, dividedBy: Int64(rate))
            if !isPaused { action(self) }
        }
    }
}
