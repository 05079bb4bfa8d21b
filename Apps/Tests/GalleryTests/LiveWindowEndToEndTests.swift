import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The gallery's live window under a virtual X server, driven from outside as a user would:
/// real X mouse and key events (xdotool), screenshots (ImageMagick), and the gallery's state
/// file telling what its controls did. Cancelled with the reason where Xvfb and the X tools
/// are missing or no X server starts (`make test-window` installs them). Serialized: each
/// test starts its own X server.
@Suite("Live window end to end", .serialized)
struct LiveWindowEndToEndTests {
    /// Window pixels (scale 1 = points) on the controls screen, whose content starts below the
    /// 44-point tab strip: inside the button, and on the text field's length bar.
    private static let buttonPixel = (x: 30, y: 44 + 30)
    private static let barPixel = (x: 24, y: 44 + 236)
    /// Points to touch: the button and the text field.
    private static let buttonPoint = (x: 100, y: 44 + 42)
    private static let fieldPoint = (x: 100, y: 44 + 203)

    @Test("A click fires the controls screen's button and a key types into its text field, pixels changing")
    func clickAndType() throws {
        let gallery = try LiveGalleryProcess.start(["--screen", "controls", "--exit-after", "60"])
        defer { gallery.stop() }
        try #require(gallery.waitForWindow(), "the gallery window did not appear: \(gallery.notOpenedReason)")

        // The first frame is shown: the button is blue.
        var buttonBefore: [Int] = []
        #expect(XvfbSession.poll(timeout: 5) {
            buttonBefore = gallery.pixel(x: Self.buttonPixel.x, y: Self.buttonPixel.y)
            return buttonBefore.count == 3 && buttonBefore[2] > 200 && buttonBefore[0] < 100
        }, "first frame not shown: button pixel \(buttonBefore)")

        // A real click on the button: its action fires and its colour changes to orange.
        try gallery.click(x: Self.buttonPoint.x, y: Self.buttonPoint.y)
        #expect(XvfbSession.poll(timeout: 5) { gallery.state().contains("button tapped 1") }, "state: \(gallery.state())")
        // The live loop runs what the tap deferred: a main-queue block, a main-actor task and a
        // Foundation timer 50 ms later, as the main run loop does on iOS.
        for line in ["main queue ran after tap 1", "main-actor task ran after tap 1", "timer fired after tap 1"] {
            #expect(XvfbSession.poll(timeout: 5) { gallery.state().contains(line) }, "no \(line) in state: \(gallery.state())")
        }
        var buttonAfter: [Int] = []
        #expect(XvfbSession.poll(timeout: 5) {
            buttonAfter = gallery.pixel(x: Self.buttonPixel.x, y: Self.buttonPixel.y)
            // The gallery's darker orange (184, 84, 0), chosen for a 4.5:1 white title.
            return buttonAfter.count == 3 && buttonAfter[0] > 150 && buttonAfter[1] < 130 && buttonAfter[2] < 60
        }, "button pixel is \(buttonAfter), not orange")

        // A click focuses the text field; a real key press types into it; the length bar grows.
        let barBefore = gallery.pixel(x: Self.barPixel.x, y: Self.barPixel.y)
        try gallery.click(x: Self.fieldPoint.x, y: Self.fieldPoint.y)
        #expect(XvfbSession.poll(timeout: 5) { gallery.state().contains("text field editing") }, "state: \(gallery.state())")
        try gallery.key("q")
        #expect(XvfbSession.poll(timeout: 5) { gallery.state().contains("text \"q\"") }, "state: \(gallery.state())")
        var barAfter: [Int] = []
        #expect(XvfbSession.poll(timeout: 5) {
            barAfter = gallery.pixel(x: Self.barPixel.x, y: Self.barPixel.y)
            return !barAfter.isEmpty && barAfter != barBefore
        }, "text bar pixel stayed \(barBefore)")

        // Ctrl+Q closes the window: the application is told it will terminate and exits.
        #expect(gallery.quit(), "the gallery did not quit")
        #expect(gallery.state().contains("will terminate"), "state: \(gallery.state())")
    }

    @Test("A recording replayed in the live window gives the headless replay's trace and final frame, and the window shows it")
    func liveReplayMatchesHeadless() throws {
        // Recorded on the controls screen: tap the button (orange), tap the text field, type
        // "q", then hold the button for 0.8 s (blue again): timers along the way must fire at
        // their own deadlines, live too.
        func touch(_ phase: TouchInput.Phase, _ point: (x: Int, y: Int), at time: TimeInterval) -> InputEvent {
            .touch(TouchInput(fingerID: 1, phase: phase, location: CGPoint(x: point.x, y: point.y), timestamp: time))
        }
        let recording = InputRecording(
            screenSize: CGSize(width: 390, height: 640), scale: 1, metadata: ["screen": "controls"],
            events: [
                touch(.down, Self.buttonPoint, at: 0.50), touch(.up, Self.buttonPoint, at: 0.58),
                touch(.down, Self.fieldPoint, at: 1.00), touch(.up, Self.fieldPoint, at: 1.07),
                .text("q", timestamp: 1.40),
                touch(.down, Self.buttonPoint, at: 1.80), touch(.up, Self.buttonPoint, at: 2.60),
            ],
            duration: 3.0)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-replay-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("input.jsonl").path
        try Data(recording.jsonLines().utf8).write(to: URL(fileURLWithPath: file))
        let headless = folder.appendingPathComponent("headless").path
        let live = folder.appendingPathComponent("live").path

        let run = try GalleryHeadlessTests.runGallery(["--replay", file, "--output", headless])
        try #require(run.status == 0, "headless replay failed: \(run.stderr)")

        let gallery = try LiveGalleryProcess.start(["--replay", file, "--output", live, "--exit-after", "60"])
        defer { gallery.stop() }
        try #require(gallery.waitForWindow(), "the gallery window did not appear: \(gallery.notOpenedReason)")
        #expect(XvfbSession.poll(timeout: 20) { gallery.state().contains("replay finished") }, "state: \(gallery.state())")
        // The long press still ends inside the button, so it is its second tap.
        for line in ["button tapped 1", "text \"q\"", "button tapped 2"] {
            #expect(gallery.state().contains(line), "no \(line) in state: \(gallery.state())")
        }

        // The same trace, entry for entry, and the same final pixels.
        let traces = try [headless, live].map { try String(contentsOfFile: $0 + "/replay-trace.txt", encoding: .utf8) }
        #expect(traces[0].split(separator: "\n").count > 20, "the trace is too short to compare: \(traces[0])")
        if traces[0] != traces[1] {
            let lines = traces.map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            let first = zip(lines[0], lines[1]).enumerated().first { $0.element.0 != $0.element.1 }
            Issue.record("live trace differs from headless at line \((first?.offset ?? min(lines[0].count, lines[1].count)) + 1): headless \(first.map { String($0.element.0) } ?? "(end)") / live \(first.map { String($0.element.1) } ?? "(end)")")
        }
        let images = try [headless, live].map {
            PixelBuffer(try #require(UIImage(contentsOfFile: $0 + "/replay-final.png")?.cgImage))
        }
        #expect(images[0].width == 390 && images[0].height == 640)
        #expect(images[0].differingPixels(from: images[1], tolerance: 0) == 0, "live replay's final frame differs from headless")

        // What the window shows is that final frame: the button, tapped twice, is blue again.
        let shown = gallery.pixel(x: Self.buttonPixel.x, y: Self.buttonPixel.y)
        let expected = images[1][Self.buttonPixel.x, Self.buttonPixel.y]
        #expect(shown == [Int(expected.red), Int(expected.green), Int(expected.blue)], "window shows \(shown), final frame has \(expected)")
        #expect(shown.count == 3 && shown[2] > 200 && shown[0] < 100, "button pixel \(shown) is not blue")
        #expect(gallery.quit(), "the gallery did not quit")
    }
}
