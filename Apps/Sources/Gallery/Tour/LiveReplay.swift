import Foundation
import OpenUIKit
import OpenUIKitTesting
import SDLBackend

/// Plays a recording in the live window exactly as a headless replay plays it.
///
/// The application runs on a virtual clock of its own. At each frame tick the replay moves
/// that clock as far as the wall clock has moved since the replay started, through the same
/// ``RecordingPlayer`` the headless replay uses: inputs are sent at their recorded times and
/// timers fire at their own deadlines, never at whatever moment a frame happened to come. The
/// window therefore shows the frames the headless replay computes, at the speed they were
/// recorded, and ends on the same pixels with the same trace. Input from the window is not
/// delivered meanwhile (the driver's ``SDLApplicationDriver/tickOverride``).
///
/// When the recording ends, the replay writes `replay-trace.txt` and `replay-final.png` into
/// the output folder, if there is one (the files `gallery --replay` writes headless), notes
/// "replay finished" in the state file, and keeps the window open on the final frame.
@MainActor
final class LiveReplay {
    private let player: RecordingPlayer
    private let driver: SDLApplicationDriver
    private let output: URL?
    private let log: GalleryLog
    private var wallStart: Double = 0

    init(recording: InputRecording, driver: SDLApplicationDriver, clock: VirtualClock, output: URL?, log: GalleryLog) {
        self.player = RecordingPlayer(recording, into: driver.application, clock: clock)
        self.driver = driver
        self.output = output
        self.log = log
    }

    /// Starts the replay now; the driver keeps this object through its tick hook.
    func attach() {
        wallStart = driver.clock.now
        driver.tickOverride = { [self] in tick() }
    }

    private func tick() {
        guard !player.isFinished else { return }
        player.play(until: driver.clock.now - wallStart)
        if player.isFinished { finish() }
    }

    private func finish() {
        let application = driver.application
        if let output {
            do {
                try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
                let trace = application.trace.entries.map(\.description).joined(separator: "\n") + "\n"
                try Data(trace.utf8).write(to: output.appendingPathComponent("replay-trace.txt"))
                // As the headless replay does: one more turn, then the screen's pixels.
                application.runLoop.runTurn()
                try ScreenImage.png(of: application).write(to: output.appendingPathComponent("replay-final.png"))
                print("gallery: replayed \(player.recording.events.count) inputs live; wrote replay-final.png and replay-trace.txt to \(output.path)")
            } catch {
                FileHandle.standardError.write(Data("gallery: could not write the replay's results: \(error)\n".utf8))
            }
        }
        log.note("replay finished")
    }
}
