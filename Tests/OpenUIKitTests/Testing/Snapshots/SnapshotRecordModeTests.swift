import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct SnapshotRecordModeTests {
    /// A 10 × 10 screen at scale 1 holding a 4 × 4 view.
    private func makeScene() -> (HeadlessApp, UIView) {
        let app = HeadlessApp(screenSize: CGSize(width: 10, height: 10), scale: 1)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 2, y: 2, width: 4, height: 4))
        view.backgroundColor = .red
        window.addSubview(view)
        return (app, view)
    }

    @Test("never: a missing reference fails without recording one, keeping the rendering")
    func never() {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let (app, _) = makeScene()
        let failure = app.verifySnapshot(named: "screen", record: .never, directory: folder.url)
        #expect(failure?.reason == .missingReference)
        #expect(failure?.message.contains("the record mode is never, so none was recorded") == true)
        #expect(folder.contents() == ["screen.failed.png"])
    }

    @Test("missing: records a missing reference, then compares without recording")
    func missing() {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let (app, view) = makeScene()
        #expect(app.verifySnapshot(named: "screen", record: .missing, directory: folder.url)?.reason == .missingReference)
        #expect(app.verifySnapshot(named: "screen", record: .missing, directory: folder.url) == nil)
        view.backgroundColor = .blue
        let failure = app.verifySnapshot(named: "screen", record: .missing, directory: folder.url)
        guard case .mismatch(let comparison) = failure?.reason else {
            Issue.record("expected a mismatch, got \(String(describing: failure))")
            return
        }
        #expect(comparison.differingPixels == 16)
    }

    @Test("failed: replaces a reference that does not match, keeps the old one, and fails saying so")
    func failed() throws {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let (app, view) = makeScene()
        _ = app.verifySnapshot(named: "screen", record: .all, directory: folder.url)
        #expect(app.verifySnapshot(named: "screen", record: .failed, directory: folder.url) == nil)
        view.backgroundColor = .blue
        let failure = try #require(app.verifySnapshot(named: "screen", record: .failed, directory: folder.url))
        guard case .rerecorded = failure.reason else {
            Issue.record("expected a re-recording, got \(failure.reason)")
            return
        }
        #expect(failure.message.contains("the rendering replaced the reference; the old one is at \(folder.file("screen.previous.png").path)"))
        #expect(failure.message.contains("reference: \(folder.file("screen.previous.png").path)"))
        let previous = PixelBuffer(UIImage(contentsOfFile: folder.file("screen.previous.png").path)!.cgImage!)
        #expect(previous[3, 3] == .rgb(1, 0, 0))
        // The blue rendering is the reference now, and matching clears the failure's files.
        #expect(app.verifySnapshot(named: "screen", record: .never, directory: folder.url) == nil)
        #expect(folder.contents() == ["screen.png"])
    }

    @Test("all: records over a matching reference and fails; Booleans mean all and missing")
    func all() {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let (app, _) = makeScene()
        _ = app.verifySnapshot(named: "screen", record: .missing, directory: folder.url)
        #expect(app.verifySnapshot(named: "screen", record: .all, directory: folder.url)?.reason == .recorded)
        #expect(app.verifySnapshot(named: "screen", record: true, directory: folder.url)?.reason == .recorded)
        #expect(app.verifySnapshot(named: "screen", record: false, directory: folder.url) == nil)
        #expect(SnapshotRecordMode(booleanLiteral: false) == .missing)
    }

    @Test("withRecordMode sets the mode of checks without a record argument; an argument wins")
    func taskLocal() {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let (app, _) = makeScene()
        Snapshot.withRecordMode(.never) {
            #expect(Snapshot.effectiveRecordMode(nil) == .never)
            #expect(app.verifySnapshot(named: "screen", directory: folder.url)?.reason == .missingReference)
            #expect(!folder.exists("screen.png"))
            #expect(app.verifySnapshot(named: "screen", record: .missing, directory: folder.url)?.reason == .missingReference)
            #expect(folder.exists("screen.png"))
        }
    }

    @Test("The environment variable's values name the modes; anything else stops, listing them")
    func environmentValues() async {
        #expect(SnapshotRecordMode.parse(environmentValue: "never") == .never)
        #expect(SnapshotRecordMode.parse(environmentValue: "Missing") == .missing)
        #expect(SnapshotRecordMode.parse(environmentValue: "failed") == .failed)
        #expect(SnapshotRecordMode.parse(environmentValue: "ALL") == .all)
        #expect(SnapshotRecordMode.parse(environmentValue: "1") == .all)
        #expect(SnapshotRecordMode.parse(environmentValue: "0") == nil)
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SnapshotRecordMode.parse(environmentValue: "sometimes")
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("OPENUIKIT_RECORD_SNAPSHOTS=sometimes names no record mode; use never, missing, failed or all"))
    }

    @Test("OPENUIKIT_RECORD_SNAPSHOTS=failed re-records a mismatch (in a child process)")
    func failedFromEnvironment() async {
        await #expect(processExitsWith: .success) {
            setenv("OPENUIKIT_RECORD_SNAPSHOTS", "failed", 1)
            let rerecorded = await MainActor.run { () -> Bool in
                let folder = TemporaryFolder()
                defer { folder.cleanUp() }
                let app = HeadlessApp(screenSize: CGSize(width: 10, height: 10), scale: 1)
                let window = app.makeWindow()
                window.backgroundColor = .white
                _ = app.verifySnapshot(named: "screen", directory: folder.url)
                window.backgroundColor = .black
                let failure = app.verifySnapshot(named: "screen", directory: folder.url)
                guard case .rerecorded = failure?.reason else { return false }
                return Snapshot.recordModeFromEnvironment == .failed && app.verifySnapshot(named: "screen", directory: folder.url) == nil
            }
            if !rerecorded { exit(1) }
        }
    }
}
