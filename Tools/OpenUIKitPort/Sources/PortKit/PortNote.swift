/// A line of the command's report: something it rewrote, or something it could not port.
public struct PortNote: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The tool changed the source.
        case rewrote
        /// The tool left the source as it was; a person must change it (the message says how).
        case unportable
    }

    public var kind: Kind
    /// The file's path as given to the tool.
    public var file: String
    /// 1-based line in the original file.
    public var line: Int
    public var message: String

    public init(kind: Kind, file: String, line: Int, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, the form compilers print, so editors can jump to it.
    public var description: String { "\(file):\(line): \(message)" }
}
