import Foundation
import Testing

/// `gallery` with no flags runs the scripted tour headless (no display): frames, the trace as
/// JSON Lines, the recorded inputs and the HTML report; `--replay` plays the inputs back.
@Suite("Gallery headless")
struct GalleryHeadlessTests {
    /// The gallery binary, built next to the test bundle by `swift build --build-tests`.
    static var galleryPath: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
            .deletingLastPathComponent().appendingPathComponent("gallery").path
    }

    /// Runs the gallery with `arguments` and no display; returns its exit status and output.
    static func runGallery(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        guard FileManager.default.isExecutableFile(atPath: galleryPath) else {
            try Test.cancel("Skipped: \(galleryPath) is not built (swift build --build-tests builds it)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: galleryPath)
        process.arguments = arguments
        // No display at all: the headless path must not need SDL's video.
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "DISPLAY" }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complained = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, printed, complained)
    }

    static func temporaryFolder(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID())").path
    }

    @Test("Without flags the gallery runs the tour and writes frames, trace, inputs and report")
    func tour() throws {
        let folder = Self.temporaryFolder("gallery")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.runGallery(["--output", folder])
        #expect(run.status == 0)
        #expect(run.stdout.contains("to \(folder)"))
        #expect(run.stdout.contains("gallery: button tapped 1"))
        // A progress line per step, each step leaving a frame.
        let progress = run.stderr.split(separator: "\n").filter { $0.hasPrefix("gallery tour [") }
        #expect(progress.count >= 20)
        #expect(progress.last?.hasPrefix("gallery tour [\(progress.count)/\(progress.count)]") == true)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["frames", "input.jsonl", "report.html", "trace.jsonl"])
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder + "/frames")
        #expect(frames.count == progress.count)
        // Every seed screen did what the step says.
        for line in [
            "gallery: enlarged button tapped", "gallery: button behind the pass-through view tapped",
            "gallery: protruding scroll view dragged to x = ", "gallery: green button's nil-targeted action reached its superview",
            "gallery: swipe recognized", "gallery: pan ended after moving", "gallery: check mark recognized",
            "gallery: the area's tap recognizer fired", "gallery: the button won over its superview's tap",
            "gallery: constraint animation to x = 230",
            "gallery: note selected", "gallery: copied \"Meet at noon by the fountain.\"",
            "gallery: field: \"Meet at noon by the fountain.\"",
        ] {
            #expect(run.stdout.contains(line), "missing: \(line)")
        }
        let png = try Data(contentsOf: URL(fileURLWithPath: folder + "/frames/01.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let trace = try String(contentsOfFile: folder + "/trace.jsonl", encoding: .utf8)
        let lines = trace.split(separator: "\n")
        #expect(lines.count > 100)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["stage"] is String && object?["message"] is String && object?["step"] is Int)
        }
        #expect(trace.contains(#""stage":"hitTest""#))
        #expect(trace.contains(#""stage":"gesture""#))
    }

    @Test("Replaying the tour's inputs ends on the tour's last frame, twice the same")
    func replayMatchesTour() throws {
        let folder = Self.temporaryFolder("gallery-tour")
        let first = Self.temporaryFolder("gallery-replay")
        let second = Self.temporaryFolder("gallery-replay")
        defer { for path in [folder, first, second] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(try Self.runGallery(["--output", folder]).status == 0)
        for output in [first, second] {
            let run = try Self.runGallery(["--replay", folder + "/input.jsonl", "--output", output])
            #expect(run.status == 0)
            #expect(run.stdout.contains("gallery: button tapped 1"))
        }
        let last = try #require(try FileManager.default.contentsOfDirectory(atPath: folder + "/frames").sorted().last)
        let tourFinal = try Data(contentsOf: URL(fileURLWithPath: folder + "/frames/" + last))
        let finals = try [first, second].map { try Data(contentsOf: URL(fileURLWithPath: $0 + "/replay-final.png")) }
        let traces = try [first, second].map { try String(contentsOfFile: $0 + "/replay-trace.txt", encoding: .utf8) }
        #expect(finals[0] == finals[1])
        #expect(finals[0] == tourFinal)
        #expect(traces[0] == traces[1])
        #expect(traces[0].split(separator: "\n").count > 100)
    }

    @Test("A malformed recording is refused with its line and column, and nothing is written")
    func malformedReplay() throws {
        let folder = Self.temporaryFolder("gallery-bad")
        let file = Self.temporaryFolder("bad") + ".jsonl"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try Data(
            """
            {"format":"openuikit-input","version":1,"duration":1,"screen":{"width":390,"height":640,"scale":1},"metadata":{}}
            {"t":0,"type":"touch","finger":1,"phase":"down","x":100,"y":100}
            {"t":0.1,"type":"touch","finger":1,"phase":"up","x":100,"y":}

            """.utf8
        ).write(to: URL(fileURLWithPath: file))
        let run = try Self.runGallery(["--replay", file, "--output", folder])
        #expect(run.status != 0)
        #expect(run.stderr.contains("line 3, column 61: unexpected '}', expected a value"))
        #expect(!FileManager.default.fileExists(atPath: folder))
    }
}
