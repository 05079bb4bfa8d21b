import Foundation
import Testing

/// The tasks sample app (`@main` application delegate, scene delegate, no test hooks) opened in
/// a live window under a virtual X server as `make tasks-app` opens it, and used as a person
/// would: add a task through the sheet with real clicks and key presses, then quit with Ctrl+Q.
/// What happened is read from the window's pixels (390 x 844 points at scale 1). Cancelled with
/// the reason where the X tools are missing (`make test-window` installs them). Part of the
/// live-window suite, which is serialized: one X server at a time.
extension LiveWindowEndToEndTests {
    /// The tasks-app binary, built next to the test bundle by `swift build --build-tests`.
    private static var tasksAppPath: String {
        URL(fileURLWithPath: GalleryHeadlessTests.galleryPath).deletingLastPathComponent()
            .appendingPathComponent("tasks-app").path
    }

    /// Window points: inside the first row of "Today", the "+" bar button, the sheet's Add
    /// button, and a point on the first row of "Later" that a new task in "Today" pushes down
    /// below the section's header.
    private static let firstRow = (x: 300, y: 266)
    private static let addBarButton = (x: 352, y: 68)
    private static let sheetAddButton = (x: 356, y: 454)
    private static let laterFirstRow = (x: 300, y: 479)

    @Test("The tasks app: adding a task through the sheet with the mouse and keyboard, then Ctrl+Q, which ends the app with status 0")
    func addTaskAndQuit() throws {
        if let missing = XvfbSession.missingTools {
            try Test.cancel("Skipped: the live-window test needs \(missing) (run make test-window to install them)")
        }
        guard FileManager.default.isExecutableFile(atPath: Self.tasksAppPath) else {
            try Test.cancel("Skipped: \(Self.tasksAppPath) is not built (swift build --build-tests builds it)")
        }
        // A screen taller than the phone-sized window (844 points at scale 1).
        let x = try XvfbSession(width: 1000, height: 1000)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.tasksAppPath)
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["DISPLAY": x.display, "SDL_VIDEODRIVER": "x11", "SDL_RENDER_DRIVER": "software"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }

        var window = ""
        func pixel(_ point: (x: Int, y: Int)) -> [Int] { (try? x.pixel(ofWindow: window, x: point.x, y: point.y)) ?? [] }
        try #require(XvfbSession.poll(timeout: 90) {
            guard process.isRunning else { return true }
            window = (try? x.run("xdotool", ["search", "--name", "tasks-app"]))?.split(separator: "\n").first.map(String.init) ?? ""
            return !window.isEmpty && pixel(Self.firstRow) == [255, 255, 255]
        } && process.isRunning, "the tasks app's window did not show its list (exit status \(process.isRunning ? "-" : "\(process.terminationStatus)"))")
        #expect(pixel(Self.laterFirstRow) == [255, 255, 255], "Later's first row: \(pixel(Self.laterFirstRow))")

        // "+" presents the new-task sheet: the list behind it is dimmed.
        try x.run("xdotool", ["mousemove", "--window", window, "\(Self.addBarButton.x)", "\(Self.addBarButton.y)", "click", "1"])
        #expect(XvfbSession.poll(timeout: 10) { let p = pixel(Self.firstRow); return p.count == 3 && p[0] < 230 },
            "the sheet did not dim the list: \(pixel(Self.firstRow))")

        // A title typed on the keyboard enables Add; Add dismisses the sheet and the list gains a
        // row in Today, pushing Later down (its header's grey is where its first row was).
        try x.run("xdotool", ["type", "--window", window, "--delay", "30", "Live task"])
        try x.run("xdotool", ["mousemove", "--window", window, "\(Self.sheetAddButton.x)", "\(Self.sheetAddButton.y)", "click", "1"])
        #expect(XvfbSession.poll(timeout: 10) {
            pixel(Self.firstRow) == [255, 255, 255] && pixel(Self.laterFirstRow) == [242, 242, 247]
        }, "no new row: first row \(pixel(Self.firstRow)), Later \(pixel(Self.laterFirstRow))")

        // Ctrl+Q ends the run; UIApplicationMain returns and the program exits with 0.
        _ = try? x.run("xdotool", ["key", "--window", window, "ctrl+q"])
        #expect(XvfbSession.poll(timeout: 10) { !process.isRunning })
        if !process.isRunning { #expect(process.terminationStatus == 0) }
    }
}
