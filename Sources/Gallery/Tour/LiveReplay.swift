import Foundation
import OpenUIKit
import OpenUIKitTesting
import SDLBackend

/// Feeds a recording into the live window: after every turn, each input whose time has come
/// is queued with its recorded time on the window's clock, so the next turn dispatches it.
///
/// Live turns follow the real clock, so an input reaches the application at the first turn at
/// or after its time (within a frame); its timestamp is still the recorded one.
@MainActor
final class LiveReplay {
    private let recording: InputRecording
    private let driver: SDLApplicationDriver
    private var next = 0
    private var base: Double = 0

    init(recording: InputRecording, driver: SDLApplicationDriver) {
        self.recording = recording
        self.driver = driver
    }

    /// Starts the replay now; the driver keeps this object through its `afterTurn` hook.
    func attach() {
        base = driver.clock.now
        driver.afterTurn = { [self] in feed() }
    }

    private func feed() {
        let now = driver.clock.now
        while next < recording.events.count, base + recording.events[next].timestamp <= now {
            let event = recording.events[next]
            driver.application.enqueue(event.retimed(to: base + event.timestamp))
            next += 1
        }
    }
}
