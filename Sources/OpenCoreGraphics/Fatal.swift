/// Stops for misuse that UIKit rejects, keeping the message in every build configuration.
///
/// `precondition` prints only "precondition failure" in optimized builds, so its message —
/// the one thing that says what was misused — is lost in release; `fatalError` keeps it.
///
/// It lives in OpenCoreGraphics, the lowest target the others build on, so every target of the
/// package (OpenQuartzCore, OpenUIKit, the test kit, the backends and executables) uses this one
/// helper; only ConstraintSolver, which imports nothing, calls `fatalError` itself. `make test`
/// fails when a bare `precondition` or `preconditionFailure` appears under `Sources/`.
package enum Fatal {
    /// Stops the program with `message`.
    package static func stop(
        _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
    ) -> Never {
        fatalError(message(), file: file, line: line)
    }

    /// Stops the program with `message` unless `condition` holds.
    package static func check(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        if !condition() { fatalError(message(), file: file, line: line) }
    }
}
