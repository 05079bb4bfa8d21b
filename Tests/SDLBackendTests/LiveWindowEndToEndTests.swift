import Foundation
import Testing

/// The gallery's live window under a virtual X server, driven from outside as a user would:
/// real X mouse and key events (xdotool), screenshots (ImageMagick), and the gallery's state
/// file telling what its controls did. Cancelled with the reason where Xvfb and the X tools
/// are missing or no X server starts (`make test-window` installs them).
@Suite("Live window end to end")
struct LiveWindowEndToEndTests {
    /// The gallery binary, built next to the test bundle by `swift build --build-tests`.
    private static var galleryPath: String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        return bundle.deletingLastPathComponent().appendingPathComponent("gallery").path
    }

    @Test("A click fires the controls screen's button and a key types into its text field, pixels changing")
    func clickAndType() throws {
        if let missing = XvfbSession.missingTools {
            try Test.cancel("Skipped: the live-window test needs \(missing) (run make test-window to install them)")
        }
        guard FileManager.default.isExecutableFile(atPath: Self.galleryPath) else {
            try Test.cancel("Skipped: \(Self.galleryPath) is not built (swift build --build-tests builds it)")
        }
        let x: XvfbSession
        do {
            x = try XvfbSession()
        } catch {
            try Test.cancel("Skipped: no X server could be started: \(error)")
        }

        let stateFile = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-state-\(UUID()).txt").path
        defer { try? FileManager.default.removeItem(atPath: stateFile) }
        let gallery = Process()
        gallery.executableURL = URL(fileURLWithPath: Self.galleryPath)
        gallery.arguments = ["--window", "--screen", "controls", "--state-file", stateFile, "--exit-after", "60"]
        gallery.environment = ProcessInfo.processInfo.environment.merging(
            // x11 explicitly: the backend tests in this process set SDL_VIDEODRIVER=dummy.
            ["DISPLAY": x.display, "SDL_VIDEODRIVER": "x11", "SDL_RENDER_DRIVER": "software"]) { $1 }
        gallery.standardOutput = FileHandle.nullDevice
        try gallery.run()
        defer {
            if gallery.isRunning { kill(gallery.processIdentifier, SIGKILL) }
            gallery.waitUntilExit()
        }
        func state() -> String { (try? String(contentsOfFile: stateFile, encoding: .utf8)) ?? "" }

        // The window appears and shows its first frame (the button is blue). The wait is long
        // because the whole suite runs in parallel beside the gallery's first (cold) start; it
        // ends as soon as the window is there.
        var windowID = ""
        #expect(XvfbSession.poll(timeout: 40) {
            windowID = (try? x.run("xdotool", ["search", "--name", "OpenUIKit Gallery"]))?
                .split(separator: "\n").first.map(String.init) ?? ""
            return !windowID.isEmpty && state().contains("window open")
        })
        try #require(!windowID.isEmpty, "the gallery window did not appear; state: \(state())")
        // Window pixels (scale 1 = points); the content starts below the 44-point tab strip.
        let buttonPixel = (x: 30, y: 44 + 30)
        let barPixel = (x: 24, y: 44 + 236)
        var buttonBefore: [Int] = []
        #expect(XvfbSession.poll(timeout: 5) {
            buttonBefore = (try? x.pixel(ofWindow: windowID, x: buttonPixel.x, y: buttonPixel.y)) ?? []
            return buttonBefore.count == 3 && buttonBefore[2] > 200 && buttonBefore[0] < 100  // blue
        }, "first frame not shown: button pixel \(buttonBefore)")

        // A real click on the button: its action fires and its colour changes.
        try x.run("xdotool", ["mousemove", "--window", windowID, "100", "\(44 + 42)", "click", "1"])
        #expect(XvfbSession.poll(timeout: 5) { state().contains("button tapped 1") }, "state: \(state())")
        var buttonAfter: [Int] = []
        #expect(XvfbSession.poll(timeout: 5) {
            buttonAfter = (try? x.pixel(ofWindow: windowID, x: buttonPixel.x, y: buttonPixel.y)) ?? []
            return buttonAfter.count == 3 && buttonAfter[0] > 200 && buttonAfter[2] < 100  // orange
        }, "button pixel is \(buttonAfter), not orange")

        // A click focuses the text field; a real key press types into it; the length bar grows.
        let barBefore = try x.pixel(ofWindow: windowID, x: barPixel.x, y: barPixel.y)
        try x.run("xdotool", ["mousemove", "--window", windowID, "100", "\(44 + 203)", "click", "1"])
        #expect(XvfbSession.poll(timeout: 5) { state().contains("text field editing") }, "state: \(state())")
        try x.run("xdotool", ["key", "--window", windowID, "q"])
        #expect(XvfbSession.poll(timeout: 5) { state().contains("text \"q\"") }, "state: \(state())")
        var barAfter: [Int] = []
        #expect(XvfbSession.poll(timeout: 5) {
            barAfter = (try? x.pixel(ofWindow: windowID, x: barPixel.x, y: barPixel.y)) ?? []
            return !barAfter.isEmpty && barAfter != barBefore
        }, "text bar pixel stayed \(barBefore)")

        // Ctrl+Q closes the window: the application is told it will terminate and exits.
        // (xdotool reports failure when the window is gone before the keys come up.)
        _ = try? x.run("xdotool", ["key", "--window", windowID, "ctrl+q"])
        #expect(XvfbSession.poll(timeout: 5) { !gallery.isRunning }, "the gallery did not quit")
        #expect(state().contains("will terminate"), "state: \(state())")
    }
}
