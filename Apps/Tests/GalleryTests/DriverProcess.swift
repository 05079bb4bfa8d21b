import Foundation
import Testing

/// A program answering driver requests on its standard input and output (`gallery --driver`,
/// or a sample app run with `OPENUIKIT_DRIVER=stdio`), talked to one request at a time: each
/// ``send(_:)`` writes a line and waits (real time, up to a timeout) for the response line.
/// Standard error goes to a file, read when something goes wrong.
final class DriverProcess {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errorFile: String
    /// Bytes read from standard output that do not end a line yet.
    private var pending: [UInt8] = []
    /// Every response line read so far, as written.
    private(set) var responseLines: [String] = []

    /// A binary built next to the test bundle by `swift build --build-tests`.
    static func builtPath(_ name: String) -> String {
        URL(fileURLWithPath: GalleryHeadlessTests.galleryPath).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Starts `path` with `arguments` and `environment` (added to the test's own, without
    /// `DISPLAY` unless `environment` sets it); cancels the test when the binary is not built.
    static func start(_ path: String, arguments: [String] = [], environment: [String: String] = [:]) throws -> DriverProcess {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            try Test.cancel("Skipped: \(path) is not built (swift build --build-tests builds it)")
        }
        return try DriverProcess(path, arguments: arguments, environment: environment)
    }

    private init(_ path: String, arguments: [String], environment: [String: String]) throws {
        errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("driver-\(UUID()).stderr").path
        _ = FileManager.default.createFile(atPath: errorFile, contents: nil)
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "DISPLAY" }
            .merging(environment) { $1 }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: errorFile)
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: errorFile)
    }

    /// What the program wrote to standard error so far.
    var errors: String { (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "" }

    /// Sends one request line and returns the response, parsed; fails the test (nil) when no
    /// line comes within `timeout` seconds or it is not a JSON object.
    func send(_ line: String, timeout: Double = 120) throws -> [String: Any] {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
        let response = try #require(readLine(timeout: timeout), "no response to \(line) in \(timeout) s; stderr: \(errors)")
        responseLines.append(response)
        return try #require(
            try JSONSerialization.jsonObject(with: Data(response.utf8)) as? [String: Any], "not a JSON object: \(response)")
    }

    /// Closes standard input (the end of the requests) and waits up to `timeout` seconds for
    /// the program to exit; its status, or nil if it is still running.
    func finish(timeout: Double = 30) -> Int32? {
        try? input.fileHandleForWriting.close()
        guard XvfbSession.poll(timeout: timeout, { !process.isRunning }) else { return nil }
        return process.terminationStatus
    }

    /// The next line of standard output, waiting up to `timeout` seconds.
    private func readLine(timeout: Double) -> String? {
        let descriptor = output.fileHandleForReading.fileDescriptor
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<end], as: UTF8.self)
                pending.removeSubrange(...end)
                return line
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, Int32(min(left, 1) * 1000)) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return nil }
            pending.append(contentsOf: chunk[..<count])
        }
    }

    /// The first element of `tree` (depth first) for which `matches` is true.
    static func element(in tree: Any?, where matches: ([String: Any]) -> Bool) -> [String: Any]? {
        var stack = ((tree as? [[String: Any]]) ?? []).reversed().map { $0 }
        while let element = stack.popLast() {
            if matches(element) { return element }
            stack.append(contentsOf: ((element["children"] as? [[String: Any]]) ?? []).reversed())
        }
        return nil
    }

    /// The width and height a PNG file's header gives.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        guard data.count >= 24, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        func word(_ offset: Int) -> Int {
            data[data.startIndex + offset..<data.startIndex + offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (word(16), word(20))
    }
}
