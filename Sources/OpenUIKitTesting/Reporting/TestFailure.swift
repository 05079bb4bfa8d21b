import Foundation

/// A failed check of the test kit (a snapshot that does not match, a view that cannot be
/// tapped): what went wrong and where the check was written.
public struct TestFailure: Sendable, Equatable, CustomStringConvertible {
    /// The whole explanation, ready to show.
    public var message: String
    /// Where the failing check was written.
    public var location: TestSourceLocation

    public init(message: String, location: TestSourceLocation) {
        self.message = message
        self.location = location
    }

    /// "path:line:column: message".
    public var description: String { "\(location): \(message)" }
}
