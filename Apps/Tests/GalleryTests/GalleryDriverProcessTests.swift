import Foundation
import Testing

/// `gallery --driver` as a tool runs it: a scripted session on standard input, one JSON
/// response per line on standard output.
@Suite("Gallery driver process")
struct GalleryDriverProcessTests {
    /// Runs the gallery in driver mode with `script` on its standard input.
    private func drive(_ script: [String]) throws -> (status: Int32, responses: [[String: Any]], stderr: String) {
        let path = GalleryHeadlessTests.galleryPath
        guard FileManager.default.isExecutableFile(atPath: path) else {
            try Test.cancel("Skipped: \(path) is not built (swift build --build-tests builds it)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--driver"]
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "DISPLAY" }
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data((script.joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complained = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let responses = try printed.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
        }
        return (process.terminationStatus, responses, complained)
    }

    @Test("A scripted session: tree, a tap on a listed button, settle, a screenshot, a malformed line, audit")
    func scriptedSession() throws {
        let shot = GalleryHeadlessTests.temporaryFolder("driver") + ".png"
        defer { try? FileManager.default.removeItem(atPath: shot) }
        // The tree first, to learn a reference; then the rest of the script uses it.
        let first = try drive([#"{"id": 1, "command": "tree"}"#])
        let tree = try #require(first.responses.first)
        #expect(tree["ok"] as? Bool == true)
        var stack = tree["tree"] as? [[String: Any]] ?? []
        var button: String?
        while let element = stack.popLast(), button == nil {
            if element["type"] as? String == "button", element["enabled"] == nil { button = element["ref"] as? String }
            stack.append(contentsOf: element["children"] as? [[String: Any]] ?? [])
        }
        let reference = try #require(button)
        let run = try drive([
            #"{"id": 1, "command": "tree"}"#,
            #"{"id": 2, "command": "tap", "element": "\#(reference)"}"#,
            #"{"id": 3, "command": "settle"}"#,
            #"{"id": 4, "command": "screenshot", "path": "\#(shot)"}"#,
            #"{"id": 5, "command": "tap", "point": [1, }"#,
            #"{"id": 6, "command": "audit"}"#,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.responses.count == 6)
        #expect(run.responses.map { $0["ok"] as? Bool } == [true, true, true, true, false, true])
        let receipt = try #require(run.responses[1]["receipt"] as? [String: Any])
        #expect(receipt["performed"] as? Bool == true)
        #expect(receipt["viewHit"] is String)
        #expect(run.responses[2]["frames"] is Int)
        #expect(FileManager.default.fileExists(atPath: shot))
        #expect(run.responses[4]["line"] as? Int == 5)
        #expect(run.responses[4]["column"] as? Int == 42)
        #expect(run.responses[5]["issues"] is [Any])
    }
}
