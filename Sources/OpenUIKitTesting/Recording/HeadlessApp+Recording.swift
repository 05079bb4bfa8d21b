import Foundation
import OpenUIKit

extension HeadlessApp {
    /// Starts recording every input sent to this application from now on; stop with
    /// ``stopRecording()``.
    @discardableResult
    public func startRecording(metadata: [String: String] = [:]) -> InputRecorder {
        let recorder = InputRecorder(
            screenSize: application.screen.bounds.size, scale: application.screen.scale, metadata: metadata,
            startTime: clock.now)
        inputObserver = { [recorder] input in recorder.record(input) }
        activeRecorder = recorder
        return recorder
    }

    /// Stops recording and returns what was recorded, lasting until now.
    public func stopRecording() -> InputRecording? {
        defer {
            inputObserver = nil
            activeRecorder = nil
        }
        return activeRecorder?.finish(at: clock.now)
    }

    /// Plays `recording` into this application: each input at its recorded time after now,
    /// through the same queue live input takes, then runs the clock to the recording's end.
    ///
    /// Replaying the same recording into two identically built applications gives identical
    /// traces and pixels.
    public func replay(_ recording: InputRecording) {
        // Times are whole nanoseconds after the start, so each input is stamped with exactly
        // the clock's time when it is dispatched.
        let base = clock.instant
        for event in recording.events {
            let time = base + ClockDuration(seconds: event.timestamp)
            if time > clock.instant { application.runLoop.advanceClock(to: time) }
            send(event.retimed(to: time.seconds))
        }
        let end = base + ClockDuration(seconds: recording.duration)
        if end > clock.instant { application.runLoop.run(until: end) } else { runTurn() }
    }
}
