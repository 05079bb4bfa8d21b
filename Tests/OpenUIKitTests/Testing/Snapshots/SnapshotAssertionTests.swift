import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct SnapshotAssertionTests {
    /// A 20 × 10 red view holding a 5 × 4 white patch at (2, 3), in a window of a 100 × 100
    /// screen at scale 1.
    private func makeScene() -> (HeadlessApp, UIView, UIView) {
        let app = HeadlessApp(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let window = app.makeWindow()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
        view.backgroundColor = .red
        let patch = UIView(frame: CGRect(x: 2, y: 3, width: 5, height: 4))
        patch.backgroundColor = .white
        view.addSubview(patch)
        window.addSubview(view)
        return (app, view, patch)
    }

    @Test("A missing reference is recorded and the check fails, saying it recorded")
    func missingReference() {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let (app, view, _) = makeScene()
        let failure = app.verifySnapshot(of: view, named: "card", record: false, directory: folder.url)
        #expect(failure?.reason == .missingReference)
        #expect(failure?.message.hasPrefix("No reference for snapshot 'card' existed; recorded the rendering (20x10 pixels) at ") == true)
        #expect(folder.contents() == ["card.png"])
        let recorded = PixelBuffer(UIImage(contentsOfFile: folder.file("card.png").path)!.cgImage!)
        #expect(recorded.width == 20 && recorded.height == 10)
        #expect(recorded[0, 0] == .rgb(1, 0, 0))
        #expect(recorded[2, 3] == .rgb(1, 1, 1))
    }

    @Test("The same rendering then matches exactly, and leaves no files behind")
    func matchAfterRecording() {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let (app, view, _) = makeScene()
        _ = app.verifySnapshot(of: view, named: "card", record: true, directory: folder.url)
        #expect(app.verifySnapshot(of: view, named: "card", record: false, directory: folder.url) == nil)
        #expect(folder.contents() == ["card.png"])
    }

    @Test("A mismatch writes NAME.failed.png and NAME.diff.png beside the reference and counts the pixels")
    func mismatchWritesFiles() throws {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let (app, view, patch) = makeScene()
        _ = app.verifySnapshot(of: view, named: "card", record: true, directory: folder.url)
        patch.backgroundColor = .blue
        let failure = try #require(app.verifySnapshot(of: view, named: "card", record: false, directory: folder.url))
        guard case .mismatch(let comparison) = failure.reason else {
            Issue.record("expected a mismatch, got \(failure.reason)")
            return
        }
        // The 5 × 4 patch turned from white to blue: red and green drop by 255.
        #expect(comparison.differingPixels == 20)
        #expect(comparison.largestChannelDifference == 255)
        #expect(folder.contents() == ["card.diff.png", "card.failed.png", "card.failure.html", "card.png"])
        #expect(failure.failedURL == folder.file("card.failed.png"))
        #expect(failure.htmlURL == folder.file("card.failure.html"))
        #expect(failure.diffURL == folder.file("card.diff.png"))
        #expect(
            failure.message == """
                Snapshot 'card' does not match its reference: 20 pixels differ (tolerance: exact), the largest channel difference is 255. Largest differing region: 20 pixels in x 2…6, y 3…6 (5 × 4).
                  reference: \(folder.file("card.png").path)
                  rendering: \(folder.file("card.failed.png").path)
                  diff:      \(folder.file("card.diff.png").path)
                  report:    \(folder.file("card.failure.html").path)
                """)
        let html = try String(contentsOf: folder.file("card.failure.html"), encoding: .utf8)
        #expect(html.contains("<img src=\"card.png\"") && html.contains("<img src=\"card.failed.png\""))
        #expect(html.contains("<img src=\"card.diff.png\"") && html.contains("20 pixels in x 2…6, y 3…6 (5 × 4)"))
        let failed = PixelBuffer(UIImage(contentsOfFile: folder.file("card.failed.png").path)!.cgImage!)
        #expect(failed[2, 3] == .rgb(0, 0, 1))
        let diff = PixelBuffer(UIImage(contentsOfFile: folder.file("card.diff.png").path)!.cgImage!)
        #expect(diff.width == 20 && diff.height == 10)
        #expect(diff[2, 3] == .rgb(1, 0, 0))  // a differing pixel
        #expect(diff[6, 6] == .rgb(1, 0, 0))  // the patch's last pixel
        // An unchanged red pixel, faded three quarters of the way to white: 255 - 255 / 4 (in
        // integers) is 192.
        #expect(diff[0, 0] == PixelBuffer.Pixel(red: 255, green: 192, blue: 192, alpha: 255))

        // Matching again (the patch back to white) removes the stale files.
        patch.backgroundColor = .white
        #expect(app.verifySnapshot(of: view, named: "card", record: false, directory: folder.url) == nil)
        #expect(folder.contents() == ["card.png"])
    }

    @Test("Tolerance: a per-channel allowance and a bound on the largest differing region")
    func tolerance() {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let (app, view, patch) = makeScene()
        _ = app.verifySnapshot(of: view, named: "card", record: true, directory: folder.url)
        // 250/255 white: every component of the 20 patch pixels is 5 lower.
        patch.backgroundColor = UIColor(red: 250 / 255, green: 250 / 255, blue: 250 / 255, alpha: 1)
        func check(_ tolerance: SnapshotTolerance) -> SnapshotFailure? {
            app.verifySnapshot(of: view, named: "card", tolerance: tolerance, record: false, directory: folder.url)
        }
        #expect(check(SnapshotTolerance(perChannel: 5)) == nil)
        #expect(check(SnapshotTolerance(largestRegion: 20)) == nil)
        let failure = check(SnapshotTolerance(perChannel: 4, largestRegion: 19))
        guard case .mismatch(let comparison) = failure?.reason else {
            Issue.record("expected a mismatch, got \(String(describing: failure))")
            return
        }
        #expect(comparison.differingPixels == 20 && comparison.largestChannelDifference == 5)
        #expect(comparison.largestRegion == SnapshotRegion(bounds: CGRect(x: 2, y: 3, width: 5, height: 4), pixelCount: 20))
        #expect(failure?.message.contains("20 pixels differ (tolerance: 4 per channel, regions of at most 19 pixels)") == true)
    }

    @Test("Record mode writes the reference over the old one and fails, saying it recorded")
    func recordMode() {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let (app, view, patch) = makeScene()
        _ = app.verifySnapshot(of: view, named: "card", record: true, directory: folder.url)
        patch.backgroundColor = .blue
        _ = app.verifySnapshot(of: view, named: "card", record: false, directory: folder.url)
        #expect(folder.contents() == ["card.diff.png", "card.failed.png", "card.failure.html", "card.png"])

        let failure = app.verifySnapshot(of: view, named: "card", record: true, directory: folder.url)
        #expect(failure?.reason == .recorded)
        #expect(failure?.message.hasPrefix("Recorded snapshot 'card' (20x10 pixels) at ") == true)
        #expect(failure?.message.contains("OPENUIKIT_RECORD_SNAPSHOTS=all") == true)
        #expect(folder.contents() == ["card.png"])
        // The new reference holds the blue patch: the blue rendering now matches.
        #expect(app.verifySnapshot(of: view, named: "card", record: false, directory: folder.url) == nil)
    }

    @Test("A size change fails with both sizes; pixels outside the smaller image count as differing")
    func sizeMismatch() {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let (app, view, _) = makeScene()
        _ = app.verifySnapshot(of: view, named: "card", record: true, directory: folder.url)
        view.frame.size.width = 22
        let failure = app.verifySnapshot(
            of: view, named: "card", tolerance: SnapshotTolerance(largestRegion: 64), record: false,
            directory: folder.url)
        guard case .mismatch(let comparison) = failure?.reason else {
            Issue.record("expected a mismatch, got \(String(describing: failure))")
            return
        }
        #expect(comparison.actualSize == (22, 10) && comparison.referenceSize == (20, 10))
        #expect(comparison.differingPixels == 20)  // two new columns of 10 red pixels
        #expect(comparison.diff.width == 22)
        #expect(failure?.message.contains("the rendering is 22x10 pixels, the reference 20x10") == true)
    }

    @Test("The scale renders more pixels per point")
    func scale() {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let (app, view, _) = makeScene()
        let failure = app.verifySnapshot(of: view, named: "card@3x", scale: 3, record: true, directory: folder.url)
        #expect(failure?.message.hasPrefix("Recorded snapshot 'card@3x' (60x30 pixels) at ") == true)
    }

    @Test("The whole screen is a snapshot too")
    func screen() {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let (app, view, _) = makeScene()
        #expect(app.verifySnapshot(named: "screen", record: true, directory: folder.url)?.reason == .recorded)
        #expect(app.verifySnapshot(named: "screen", record: false, directory: folder.url) == nil)
        view.center.x += 1
        let failure = app.verifySnapshot(named: "screen", record: false, directory: folder.url)
        guard case .mismatch(let comparison) = failure?.reason else {
            Issue.record("expected a mismatch, got \(String(describing: failure))")
            return
        }
        // One column uncovered on the left, one newly covered on the right; inside, the patch's
        // left and right edges move: 10 + 10 + 4 + 4 pixels.
        #expect(comparison.differingPixels == 28)
    }

    @Test("assertSnapshot reports through the given reporter, at the caller's line")
    func reportsAtCallSite() {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let (app, view, _) = makeScene()
        let collected = CollectedFailures()
        let line = #line + 1
        let failure = app.assertSnapshot(of: view, named: "card", directory: folder.url, reporter: collected.reporter)
        #expect(collected.failures.count == 1)
        #expect(collected.failures.first?.message == failure?.message)
        #expect(collected.failures.first?.location.line == line)
        #expect(collected.failures.first?.location.filePath == #filePath)

        // The application's reporter is used when none is given; a match reports nothing.
        app.failureReporter = collected.reporter
        app.assertSnapshot(of: view, named: "card", directory: folder.url)
        #expect(collected.failures.count == 1)
    }

    @Test("Without a directory the references live in __Snapshots__ beside the test file")
    func defaultDirectory() {
        let folder = Snapshot.directory(besideFileAt: "/tmp/project/Tests/CardTests.swift")
        #expect(folder.path == "/tmp/project/Tests/__Snapshots__")
    }

    @Test("An unreadable reference fails and keeps the rendering")
    func unreadableReference() throws {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let (app, view, _) = makeScene()
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: folder.file("card.png"))
        let failure = app.verifySnapshot(of: view, named: "card", record: false, directory: folder.url)
        #expect(failure?.reason == .unreadableReference)
        #expect(folder.contents() == ["card.failed.png", "card.png"])
    }

    @Test("PixelBuffer makes an image that reads back the same bytes")
    func pixelBufferRoundTrip() {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 128, 0, 128, 0, 0, 0, 0, 10, 20, 30, 255]
        let buffer = PixelBuffer(width: 2, height: 2, bytes: bytes)
        #expect(PixelBuffer(buffer.makeImage()!) == buffer)
    }

    @Test("OPENUIKIT_RECORD_SNAPSHOTS=1 turns record mode on when record is nil (in a child process)")
    func recordModeFromEnvironment() async {
        await #expect(processExitsWith: .success) {
            setenv("OPENUIKIT_RECORD_SNAPSHOTS", "1", 1)
            let recorded = await MainActor.run { () -> Bool in
                let folder = TemporaryFolder()
                defer { folder.cleanUp() }
                let app = HeadlessApp(screenSize: CGSize(width: 10, height: 10), scale: 1)
                let window = app.makeWindow()
                // Recorded twice: the reference exists the second time, and is still rewritten.
                _ = app.verifySnapshot(named: "screen", directory: folder.url)
                let failure = app.verifySnapshot(named: "screen", directory: folder.url)
                _ = window
                return failure?.reason == .recorded && Snapshot.isRecordingFromEnvironment
            }
            if !recorded { exit(1) }
        }
    }
}
