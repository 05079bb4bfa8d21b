import Foundation

/// A virtual X server for the live-window end-to-end test, with the X tools that drive it:
/// xdotool injects real mouse and key events through the server, ImageMagick's `import`
/// takes screenshots. Waiting here is real time: the test drives another process.
final class XvfbSession {
    let display: String
    private let number: Int
    private let server: Process

    /// Finds an executable on the PATH.
    static func tool(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Why the test cannot run here, or nil when every tool is installed.
    static var missingTools: String? {
        let missing = ["Xvfb", "xdotool", "import", "convert", "xdpyinfo"].filter { tool($0) == nil }
        return missing.isEmpty ? nil : missing.joined(separator: ", ")
    }

    /// Starts Xvfb on the first free display from :90 with a screen of `width` x `height`
    /// pixels and waits (up to 5 s) until it answers. A display whose lock names a process that
    /// no longer runs is free: its leftovers are removed.
    init(width: Int = 800, height: Int = 700) throws {
        let found = (90..<190).first { Self.isFree($0) }
        guard let found, let xvfb = Self.tool("Xvfb") else { throw Failure("no free X display or no Xvfb") }
        number = found
        display = ":\(found)"
        server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        // -noreset: by default an X server resets when its last client disconnects, and a
        // client connecting during that reset is refused. xdpyinfo's probe below is such a last
        // client, so the gallery starting right after it could find "x11 not available" (CI did).
        server.arguments = [display, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        let answered = Self.poll(timeout: 5) { (try? self.run("xdpyinfo", [])) != nil }
        guard answered else {
            kill(server.processIdentifier, SIGKILL)
            throw Failure("Xvfb \(display) did not answer within 5 s")
        }
    }

    deinit {
        // SIGKILL: a test runner's blocked SIGTERM is inherited by the processes it starts.
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        // A killed server leaves its lock file and socket behind; without removing them every
        // run used up a display number until none of the hundred was free.
        Self.removeLeftovers(of: number)
    }

    /// Whether display `number` can be taken: no lock file, or a lock whose process is gone.
    /// A socket with no lock, or a dead server's lock and socket, are leftovers (an X server
    /// takes its lock before it makes its socket) and are removed first.
    private static func isFree(_ number: Int) -> Bool {
        let lock = "/tmp/.X\(number)-lock"
        guard FileManager.default.fileExists(atPath: lock) else {
            removeLeftovers(of: number)
            return true
        }
        guard let text = try? String(contentsOfFile: lock, encoding: .utf8) else { return false }
        guard let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 0,
            kill(pid, 0) != 0, errno == ESRCH
        else { return false }
        removeLeftovers(of: number)
        return true
    }

    private static func removeLeftovers(of number: Int) {
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }

    /// Runs an X tool against this display; returns its standard output, throws on failure.
    @discardableResult
    func run(_ tool: String, _ arguments: [String]) throws -> String {
        guard let path = Self.tool(tool) else { throw Failure("\(tool) is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure("\(tool) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The red, green and blue (0–255) of pixel (`x`, `y`) of window `id`.
    func pixel(ofWindow id: String, x: Int, y: Int) throws -> [Int] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-e2e-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try run("import", ["-window", id, file])
        // ImageMagick prints "srgb(51,115,242)".
        let text = try run("convert", [file, "-format", "%[pixel:p{\(x),\(y)}]", "info:-"])
        let digits = text.split { !$0.isNumber }.compactMap { Int($0) }
        guard digits.count >= 3 else { throw Failure("unreadable pixel \(text)") }
        return Array(digits.prefix(3))
    }

    /// Checks `condition` every 50 ms until it holds or `timeout` seconds pass.
    static func poll(timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
