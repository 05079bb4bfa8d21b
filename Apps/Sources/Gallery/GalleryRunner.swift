import Foundation
import OpenUIKit
import OpenUIKitTesting
import SDLBackend

/// Starts the gallery headless or live.
@MainActor
enum GalleryRunner {
    /// The gallery's screen, in points: wide enough for nine 44-point tabs.
    static let screenSize = CGSize(width: 400, height: 640)

    /// Builds the gallery's window on `screen` in the current application.
    static func makeWindow(screen: GalleryScreen, log: GalleryLog, overlay: Bool = false) -> (GalleryWindow, GalleryViewController) {
        let gallery = GalleryViewController(screen: screen, log: log)
        let window = GalleryWindow(frame: UIScreen.main.bounds)
        window.gallery = gallery
        window.log = log
        window.rootViewController = gallery
        window.makeKeyAndVisible()
        window.setOverlayVisible(overlay)
        return (window, gallery)
    }

    /// Runs the scripted tour headless and writes, into `output`: PNG frames at the key
    /// moments (`frames/`), the event trace (`trace.jsonl`), the inputs (`input.jsonl`, which
    /// `--replay` plays back) and `report.html`. Names the folder at the end.
    static func runTour(scale: CGFloat, output: String, stateFile: String?, record: String?) throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let log = GalleryLog(stateFile: stateFile)
        let run = try GalleryTour.run(scale: scale, output: folder, log: log) { line in
            FileHandle.standardError.write(Data("gallery tour \(line)\n".utf8))
        }
        try TourReport.writeTrace(run, to: folder.appendingPathComponent("trace.jsonl"))
        let recording = Data(run.recording.jsonLines().utf8)
        try recording.write(to: folder.appendingPathComponent("input.jsonl"))
        if let record { try recording.write(to: URL(fileURLWithPath: record)) }
        try Data(TourReport.html(run).utf8).write(to: folder.appendingPathComponent("report.html"))
        let frames = run.steps.filter { $0.frame != nil }.count
        print("gallery: wrote the tour (\(run.steps.count) steps, \(frames) PNG frames, trace.jsonl, input.jsonl, report.html) to \(folder.path)")
    }

    /// Replays a recording headless into a new gallery and writes the final frame and the
    /// trace into `output`.
    static func replayHeadless(_ recording: InputRecording, output: String, stateFile: String?) throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let log = GalleryLog(stateFile: stateFile)
        let app = HeadlessApp(screenSize: recording.screenSize, scale: recording.scale)
        app.application.makeCurrent()
        let start = recording.metadata["screen"].flatMap(GalleryScreen.init(rawValue:)) ?? .hitTest
        app.trace.isEnabled = true
        let (window, _) = makeWindow(screen: start, log: log, overlay: recording.metadata["overlay"] == "on")
        app.runTurn()
        app.replay(recording)
        let trace = app.trace.entries.map(\.description).joined(separator: "\n") + "\n"
        try Data(trace.utf8).write(to: folder.appendingPathComponent("replay-trace.txt"))
        try app.renderPNG().write(to: folder.appendingPathComponent("replay-final.png"))
        withExtendedLifetime(window) {}
        print("gallery: replayed \(recording.events.count) inputs over \(recording.duration) s; wrote replay-final.png and replay-trace.txt to \(folder.path)")
    }

    /// Opens the live window and runs until it is closed (or `exitAfter` seconds pass).
    ///
    /// With `record`, every input the window receives is written there as JSON Lines when it
    /// closes; with `replay`, the recording is played instead, on a virtual clock paced by the
    /// wall clock, exactly as the headless replay plays it (its trace and final frame go to
    /// `output`).
    static func runLive(
        screen: GalleryScreen, scale: CGFloat, stateFile: String?, exitAfter: Double?, frameStats: Bool,
        overlay: Bool = false, record: String? = nil, replay: InputRecording? = nil, output: String? = nil
    ) throws {
        let size = replay?.screenSize ?? screenSize
        let replayClock = replay.map { _ in VirtualClock() }
        let driver = try SDLApplicationDriver(
            title: title(for: screen), size: size, scale: replay?.scale ?? scale, replayClock: replayClock)
        let log = GalleryLog(stateFile: stateFile)
        let start = replay?.metadata["screen"].flatMap(GalleryScreen.init(rawValue:)) ?? screen
        let showsOverlay = overlay || replay?.metadata["overlay"] == "on"
        // A replay traces from the start, as the headless replay does.
        if replay != nil { driver.application.trace.isEnabled = true }
        let (window, gallery) = makeWindow(screen: start, log: log, overlay: showsOverlay)
        let recorder = record.map { _ in
            InputRecorder(
                screenSize: size, scale: driver.application.screen.scale,
                metadata: ["screen": start.rawValue, "program": "gallery --window", "overlay": showsOverlay ? "on" : "off"],
                startTime: driver.clock.now)
        }
        if let recorder { driver.onInput = { recorder.record($0) } }
        if let replay, let replayClock {
            driver.application.runLoop.runTurn()
            let folder = output.map { URL(fileURLWithPath: $0, isDirectory: true) }
            LiveReplay(recording: replay, driver: driver, clock: replayClock, output: folder, log: log).attach()
        }
        gallery.onScreenChange = { [unowned driver] screen in driver.title = title(for: screen) }
        let delegate = LiveDelegate()
        delegate.log = log
        driver.application.delegate = delegate
        log.note("window open")
        let deadline = exitAfter.map { driver.clock.now + $0 }
        driver.run(until: { deadline.map { driver.clock.now >= $0 } ?? false })
        if frameStats { print("gallery: frames: \(driver.statistics.summary)") }
        if let recorder, let record {
            try Data(recorder.finish(at: driver.clock.now).jsonLines().utf8).write(to: URL(fileURLWithPath: record))
            print("gallery: recorded the session to \(record)")
        }
        withExtendedLifetime((delegate, window)) {}
    }

    /// The window title: the screen and the shortcuts.
    static func title(for screen: GalleryScreen) -> String {
        "OpenUIKit Gallery — \(screen.title) · PgUp/PgDn screens · F2 overlay · Alt-drag pinch · Alt+Shift-drag pan · Ctrl+Alt+Z shake · Ctrl+Q quit"
    }
}

/// Logs the end of the live application.
@MainActor
final class LiveDelegate: UIResponder, UIApplicationDelegate {
    /// Where the end is noted (set right after creation: an application delegate is created
    /// with `init()`).
    var log: GalleryLog?

    func applicationWillTerminate(_ application: UIApplication) {
        log?.note("will terminate")
    }
}
