/// Why a recording was refused: the line and column of the first problem, and what is wrong.
///
/// A recording is checked whole before any of it is replayed, so a refused one changes nothing.
public struct InputRecordingError: Error, Equatable, CustomStringConvertible {
    /// The 1-based line of the problem.
    public var line: Int
    /// The 1-based column (in Unicode scalars) of the problem on that line.
    public var column: Int
    /// What is wrong, in a sentence fragment.
    public var reason: String

    public init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    public var description: String { "line \(line), column \(column): \(reason)" }
}
