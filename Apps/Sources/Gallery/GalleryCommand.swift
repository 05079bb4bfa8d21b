import ArgumentParser
import Foundation
import OpenUIKit
import OpenUIKitTesting
import SDLBackend

/// `gallery`: OpenUIKit's showcase. Headless by default: a scripted tour that writes PNG frames,
/// the event trace, the recorded inputs and an HTML report (no display needed); `--window`
/// opens the live SDL window; `--record` and `--replay` save and play back input.
@main
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "OpenUIKit's showcase app: a headless scripted tour with an HTML report, or a live window.",
        discussion: """
            Live window: the mouse is one finger; Alt-drag is two fingers mirrored about the \
            window centre (pinch, rotate); Alt+Shift-drag moves two fingers together (pan); \
            Ctrl+Alt+Z shakes; F2 shows the touch overlay; Ctrl+Q quits; media keys send remote-control events; Page Up / Page Down or \
            the coloured tabs switch screens. Screens: \
            \(GalleryScreen.allCases.map(\.rawValue).joined(separator: ", ")).
            """)

    @Flag(name: .long, help: "Open a live window instead of rendering headless.")
    var window = false

    @Option(name: .long, help: "The screen to start on (hit-test, responder, gestures, layout, cards, controls).")
    var screen: String = GalleryScreen.hitTest.rawValue

    @Option(name: .long, help: "Folder for the tour's frames, trace, inputs and report (or a replay's results).")
    var output = "out/gallery"

    @Flag(name: .long, help: "Live window: start with the touch overlay (fingers, hit-test view, recognizer transitions; F2 toggles it).")
    var overlay = false

    @Option(name: .long, help: "Write every input to this file as JSON Lines (the tour's, or the live window's when it closes).")
    var record: String?

    @Option(name: .long, help: "Play back a recording made with --record: headless (final frame and trace), or live with --window.")
    var replay: String?

    @Option(name: .long, help: "Pixels per point (HiDPI: 2).")
    var scale: Double = 1

    @Option(name: .long, help: "Append what the user did (button taps, text changes) to this file.")
    var stateFile: String?

    @Option(name: .long, help: "Live window: quit after this many seconds.")
    var exitAfter: Double?

    @Flag(name: .long, help: "Live window: print frame-time percentiles when it closes.")
    var frameStats = false

    @Flag(name: .long, help: "Audit every screen's accessibility headless at 3x (light and dark), print the issues, and fail when there are any.")
    var audit = false

    @Flag(name: .long, help: "Answer JSON Lines driver requests (tree, tap, drag, type, key, settle, screenshot, audit) on standard input, headless (in the live window with --window); the default when run as openuikit-driver.")
    var driver = false

    /// Whether to run the driver: asked for, or run under the driver's product name.
    var drives: Bool { driver || URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent == "openuikit-driver" }

    func validate() throws {
        if record != nil, replay != nil { throw ValidationError("--record and --replay cannot be used together") }
        guard GalleryScreen(rawValue: screen) != nil else {
            throw ValidationError(
                "unknown screen '\(screen)'; choose one of \(GalleryScreen.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard scale.isFinite, scale >= 1, scale <= 4 else { throw ValidationError("--scale must be between 1 and 4") }
        if drives, record != nil || replay != nil || audit {
            throw ValidationError("the driver takes no --record, --replay or --audit (its record, replay and audit commands do that)")
        }
    }

    func run() throws {
        let start = GalleryScreen(rawValue: screen) ?? .hitTest
        // The whole file is checked before anything runs: a bad recording changes nothing.
        let recording = try replay.map { path in
            let text = try String(contentsOfFile: path, encoding: .utf8)
            do {
                return try InputRecording(jsonLines: text)
            } catch {
                throw ValidationError("\(path): \(error)")
            }
        }
        if drives {
            try MainActor.assumeIsolated {
                try GalleryDriver.run(screen: start, scale: CGFloat(scale), stateFile: stateFile, window: window)
            }
            return
        }
        if audit {
            let issues = MainActor.assumeIsolated { GalleryAudit.run() }
            if issues > 0 { throw ExitCode(1) }
            return
        }
        try MainActor.assumeIsolated {
            if window {
                try GalleryRunner.runLive(
                    screen: start, scale: CGFloat(scale), stateFile: stateFile, exitAfter: exitAfter,
                    frameStats: frameStats, overlay: overlay, record: record, replay: recording,
                    output: output)
            } else if let recording {
                try GalleryRunner.replayHeadless(recording, output: output, stateFile: stateFile)
            } else {
                try GalleryRunner.runTour(scale: CGFloat(scale), output: output, stateFile: stateFile, record: record)
            }
        }
    }
}
