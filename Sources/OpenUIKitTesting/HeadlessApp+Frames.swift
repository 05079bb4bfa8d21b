import Foundation
import OpenUIKit

extension HeadlessApp {
    /// Display refresh rates for stepping frames.
    public enum FrameRate: Double, Sendable {
        case hz60 = 60
        case hz120 = 120

        /// The time of frame `frame` after a start: the nanosecond nearest `frame` ÷ rate
        /// seconds, the moment a `CADisplayLink` at this rate fires.
        func time(ofFrame frame: Int) -> ClockDuration {
            ClockDuration.seconds(1).multiplied(by: Int64(frame), dividedBy: Int64(rawValue))
        }
    }

    /// Moves the clock by one frame interval of `rate` and runs the turn there (timers on the
    /// way fire at their exact times).
    public func stepFrame(rate: FrameRate = .hz60) {
        stepFrames(1, rate: rate)
    }

    /// Runs `count` frames at `rate`: a turn at each frame time. Frame times are whole
    /// nanoseconds on a grid counted from a start, so they do not drift: frame n is the
    /// nanosecond nearest n ÷ rate seconds after it. Steps continue the grid of the previous
    /// step while nothing else moved the clock (sixty `stepFrame()` calls are exactly one
    /// second); otherwise the grid starts now.
    public func stepFrames(_ count: Int, rate: FrameRate = .hz60) {
        Fatal.check(count >= 0, "stepFrames needs a non-negative count, got \(count)")
        var grid = frameGrid.flatMap { $0.continues(at: clock.instant, rate: rate) ? $0 : nil }
            ?? FrameGrid(start: clock.instant, rate: rate, frame: 0)
        for _ in 0..<count {
            grid.frame += 1
            application.runLoop.run(until: grid.time)
            frameGrid = grid
        }
    }

    /// Runs frames at `rate` until `seconds` have passed (the last frame lands exactly at the
    /// end, which may be closer than a whole interval), calling `body` after each with the
    /// time since the start.
    public func runFrames(for seconds: TimeInterval, rate: FrameRate = .hz60, _ body: (TimeInterval) -> Void = { _ in }) {
        Fatal.check(seconds.isFinite && seconds >= 0, "runFrames needs a finite, non-negative duration, got \(seconds)")
        let start = clock.instant
        let total = ClockDuration(seconds: seconds)
        // The first frame whose time reaches the end is the last one (clamped to the end).
        var frames = max(Int((seconds * rate.rawValue).rounded(.down)), 0)
        while rate.time(ofFrame: frames) < total { frames += 1 }
        while frames > 0, rate.time(ofFrame: frames - 1) >= total { frames -= 1 }
        for frame in stride(from: 1, through: frames, by: 1) {
            let elapsed = min(rate.time(ofFrame: frame), total)
            application.runLoop.run(until: start + elapsed)
            body(elapsed.seconds)
        }
    }
}

/// The frames ``HeadlessApp/stepFrames(_:rate:)`` steps through: frame `frame` of `rate`
/// counted from `start`.
struct FrameGrid {
    let start: ClockInstant
    let rate: HeadlessApp.FrameRate
    var frame: Int

    /// The time of the current frame.
    var time: ClockInstant { start + rate.time(ofFrame: frame) }

    /// Whether a step at `rate` from `now` continues this grid (the clock is still on its
    /// current frame).
    func continues(at now: ClockInstant, rate: HeadlessApp.FrameRate) -> Bool {
        rate == self.rate && now == time
    }
}
