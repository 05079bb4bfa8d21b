import Foundation
import Testing
@testable import PortKit

@Suite("Porting a tree")
struct PorterTests {
    /// The fixture pairs: Fixtures/<name>.input.txt and the expected <name>.expected.txt (not .swift: they are resources, not sources).
    static let fixtures = ["NotesViewController", "RatingControl"]

    static func fixture(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Fixtures"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test("Each fixture ports to its expected output, and porting that again changes nothing", arguments: PorterTests.fixtures)
    func fixturePair(name: String) throws {
        let input = try Self.fixture("\(name).input")
        let expected = try Self.fixture("\(name).expected")
        let first = Porter().port([("\(name).swift", input)])[0]
        #expect(first.ported == expected)
        let second = Porter().port([("\(name).swift", first.ported)])[0]
        #expect(second.ported == first.ported)
        #expect(second.rewrites.isEmpty)
    }

    @Test("The command edits a copy, reports file:line and exits 1 when something is left")
    func runOnCopy() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)")
        let source = root.appendingPathComponent("App")
        let output = root.appendingPathComponent("Ported")
        try FileManager.default.createDirectory(at: source.appendingPathComponent("Views"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "import UIKit\nlet c: AnyClass? = NSClassFromString(\"X\")\n".write(
            to: source.appendingPathComponent("Views/A.swift"), atomically: true, encoding: .utf8)
        try "notes".write(to: source.appendingPathComponent("README.txt"), atomically: true, encoding: .utf8)
        var lines: [String] = []
        let summary = try PortRun(paths: [source.path], output: output.path).run { lines.append($0) }
        #expect(summary.exitCode == 1)
        #expect(summary.changedFiles == 1)
        let ported = try String(contentsOf: output.appendingPathComponent("Views/A.swift"), encoding: .utf8)
        #expect(ported.hasPrefix("import OpenUIKit\n"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("README.txt").path))
        let original = try String(contentsOf: source.appendingPathComponent("Views/A.swift"), encoding: .utf8)
        #expect(original.hasPrefix("import UIKit\n"))
        #expect(lines.contains("\(source.path)/Views/A.swift:1: rewrote `import UIKit` → `import OpenUIKit`"))
        #expect(lines.contains { $0.hasPrefix("\(source.path)/Views/A.swift:2: `NSClassFromString(…)`") })
    }

    @Test("A dry run writes nothing and a second run in place changes nothing")
    func dryRunAndIdempotence() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("V.swift")
        let text = "import UIKit\nclass V: UIView { @objc func f() {} }\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        let dry = try PortRun(paths: [root.path], dryRun: true, quiet: true).run { _ in }
        #expect(dry.changedFiles == 1)
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
        let first = try PortRun(paths: [root.path], quiet: true).run { _ in }
        #expect(first.exitCode == 0)
        let second = try PortRun(paths: [root.path], quiet: true).run { _ in }
        #expect(second.changedFiles == 0)
        #expect(second.changes == 0)
    }

    @Test("An output folder inside the ported folder is not copied into itself")
    func outputInside() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "import UIKit\n".write(to: root.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("ported")
        let summary = try PortRun(paths: [root.path], output: output.path, quiet: true).run { _ in }
        #expect(summary.files == 1)
        #expect(try String(contentsOf: output.appendingPathComponent("A.swift"), encoding: .utf8) == "import OpenUIKit\n")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("ported").path))
    }

    @Test("A missing path is an error")
    func missingPath() {
        #expect(throws: SourceTreeError.self) {
            try PortRun(paths: ["/nonexistent/openuikit-port"]).run { _ in }
        }
    }
}

@Suite("The command line")
struct CommandLineTests {
    /// Runs the built `openuikit-port` (beside the test bundle) and returns its status and output.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let directory = Bundle.module.bundleURL.deletingLastPathComponent()
        let executable = directory.appendingPathComponent("openuikit-port")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build with --build-tests first")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("--help explains the exit codes and succeeds; bad arguments exit with 2")
    func exitCodes() throws {
        let help = try Self.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("Exit status: 0 when everything was ported, 1 when"))
        #expect(try Self.run([]).status == 2)
        #expect(try Self.run(["--bogus", "x"]).status == 2)
        #expect(try Self.run(["/nonexistent/openuikit-port-input"]).status == 2)
    }

    @Test("A tree that ports fully exits with 0, one with something listed exits with 1")
    func portStatus() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("port-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let clean = root.appendingPathComponent("Clean.swift")
        try "import UIKit\n".write(to: clean, atomically: true, encoding: .utf8)
        let ported = try Self.run([clean.path])
        #expect(ported.status == 0)
        #expect(ported.output.contains("Clean.swift:1: rewrote `import UIKit` → `import OpenUIKit`"))
        let stuck = root.appendingPathComponent("Stuck.swift")
        try "let t = NSClassFromString(\"A\")\n".write(to: stuck, atomically: true, encoding: .utf8)
        let listed = try Self.run([stuck.path, "--quiet"])
        #expect(listed.status == 1)
        #expect(listed.output.contains("Stuck.swift:1: `NSClassFromString(…)`"))
    }
}
