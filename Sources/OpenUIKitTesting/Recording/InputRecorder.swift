import Foundation
import OpenUIKit

/// Collects the inputs an application receives into an ``InputRecording``, their times made
/// relative to when recording started.
///
/// ``HeadlessApp/startRecording(metadata:)`` attaches one to a headless application; a live
/// backend feeds ``record(_:)`` from its own input path.
@MainActor @preconcurrency
public final class InputRecorder {
    private var recording: InputRecording
    private let startTime: TimeInterval
    private var lastTime: TimeInterval = 0

    /// Starts an empty recording of a screen of `screenSize` points at `scale`, at clock time
    /// `startTime`.
    public init(screenSize: CGSize, scale: CGFloat, metadata: [String: String] = [:], startTime: TimeInterval) {
        recording = InputRecording(screenSize: screenSize, scale: scale, metadata: metadata)
        self.startTime = startTime
    }

    /// Adds `input`, which happened at its own timestamp on the application clock.
    public func record(_ input: InputEvent) {
        // Never let a time go backwards in the file, even if a backend reports one late.
        let time = max(lastTime, input.timestamp - startTime)
        lastTime = time
        recording.events.append(input.retimed(to: time))
    }

    /// The recording so far, running until clock time `now`.
    public func finish(at now: TimeInterval) -> InputRecording {
        var finished = recording
        finished.duration = max(lastTime, now - startTime)
        return finished
    }
}

extension InputEvent {
    /// The same input at `time` (every finger of a multi-finger input at that instant).
    public func retimed(to time: TimeInterval) -> InputEvent {
        switch self {
        case .touch(var touch):
            touch.timestamp = time
            return .touch(touch)
        case .touches(let touches):
            return .touches(touches.map { touch in
                var moved = touch
                moved.timestamp = time
                return moved
            })
        case .key(var key):
            key.timestamp = time
            return .key(key)
        case .text(let text, _): return .text(text, timestamp: time)
        case .shake(let phase, _): return .shake(phase, timestamp: time)
        case .remoteControl(let subtype, _): return .remoteControl(subtype, timestamp: time)
        }
    }
}
