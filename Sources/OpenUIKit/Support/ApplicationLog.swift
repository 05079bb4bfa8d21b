import Foundation

/// Where the runtime reports misuse it tolerates (bad input, unsatisfiable constraints…),
/// as UIKit logs to the console. The most recent messages are kept for tests and, by default,
/// printed to standard error.
///
/// The log is bounded: it keeps the last ``keptMessageLimit`` messages in a ring and counts
/// the older ones it let go, so a flood of bad input cannot grow memory (UIKit's console is
/// not an in-memory list either).
@MainActor @preconcurrency
public final class ApplicationLog {
    /// How many messages a log keeps (see docs/DIVERGENCES.md).
    public static let keptMessageLimit = 1_000

    /// The kept messages, oldest first: every message logged since the last ``clear()``, or
    /// the last ``keptMessageLimit`` of them.
    public var messages: [String] {
        guard ring.count == ApplicationLog.keptMessageLimit, oldest > 0 else { return ring }
        return Array(ring[oldest...] + ring[..<oldest])
    }
    /// How many messages were logged and then let go to keep the log bounded.
    public private(set) var droppedMessageCount = 0
    /// Whether messages are also written to standard error.
    public var echoesToStandardError: Bool

    /// How many messages were logged since the last ``clear()``, kept or not (for tests of
    /// the ``console`` log, which keeps none).
    package private(set) var loggedCount = 0

    private var ring: [String] = []
    /// Where the oldest kept message is once the ring is full.
    private var oldest = 0
    /// Whether messages are kept at all (the ``console`` log keeps none).
    private let keepsMessages: Bool

    /// The trace of the application this log belongs to, set by the application: while that
    /// trace records, each message is recorded there too (stage `log`), in order with the
    /// steps around it. Held weakly: the application owns both.
    package weak var trace: (any LogTraceSink)?

    public init(echoesToStandardError: Bool = true) {
        self.echoesToStandardError = echoesToStandardError
        self.keepsMessages = true
    }

    private init(consoleOnly: Void) {
        self.echoesToStandardError = true
        self.keepsMessages = false
    }

    /// The log of code that belongs to no application: a view outside every window (an
    /// application is reached through the view's window), an animation of such views. It
    /// writes every message to standard error and keeps none, so nothing grows and no
    /// application's log ever sees another's messages. Find the right log with
    /// `UIView.misuseLog` rather than naming this one.
    package static let console = ApplicationLog(consoleOnly: ())

    /// Logs a message.
    public func log(_ message: String) {
        loggedCount += 1
        trace?.recordLogged(message)
        if !keepsMessages {
            // Nothing kept: the console log only writes.
        } else if ring.count < ApplicationLog.keptMessageLimit {
            ring.append(message)
        } else {
            ring[oldest] = message
            oldest = (oldest + 1) % ApplicationLog.keptMessageLimit
            droppedMessageCount += 1
        }
        if echoesToStandardError {
            FileHandle.standardError.write(Data(("[OpenUIKit] " + message + "\n").utf8))
        }
    }

    /// Forgets the kept messages and the count of dropped ones.
    public func clear() {
        ring.removeAll()
        oldest = 0
        droppedMessageCount = 0
        loggedCount = 0
    }
}
