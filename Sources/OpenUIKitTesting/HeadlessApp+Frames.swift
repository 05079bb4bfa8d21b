import Foundation
import OpenUIKit

extension HeadlessApp {
    /// Display refresh rates for stepping frames.
    public enum FrameRate: Double, Sendable {
        case hz60 = 60
        case hz120 = 120
    }

    /// Moves the clock by one frame interval of `rate` and runs the turn there (timers on the
    /// way fire at their exact times).
    public func stepFrame(rate: FrameRate = .hz60) {
        stepFrames(1, rate: rate)
    }

    /// Runs `count` frames at `rate`: a turn at each frame time, the times computed from the
    /// start so they do not drift.
    public func stepFrames(_ count: Int, rate: FrameRate = .hz60) {
        precondition(count >= 0, "stepFrames needs a non-negative count, got \(count)")
        let start = now
        for frame in stride(from: 1, through: count, by: 1) {
            application.runLoop.run(until: start + Double(frame) / rate.rawValue)
        }
    }

    /// Runs frames at `rate` until `seconds` have passed (the last frame lands exactly at the
    /// end, which may be closer than a whole interval), calling `body` after each with the
    /// time since the start.
    public func runFrames(for seconds: TimeInterval, rate: FrameRate = .hz60, _ body: (TimeInterval) -> Void = { _ in }) {
        precondition(seconds.isFinite && seconds >= 0, "runFrames needs a finite, non-negative duration, got \(seconds)")
        let start = now
        let frames = Int((seconds * rate.rawValue).rounded(.up))
        for frame in stride(from: 1, through: frames, by: 1) {
            let elapsed = min(Double(frame) / rate.rawValue, seconds)
            application.runLoop.run(until: start + elapsed)
            body(elapsed)
        }
    }
}
