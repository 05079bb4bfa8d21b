import Foundation
import OpenUIKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ``DriverSession`` speaking JSON Lines over the process's standard input and output: each
/// request line read from standard input is answered with one line on standard output.
///
/// Making one takes standard output for the responses: whatever else the program prints
/// (`print`, logs) goes to standard error from then on, so a tool reading standard output sees
/// responses only. Make it before the application prints anything (before its windows are
/// built): what was printed before goes to the tool.
///
/// A headless program calls ``run()`` (or ``answerNextRequest()`` in its own loop), which waits
/// for each line. A live window calls ``answerArrivedRequests()`` once a frame: it answers the
/// lines that have arrived and returns without waiting, so the window keeps drawing while no
/// request comes.
@MainActor @preconcurrency
public final class StandardIODriver {
    /// The session answering the requests.
    public let session: DriverSession
    private let responses: FileHandle
    private let input: Int32 = 0
    /// Bytes read and not yet ending a line.
    private var pending: [UInt8] = []
    /// Whether standard input reached its end (or failed).
    private var inputEnded = false

    /// Answers `session`'s requests from standard input on standard output, which it takes
    /// from the rest of the program (moved to standard error).
    public init(session: DriverSession) {
        self.session = session
        fflush(nil)
        responses = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
        dup2(STDERR_FILENO, STDOUT_FILENO)
    }

    /// Answers every line until standard input ends.
    public func run() {
        while answerNextRequest() {}
    }

    /// Waits for the next request line and answers it; false once standard input has ended
    /// and every line was answered.
    public func answerNextRequest() -> Bool {
        while true {
            if let line = takeLine() {
                answer(line)
                return true
            }
            if inputEnded { return false }
            readInput()
        }
    }

    /// Answers the request lines that have arrived, without waiting for more; false once
    /// standard input has ended and every line was answered.
    public func answerArrivedRequests() -> Bool {
        while true {
            while let line = takeLine() { answer(line) }
            if inputEnded { return false }
            guard inputIsReady() else { return true }
            readInput()
        }
    }

    private func answer(_ line: String) {
        // Made before the launch, the app knew no window; `HeadlessApp(launching:)` also takes
        // the key window the launch left.
        if session.app.window == nil { session.app.window = session.app.application.keyWindow }
        guard let response = session.answer(line) else { return }
        responses.write(Data((response + "\n").utf8))
    }

    /// The next whole line (without its newline or a carriage return before it); at the end of
    /// input, what is left even without a newline.
    private func takeLine() -> String? {
        var end = pending.firstIndex(of: UInt8(ascii: "\n"))
        if end == nil, inputEnded, !pending.isEmpty { end = pending.endIndex }
        guard let end else { return nil }
        var line = pending[..<end]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        let text = String(decoding: line, as: UTF8.self)
        pending.removeSubrange(..<min(end + 1, pending.endIndex))
        return text
    }

    /// Whether reading standard input now returns at once (data or its end is there).
    private func inputIsReady() -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// Reads what standard input has (waiting for something when nothing is there yet).
    private func readInput() {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count > 0 {
                pending.append(contentsOf: chunk[..<count])
                return
            }
            if count < 0, errno == EINTR { continue }
            inputEnded = true
            return
        }
    }
}

extension StandardIODriver: ApplicationDriverConnection {}
