import ArgumentParser
import Foundation
import OpenUIKit
import OpenUIKitTesting
import SDLBackend

/// `gallery`: OpenUIKit's showcase. Headless by default (PNG frames of every screen, no
/// display needed); `--window` opens the live SDL window.
@main
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "OpenUIKit's showcase app: headless PNG frames of every screen, or a live window.",
        discussion: """
            Live window: the mouse is one finger; Alt-drag is two fingers mirrored about the \
            window centre (pinch, rotate); Alt+Shift-drag moves two fingers together (pan); \
            Ctrl+Alt+Z shakes; Ctrl+Q quits; media keys send remote-control events; Page Up / Page Down or \
            the coloured tabs switch screens. Screens: \
            \(GalleryScreen.allCases.map(\.rawValue).joined(separator: ", ")).
            """)

    @Flag(name: .long, help: "Open a live window instead of rendering headless.")
    var window = false

    @Option(name: .long, help: "The screen to start on (hit-test, cards, controls).")
    var screen: String = GalleryScreen.hitTest.rawValue

    @Option(name: .long, help: "Folder for the headless PNG frames.")
    var output = "out/gallery"

    @Option(name: .long, help: "Pixels per point (HiDPI: 2).")
    var scale: Double = 1

    @Option(name: .long, help: "Append what the user did (button taps, text changes) to this file.")
    var stateFile: String?

    @Option(name: .long, help: "Live window: quit after this many seconds.")
    var exitAfter: Double?

    @Flag(name: .long, help: "Live window: print frame-time percentiles when it closes.")
    var frameStats = false

    func validate() throws {
        guard GalleryScreen(rawValue: screen) != nil else {
            throw ValidationError(
                "unknown screen '\(screen)'; choose one of \(GalleryScreen.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard scale.isFinite, scale >= 1, scale <= 4 else { throw ValidationError("--scale must be between 1 and 4") }
    }

    func run() throws {
        let start = GalleryScreen(rawValue: screen) ?? .hitTest
        try MainActor.assumeIsolated {
            if window {
                try GalleryRunner.runLive(
                    screen: start, scale: CGFloat(scale), stateFile: stateFile, exitAfter: exitAfter,
                    frameStats: frameStats)
            } else {
                try GalleryRunner.renderHeadless(scale: CGFloat(scale), output: output, stateFile: stateFile)
            }
        }
    }
}
