import Foundation
import Testing

/// The tour's HTML report opened in a real headless Chromium: it must load without console
/// errors, show the timeline, and show frame images that decoded. Cancelled with the reason
/// where Chromium is not installed (`make test-window` installs it on Debian).
@Suite("Gallery report in Chromium")
struct GalleryReportBrowserTests {
    private static var chromium: String? {
        ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap { name in
            (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
                .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }.first
    }

    @Test("The report loads with no console errors and shows the timeline and the frames")
    func reportLoads() throws {
        guard let chromium = Self.chromium else {
            try Test.cancel("Skipped: no chromium on the PATH (Debian: apt-get install chromium)")
        }
        let folder = GalleryHeadlessTests.temporaryFolder("gallery-report")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try GalleryHeadlessTests.runGallery(["--output", folder]).status == 0)
        let profile = GalleryHeadlessTests.temporaryFolder("chromium-profile")
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile)",
            "--enable-logging=stderr", "--v=0", "--virtual-time-budget=2000", "--dump-dom",
            "file://\(folder)/report.html",
        ]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // Chromium writes every console message of the page to its log as CONSOLE lines.
        let consoleLines = log.split(separator: "\n").filter { $0.contains(":CONSOLE") }
        #expect(consoleLines.isEmpty, "console messages: \(consoleLines)")
        #expect(dom.contains(#"data-report-ready="ok""#))
        #expect(dom.contains(#"<section id="timeline">"#))
        #expect(dom.contains(#"class="mark""#))
        let decoded = dom.firstMatch(of: /data-frames-decoded="(\d+)"/).flatMap { Int($0.1) } ?? 0
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder + "/frames").count
        #expect(frames > 0)
        #expect(decoded == frames)
    }
}
