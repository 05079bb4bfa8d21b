import Foundation
import Testing

/// The gallery binary running in a live window under an ``XvfbSession``, with the state file
/// it appends what the user did to. Stopped (killed if it is still running) by ``stop()``.
final class LiveGalleryProcess {
    let process = Process()
    let stateFile: String
    private let x: XvfbSession
    /// The X window id, once ``waitForWindow()`` has found it.
    private(set) var windowID = ""
    /// The file the gallery's standard error goes to (read when it exits early).
    private let errorFile: String

    /// The gallery binary, built next to the test bundle by `swift build --build-tests`.
    static var galleryPath: String { GalleryHeadlessTests.galleryPath }

    /// Starts a virtual X server and the gallery window in it, or cancels the test with the
    /// reason where the X tools, the gallery binary or an X server are missing.
    static func start(_ arguments: [String]) throws -> LiveGalleryProcess {
        if let missing = XvfbSession.missingTools {
            try Test.cancel("Skipped: the live-window test needs \(missing) (run make test-window to install them)")
        }
        guard FileManager.default.isExecutableFile(atPath: galleryPath) else {
            try Test.cancel("Skipped: \(galleryPath) is not built (swift build --build-tests builds it)")
        }
        let x: XvfbSession
        do {
            x = try XvfbSession()
        } catch {
            try Test.cancel("Skipped: no X server could be started: \(error)")
        }
        return try LiveGalleryProcess(x: x, arguments: arguments)
    }

    private init(x: XvfbSession, arguments: [String]) throws {
        self.x = x
        stateFile = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-state-\(UUID()).txt").path
        errorFile = stateFile + ".stderr"
        process.executableURL = URL(fileURLWithPath: Self.galleryPath)
        process.arguments = ["--window"] + arguments + ["--state-file", stateFile]
        process.environment = ProcessInfo.processInfo.environment.merging(
            // x11 explicitly, whatever SDL_VIDEODRIVER the environment sets (the backend's tests use dummy).
            ["DISPLAY": x.display, "SDL_VIDEODRIVER": "x11", "SDL_RENDER_DRIVER": "software"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        _ = FileManager.default.createFile(atPath: errorFile, contents: nil)
        process.standardError = FileHandle(forWritingAtPath: errorFile)
        try process.run()
    }

    /// What the gallery wrote to its state file so far.
    func state() -> String { (try? String(contentsOfFile: stateFile, encoding: .utf8)) ?? "" }

    /// Waits until the window exists and the gallery says it is open. The wait is long because
    /// the whole suite runs in parallel beside the gallery's first (cold) start; it ends as
    /// soon as the window is there, or as soon as the gallery has exited (it will not open one).
    func waitForWindow() -> Bool {
        XvfbSession.poll(timeout: 90) {
            guard process.isRunning else { return true }
            windowID = (try? x.run("xdotool", ["search", "--name", "OpenUIKit Gallery"]))?
                .split(separator: "\n").first.map(String.init) ?? ""
            return !windowID.isEmpty && state().contains("window open")
        } && process.isRunning && !windowID.isEmpty
    }

    /// Why the window did not appear: the gallery's exit status and what it printed, or its state.
    var notOpenedReason: String {
        guard !process.isRunning else { return "still running; state: \(state())" }
        let printed = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
        return "the gallery exited with status \(process.terminationStatus): \(printed)"
    }

    /// The red, green and blue of window pixel (`x`, `y`), or [] if it cannot be read.
    func pixel(x px: Int, y py: Int) -> [Int] {
        (try? x.pixel(ofWindow: windowID, x: px, y: py)) ?? []
    }

    /// Clicks window point (`x`, `y`) with real X mouse events.
    func click(x px: Int, y py: Int) throws {
        try x.run("xdotool", ["mousemove", "--window", windowID, "\(px)", "\(py)", "click", "1"])
    }

    /// Presses `key` (xdotool's name) in the window.
    func key(_ key: String) throws {
        try x.run("xdotool", ["key", "--window", windowID, key])
    }

    /// Ctrl+Q, as a person quits; true if the gallery then exits.
    func quit() -> Bool {
        // xdotool reports failure when the window is gone before the keys come up.
        _ = try? x.run("xdotool", ["key", "--window", windowID, "ctrl+q"])
        return XvfbSession.poll(timeout: 5) { !process.isRunning }
    }

    /// Kills the gallery if it still runs and removes the state file.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: stateFile)
        try? FileManager.default.removeItem(atPath: errorFile)
    }
}
