import Foundation
import Testing

/// `gallery` with no flags: headless, no display, PNG frames of every screen in the folder it
/// names at the end.
@Suite("Gallery headless")
struct GalleryHeadlessTests {
    @Test("Without flags the gallery writes two PNG frames per screen and names the folder")
    func writesFrames() throws {
        let gallery = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
            .deletingLastPathComponent().appendingPathComponent("gallery").path
        guard FileManager.default.isExecutableFile(atPath: gallery) else {
            try Test.cancel("Skipped: \(gallery) is not built (swift build --build-tests builds it)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: gallery)
        process.arguments = ["--output", folder]
        // No display at all: the headless path must not need SDL's video.
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "DISPLAY" }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(printed.contains("wrote 6 PNG frames to \(folder)"))
        #expect(printed.contains("gallery: button tapped 1"))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == [
            "01-hit-test-after.png", "01-hit-test.png", "02-cards-after.png", "02-cards.png",
            "03-controls-after.png", "03-controls.png",
        ])
        let data = try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent("03-controls.png"))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
