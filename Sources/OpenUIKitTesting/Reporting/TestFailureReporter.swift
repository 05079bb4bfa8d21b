import Foundation
import OpenUIKit

#if canImport(Testing)
    import Testing
#endif

/// Where the test kit's failed checks go: a Swift Testing issue, an XCTest failure, a list a
/// test inspects, or whatever a test framework needs.
///
/// The kit does not depend on a test framework's failure API: every check that can fail
/// (``HeadlessApp/assertSnapshot(of:named:scale:tolerance:record:directory:reporter:fileID:filePath:line:column:)``,
/// ``HeadlessApp/tap(_:duration:reporter:fileID:filePath:line:column:)``, …) hands its ``TestFailure`` to a reporter — the one passed to the
/// call, else the application's ``HeadlessApp/failureReporter``, which is ``automatic`` unless
/// a test sets another.
///
/// From XCTest, either set a reporter that calls `XCTFail`:
///
/// ```swift
/// app.failureReporter = TestFailureReporter { failure in XCTFail(failure.description) }
/// ```
///
/// or use the non-reporting forms (``HeadlessApp/verifySnapshot(of:named:scale:tolerance:record:directory:filePath:)``)
/// with `XCTAssertNil`, which point at your own line.
public struct TestFailureReporter: Sendable {
    private let body: @MainActor @Sendable (TestFailure) -> Void

    /// A reporter that hands each failure to `report`.
    public init(_ report: @escaping @MainActor @Sendable (TestFailure) -> Void) {
        body = report
    }

    /// Reports `failure`.
    @MainActor
    public func report(_ failure: TestFailure) {
        body(failure)
    }

    /// Inside a Swift Testing test, records an issue at the check's source location (the test
    /// fails and goes on). Anywhere else — an XCTest test, a plain program — stops the
    /// program with the failure and a hint to pass a reporter: a failed check never passes
    /// unnoticed.
    public static let automatic = TestFailureReporter { failure in
        #if canImport(Testing)
            if Test.current != nil {
                recordIssue(failure)
                return
            }
        #endif
        stop(failure)
    }

    /// Stops the program with the failure's description (a precise message in every build).
    public static let stopping = TestFailureReporter { failure in stop(failure) }

    #if canImport(Testing)
        /// Records a Swift Testing issue at the check's source location, also outside a
        /// running test (where Swift Testing reports it as an issue of no test).
        public static let swiftTesting = TestFailureReporter { failure in recordIssue(failure) }

        private static func recordIssue(_ failure: TestFailure) {
            let location = SourceLocation(
                fileID: failure.location.fileID, filePath: failure.location.filePath,
                line: max(failure.location.line, 1), column: max(failure.location.column, 1))
            Issue.record(Comment(rawValue: failure.message), sourceLocation: location)
        }
    #endif

    private static func stop(_ failure: TestFailure) -> Never {
        Fatal.stop(
            "\(failure)\n(no Swift Testing test is running to record this failure: give the check a TestFailureReporter, for example one that calls XCTFail)"
        )
    }
}
