import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The rendering inputs pinned: the required fonts verified (a missing one an error naming its
/// package), the isolated font configuration, the environment recorded in reference PNGs, and the same bytes
/// from other processes whatever their locale, time zone or fontconfig settings.
@MainActor @Suite("Identical pixels")
struct PixelIdentityTests {
    /// Where a child process writes the SHA-256 of its rendering (see ``childRendering()``).
    static let outputVariable = "OPENUIKIT_PIXEL_IDENTITY_OUTPUT"

    /// A scene with text in several scripts and styles, a symbol and an emoji, in dark mode, as
    /// a reference PNG would be written (with its environment), at scale 3.
    static func renderScene() -> Data {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 240), scale: 3)
        app.userInterfaceStyle = .dark
        let window = app.makeWindow()
        let stack = UIStackView(frame: CGRect(x: 10, y: 10, width: 300, height: 220))
        stack.axis = .vertical
        stack.spacing = 4
        stack.backgroundColor = .systemBackground
        let lines: [(String, UIFont)] = [
            ("İstanbul ığdır ŞĞÜ — 12:30", .systemFont(ofSize: 17)),
            ("Bold title, fi ffl", .boldSystemFont(ofSize: 20)),
            ("Italic words", .italicSystemFont(ofSize: 15)),
            ("let x = 0x1F; // mono", .monospacedSystemFont(ofSize: 13, weight: .regular)),
            ("مرحبا بالعالم", .systemFont(ofSize: 17)),
            ("こんにちは世界 😀 ★ ✓", .systemFont(ofSize: 17)),
        ]
        for (text, font) in lines {
            let label = UILabel()
            label.text = text
            label.font = font
            label.textColor = .label
            stack.addArrangedSubview(label)
        }
        let symbol = UIImageView(image: UIImage(systemName: "star.fill"))
        symbol.contentMode = .left
        stack.addArrangedSubview(symbol)
        window.addSubview(stack)
        let image = app.render(stack, scale: 3)
        let png = UIImage(cgImage: image).pngData() ?? Data()
        return SnapshotEnvironment.current(scale: 3, traits: stack.traitCollection).stamp(png)
    }

    @Test("The identity scene renders; a child process started by the two-process test writes its hash")
    func childRendering() throws {
        let png = Self.renderScene()
        let environment = try #require(SnapshotEnvironment(png: png))
        #expect(environment["scale"] == "3.0")
        #expect(UIImage(data: png)?.cgImage?.width == 900)
        #expect(UIImage(data: png)?.cgImage?.height == 660)
        if let output = ProcessInfo.processInfo.environment[Self.outputVariable] {
            try Data(RenderingEnvironment.sha256(png).utf8).write(to: URL(fileURLWithPath: output))
        }
    }

    @Test("Two other processes, one in Turkish with India's time zone and FREETYPE_PROPERTIES set, write byte-identical PNGs")
    func twoProcesses() async throws {
        let here = RenderingEnvironment.sha256(Self.renderScene())
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        defer { folder.cleanUp() }
        let hashes = try await childHashes([
            ("plain", [:]),
            ("foreign", [
                "LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8", "LANGUAGE": "tr", "TZ": "Asia/Kolkata",
                "FREETYPE_PROPERTIES": "cff:no-stem-darkening=0",
            ]),
        ], folder: folder)
        let (plain, foreign) = (hashes[0], hashes[1])
        #expect(plain == here)
        #expect(foreign == here)
    }

    @Test("Child processes whose FONTCONFIG_FILE names an empty configuration, or one that prefers serif fonts and hints fully, write byte-identical PNGs")
    func hostileFontConfiguration() async throws {
        let here = RenderingEnvironment.sha256(Self.renderScene())
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        defer { folder.cleanUp() }
        let empty = folder.file("empty.conf")
        try Data("<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n".utf8).write(to: empty)
        // Every font of the machine, the UI font and every generic family replaced by a serif,
        // full hinting, no antialiasing, subpixel order and synthetic bold forced on.
        let odd = folder.file("odd.conf")
        try Data(
            """
            <?xml version="1.0"?>
            <fontconfig>
              <dir>/usr/share/fonts</dir>
              <match target="pattern">
                <edit name="family" mode="prepend" binding="strong"><string>DejaVu Serif</string></edit>
              </match>
              <match target="font">
                <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
                <edit name="hinting" mode="assign"><bool>true</bool></edit>
                <edit name="antialias" mode="assign"><bool>false</bool></edit>
                <edit name="rgba" mode="assign"><const>bgr</const></edit>
                <edit name="embolden" mode="assign"><bool>true</bool></edit>
              </match>
            </fontconfig>

            """.utf8
        ).write(to: odd)
        let hashes = try await childHashes([
            ("empty", ["FONTCONFIG_FILE": empty.path]),
            ("odd", ["FONTCONFIG_FILE": odd.path, "FONTCONFIG_PATH": folder.url.path]),
            ("missing", ["FONTCONFIG_FILE": folder.file("no-such.conf").path]),
        ], folder: folder)
        let (emptyHash, oddHash, missingHash) = (hashes[0], hashes[1], hashes[2])
        #expect(emptyHash == here)
        #expect(oddHash == here)
        #expect(missingHash == here)
    }

    /// Runs this test binary's ``childRendering()`` alone once for each of `runs`, with its
    /// environment added, and returns the hashes they wrote, in order. The children run at the
    /// same time, and the main actor stays free for other tests while they do.
    private func childHashes(_ runs: [(name: String, environment: [String: String])], folder: TemporaryFolder) async throws -> [String] {
        var started: [(name: String, process: Process, handle: FileHandle, exited: Task<Void, Never>)] = []
        for (name, environment) in runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["--testing-library", "swift-testing", "--filter", "PixelIdentityTests/childRendering"]
            var variables = ProcessInfo.processInfo.environment
            variables[Self.outputVariable] = folder.file(name + ".sha256").path
            for (key, value) in environment { variables[key] = value }
            process.environment = variables
            let log = folder.file(name + ".log")
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            let handle = try FileHandle(forWritingTo: log)
            process.standardOutput = handle
            process.standardError = handle
            // Set before the launch, so an exit cannot come first; the task ends when it fires.
            let (exits, exit) = AsyncStream<Void>.makeStream()
            process.terminationHandler = { _ in
                exit.yield()
                exit.finish()
            }
            try process.run()
            started.append((name, process, handle, Task { for await _ in exits {} }))
        }
        var hashes: [String] = []
        for (name, process, handle, exited) in started {
            await exited.value
            try handle.close()
            let written = try? String(contentsOf: folder.file(name + ".sha256"), encoding: .utf8)
            let transcript = (try? String(contentsOf: folder.file(name + ".log"), encoding: .utf8)) ?? ""
            try #require(
                process.terminationStatus == 0 && written != nil,
                "the child process (\(name)) exited with \(process.terminationStatus) and wrote no hash:\n\(transcript.suffix(2000))")
            hashes.append(written ?? "")
        }
        return hashes
    }

    @Test("A required font that is missing stops the engine with the file, the Debian package and the Homebrew cask")
    func missingFont() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        defer { folder.cleanUp() }
        #expect(throws: MissingFontError.self) { try FontConfiguration(searchRoots: [folder.url]) }
        do throws(MissingFontError) {
            _ = try FontConfiguration(searchRoots: [folder.url])
        } catch {
            let message = error.message
            #expect(message.contains("looked under \(folder.url.path)"))
            #expect(message.contains("Inter-Regular.otf"))
            #expect(message.contains("apt-get install fonts-inter (Debian/Ubuntu), brew install --cask font-inter (macOS)"))
            #expect(message.contains("apt-get install fonts-noto-color-emoji"))
            #expect(message.contains("apt-get install fonts-dejavu-core"))
        }
    }

    @Test("The isolated configuration lists only the required fonts' folders and includes no system or user configuration")
    func isolatedConfiguration() {
        let configuration = FontConfiguration.shared
        #expect(!configuration.document.contains("<include"))
        #expect(!configuration.document.contains("/etc/fonts"))
        let folders = Set(configuration.files.map { $0.url.deletingLastPathComponent().path })
        #expect(Set(configuration.directories) == folders)
        let families = PangoTextEngine().familyNames()
        #expect(families.contains("Inter"))
        #expect(families.contains("Material Icons"))
        #expect(UIFont.systemFont(ofSize: 17).familyName == "Inter")
    }

    @Test("A reference records its environment; a mismatch against one from another environment says so before the pixels")
    func environmentDifference() throws {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let app = HeadlessApp(screenSize: CGSize(width: 100, height: 100), scale: 2)
        let window = app.makeWindow()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        label.text = "Hello"
        window.addSubview(label)
        #expect(app.verifySnapshot(of: label, named: "hello", directory: folder.url)?.reason == .missingReference)
        let reference = folder.file("hello.png")
        let recorded = try Data(contentsOf: reference)
        let environment = try #require(SnapshotEnvironment(png: recorded))
        #expect(environment["pango"] == RenderingEnvironment.entries.first { $0.key == "pango" }?.value)
        #expect(environment["font.Inter-Regular.otf"]?.hasPrefix("sha256:") == true)
        #expect(environment["traits"]?.contains("style=light") == true)
        #expect(environment["scale"] == "2.0")
        // The same pixels, as recorded on a machine with another Pango and another Inter.
        var other = environment
        for index in other.entries.indices where other.entries[index].key == "pango" { other.entries[index].value = "1.0.0" }
        for index in other.entries.indices where other.entries[index].key == "font.Inter-Regular.otf" {
            other.entries[index].value = "sha256:0000"
        }
        let pixels = try #require(UIImage(data: recorded)?.cgImage.flatMap { UIImage(cgImage: $0).pngData() })
        try other.stamp(pixels).write(to: reference)
        #expect(app.verifySnapshot(of: label, named: "hello", directory: folder.url) == nil)
        label.text = "Hullo"
        let failure = try #require(app.verifySnapshot(of: label, named: "hello", directory: folder.url))
        let lines = failure.message.split(separator: "\n").map(String.init)
        #expect(lines.first == "Snapshot 'hello': the reference was recorded in a different environment, which alone can change pixels:")
        #expect(lines.contains("  pango: 1.0.0 in the reference, \(environment["pango"] ?? "") here"))
        #expect(lines.contains { $0.hasPrefix("  font.Inter-Regular.otf: sha256:0000 in the reference, sha256:") })
        #expect(failure.message.contains("does not match its reference"))
    }

    @Test("PNG text chunks round-trip and leave the pixels as they were")
    func textChunks() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 20, height: 20), scale: 1)
        let window = app.makeWindow()
        window.backgroundColor = .systemGreen
        let png = app.renderPNG()
        let environment = SnapshotEnvironment(entries: [.init(key: "a", value: "1"), .init(key: "b", value: "x=y")])
        let stamped = environment.stamp(png)
        #expect(SnapshotEnvironment(png: stamped) == environment)
        #expect(SnapshotEnvironment(png: png) == nil)
        let before = PixelBuffer(try #require(UIImage(data: png)?.cgImage))
        let after = PixelBuffer(try #require(UIImage(data: stamped)?.cgImage))
        #expect(before == after)
    }
}
