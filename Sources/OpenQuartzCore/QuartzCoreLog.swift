import Foundation

/// Where OpenQuartzCore reports misuse Core Animation tolerates (an animation of a key path
/// that does not animate, a `fromValue` of the wrong type): the animation goes on without the
/// bad part and one line is written here.
///
/// The sink is task-local: standard error unless a caller (a test) binds its own with
/// `QuartzCoreLog.$current.withValue(...)`.
package struct QuartzCoreLog: Sendable {
    /// Receives each message, without a trailing newline.
    package let write: @Sendable (String) -> Void

    package init(write: @escaping @Sendable (String) -> Void) { self.write = write }

    /// A sink that prints each message on standard error.
    package static let standardError = QuartzCoreLog { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// The sink messages go to in the current task.
    @TaskLocal package static var current: QuartzCoreLog = .standardError

    /// Reports `message` to the current sink.
    package static func warning(_ message: String) {
        current.write("CoreAnimation: \(message)")
    }
}
