import Foundation

/// Where the runtime reports misuse it tolerates (bad input, unsatisfiable constraints…),
/// as UIKit logs to the console. Messages are kept for tests and, by default, printed to
/// standard error.
@MainActor
public final class ApplicationLog {
    /// Every message logged so far.
    public private(set) var messages: [String] = []
    /// Whether messages are also written to standard error.
    public var echoesToStandardError: Bool

    public init(echoesToStandardError: Bool = true) {
        self.echoesToStandardError = echoesToStandardError
    }

    /// Logs a message.
    public func log(_ message: String) {
        messages.append(message)
        if echoesToStandardError {
            FileHandle.standardError.write(Data(("[OpenUIKit] " + message + "\n").utf8))
        }
    }

    /// Forgets the kept messages.
    public func clear() { messages.removeAll() }
}
