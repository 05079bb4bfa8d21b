import Foundation
import OpenUIKit

extension HeadlessApp {
    /// Renders `view` alone (at `scale`, the screen's by default) and compares it with the
    /// reference PNG named `name`; reports a failure through `reporter` (else
    /// ``failureReporter``) when it does not match within `tolerance`, when record mode is on,
    /// or when there was no reference. See ``Snapshot`` for the files and record mode.
    ///
    /// ```swift
    /// app.assertSnapshot(of: card, named: "card-selected")
    /// app.assertSnapshot(of: card, named: "card@3x", scale: 3, tolerance: .init(perChannel: 2))
    /// ```
    ///
    /// Returns the failure it reported, if any.
    @discardableResult
    public func assertSnapshot(
        of view: UIView, named name: String, scale: CGFloat? = nil, tolerance: SnapshotTolerance = .exact,
        record: SnapshotRecordMode? = nil, directory: URL? = nil, reporter: TestFailureReporter? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> SnapshotFailure? {
        let failure = verifySnapshot(
            of: view, named: name, scale: scale, tolerance: tolerance, record: record, directory: directory,
            filePath: filePath)
        report(failure, reporter, TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return failure
    }

    /// Renders the whole screen (every visible window, at the screen's scale — choose it with
    /// `HeadlessApp(scale:)`) and compares it with the reference PNG named `name`, reporting a
    /// failure as ``assertSnapshot(of:named:scale:tolerance:record:directory:reporter:fileID:filePath:line:column:)``
    /// does.
    @discardableResult
    public func assertSnapshot(
        named name: String, tolerance: SnapshotTolerance = .exact, record: SnapshotRecordMode? = nil, directory: URL? = nil,
        reporter: TestFailureReporter? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> SnapshotFailure? {
        let failure = verifySnapshot(
            named: name, tolerance: tolerance, record: record, directory: directory, filePath: filePath)
        report(failure, reporter, TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return failure
    }

    /// Renders `view` alone and compares it with its reference like
    /// ``assertSnapshot(of:named:scale:tolerance:record:directory:reporter:fileID:filePath:line:column:)``,
    /// writing the same files, but only returns the failure: for XCTest,
    /// `XCTAssertNil(app.verifySnapshot(of: view, named: "card"))`.
    public func verifySnapshot(
        of view: UIView, named name: String, scale: CGFloat? = nil, tolerance: SnapshotTolerance = .exact,
        record: SnapshotRecordMode? = nil, directory: URL? = nil, filePath: String = #filePath
    ) -> SnapshotFailure? {
        let pixelScale = scale ?? application.screen.scale
        let image = render(view, scale: pixelScale)
        return Snapshot.verify(
            image, named: name, tolerance: tolerance, record: record, directory: directory, filePath: filePath,
            scale: pixelScale, traits: view.traitCollection)
    }

    /// Renders the screen and compares it with its reference, returning the failure without
    /// reporting it.
    public func verifySnapshot(
        named name: String, tolerance: SnapshotTolerance = .exact, record: SnapshotRecordMode? = nil, directory: URL? = nil,
        filePath: String = #filePath
    ) -> SnapshotFailure? {
        Snapshot.verify(
            render(), named: name, tolerance: tolerance, record: record, directory: directory, filePath: filePath,
            scale: application.screen.scale, traits: (application.keyWindow ?? window)?.traitCollection)
    }

    private func report(_ failure: SnapshotFailure?, _ reporter: TestFailureReporter?, _ location: TestSourceLocation) {
        guard let failure else { return }
        SnapshotAttachments.record(failure, at: location)
        (reporter ?? failureReporter).report(TestFailure(message: failure.message, location: location))
    }
}
