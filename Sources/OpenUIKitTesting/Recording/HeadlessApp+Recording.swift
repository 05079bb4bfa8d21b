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
        inputObserver = recorder
        return recorder
    }

    /// Stops recording and returns what was recorded, lasting until now.
    public func stopRecording() -> InputRecording? {
        // Only startRecording(metadata:) attaches an observer, and it is always a recorder.
        defer { inputObserver = nil }
        return (inputObserver as? InputRecorder)?.finish(at: clock.now)
    }

    /// Plays `recording` into this application: each input at its recorded time after now,
    /// through the same queue live input takes, then runs the clock to the recording's end.
    ///
    /// Replaying the same recording into two identically built applications gives identical
    /// traces and pixels.
    public func replay(_ recording: InputRecording) {
        let player = RecordingPlayer(recording, into: application, clock: clock)
        player.onInput = inputObserver.map { observer in { observer.observe($0) } }
        player.playToEnd()
    }
}
