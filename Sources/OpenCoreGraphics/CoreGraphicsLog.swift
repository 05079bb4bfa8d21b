import Foundation

/// Where OpenCoreGraphics reports misuse that Core Graphics tolerates (a NaN handed to a
/// drawing call, a bitmap too large for the rasterizer): the call is dropped and one line is
/// written here.
///
/// The sink is task-local: messages go to standard error unless a caller (a test) binds its
/// own sink around the code it runs with `CoreGraphicsLog.$current.withValue(...)`.
package struct CoreGraphicsLog: Sendable {
    /// Receives each message, without a trailing newline.
    package let write: @Sendable (String) -> Void

    /// Creates a sink that hands every message to `write`.
    package init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// A sink that prints each message on standard error.
    package static let standardError = CoreGraphicsLog { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// The sink messages go to in the current task.
    @TaskLocal package static var current: CoreGraphicsLog = .standardError

    /// Reports `message` to the current sink, prefixed like Core Graphics' own errors.
    package static func error(_ function: String, _ message: String) {
        current.write("<Error>: \(function): \(message)")
    }
}
