import Foundation
import OpenUIKit
import OpenUIKitTesting

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Compares `value`, snapshotted as `snapshotting` says, with its reference file and fails
/// the running test when they differ, as pointfree's `assertSnapshot` does.
///
/// The reference is `__Snapshots__/<TestFile>/<testName>.<n>.<ext>` beside the test file:
/// `<TestFile>` the file's name without `.swift`, `<testName>` the test function's name
/// without its parentheses, `<n>` the 1-based count of unnamed snapshots in the test so far, or
/// the sanitized `name`. A missing reference is recorded and the assertion fails saying so;
/// `record: true` records every time (see `withSnapshotTesting(record:operation:)` and the
/// `OPENUIKIT_RECORD_SNAPSHOTS` environment variable for the other modes).
///
/// A failure is a Swift Testing issue inside a Swift Testing test (with the images attached),
/// else an XCTest failure. `timeout` is accepted for source compatibility; snapshots here
/// never wait.
@MainActor
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = TestSourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    let outcome = SnapshotAssertion.verify(
        of: value, as: snapshotting, named: name, record: recording.map { $0 ? .all : .missing }, filePath: "\(filePath)",
        testName: testName)
    guard let outcome else { return }
    if let failure = outcome.failure { SnapshotAttachments.record(failure, at: location) }
    SnapshotAssertion.fail(outcome.message, at: location, file: filePath, line: line)
}

/// ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)`` for every
/// strategy of `strategies`, each snapshot named by its key.
@MainActor
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        assertSnapshot(
            of: try value(), as: strategy, named: name, record: recording, timeout: timeout, fileID: fileID,
            file: filePath, testName: testName, line: line, column: column)
    }
}

/// ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)`` for every
/// strategy of `strategies`, in order, each snapshot numbered as unnamed ones are.
@MainActor
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for strategy in strategies {
        assertSnapshot(
            of: try value(), as: strategy, record: recording, timeout: timeout, fileID: fileID, file: filePath,
            testName: testName, line: line, column: column)
    }
}

/// Compares like ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)``
/// but returns the failure message instead of failing (nil when the snapshot matches).
@MainActor
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    SnapshotAssertion.verify(
        of: value, as: snapshotting, named: name, record: recording.map { $0 ? .all : .missing },
        filePath: "\(filePath)", testName: testName, directory: snapshotDirectory.map { URL(fileURLWithPath: $0) }
    )?.message
}

/// Runs `operation` with `record` as the record mode of the snapshot assertions inside it
/// that pass no `record` argument.
@MainActor
public func withSnapshotTesting<R>(record: SnapshotTestingConfiguration.Record? = nil, operation: () throws -> R) rethrows -> R {
    guard let record else { return try operation() }
    return try Snapshot.withRecordMode(record, operation: operation)
}

/// Settings of the snapshot assertions, named as pointfree names them.
public enum SnapshotTestingConfiguration {
    /// When a snapshot assertion records: `.never`, `.missing` (the default), `.failed` or `.all`.
    public typealias Record = SnapshotRecordMode
}

/// The work of the assertion functions.
@MainActor
enum SnapshotAssertion {
    struct Outcome {
        var message: String
        var failure: SnapshotFailure?
    }

    /// How many unnamed snapshots each test has taken, by test and reference folder.
    private static var counters: [String: Int] = [:]

    static func verify<Value, Format>(
        of value: () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String?,
        record: SnapshotRecordMode?, filePath: String, testName: String, directory: URL? = nil
    ) -> Outcome? {
        let fileURL = URL(fileURLWithPath: filePath)
        let folder =
            directory
            ?? fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(fileURL.deletingPathExtension().lastPathComponent)
        let test = sanitize(testName)
        let identifier: String
        if let name {
            identifier = sanitize(name)
        } else {
            let key = "\(currentTestIdentity())|\(folder.path)|\(test)"
            counters[key, default: 0] += 1
            identifier = String(counters[key]!)
        }
        let base = "\(test).\(identifier)"
        let snapshotValue: Value
        do {
            snapshotValue = try value()
        } catch {
            return Outcome(message: "Snapshot '\(base)': the value threw \(error)", failure: nil)
        }
        let format = snapshotting.snapshot(snapshotValue)
        if let image = snapshotting.diffing.image {
            let png = snapshotting.diffing.toData(format)
            let pixels = (format as? UIImage).flatMap(\.cgImage).map { $0.width * $0.height } ?? 0
            let failure = Snapshot.verify(
                png: png, named: base, tolerance: image.tolerance(pixels: pixels),
                differingPixelLimit: image.differingPixelLimit(pixels: pixels), record: record, directory: folder,
                filePath: filePath)
            return failure.map { Outcome(message: $0.message, failure: $0) }
        }
        return verifyData(format, snapshotting, base: base, folder: folder, record: record)
    }

    /// The comparison of a strategy with its own `Diffing` (text and custom strategies):
    /// the same files and record modes as images, `NAME.failed.EXT` beside the reference.
    private static func verifyData<Value, Format>(
        _ format: Format, _ snapshotting: Snapshotting<Value, Format>, base: String, folder: URL, record: SnapshotRecordMode?
    ) -> Outcome? {
        let ext = snapshotting.pathExtension.map { "." + $0 } ?? ""
        let reference = folder.appendingPathComponent(base + ext)
        let failed = folder.appendingPathComponent(base + ".failed" + ext)
        let data = snapshotting.diffing.toData(format)
        let mode = Snapshot.effectiveRecordMode(record)
        let exists = FileManager.default.fileExists(atPath: reference.path)
        if mode == .all || (!exists && mode != .never) {
            write(data, to: reference, in: folder)
            remove(failed)
            return Outcome(
                message: mode == .all
                    ? "Recorded snapshot '\(base)' at \(reference.path) because the record mode is all. Turn recording off and run again to compare against it."
                    : "No reference for snapshot '\(base)' existed; recorded it at \(reference.path). Check it, then run again to compare against it.",
                failure: nil)
        }
        guard exists, let stored = FileManager.default.contents(atPath: reference.path) else {
            write(data, to: failed, in: folder)
            return Outcome(
                message: "No reference for snapshot '\(base)' at \(reference.path), and the record mode is never. The snapshot is at \(failed.path).",
                failure: nil)
        }
        guard let difference = snapshotting.diffing.diff(snapshotting.diffing.fromData(stored), format) else {
            remove(failed)
            return nil
        }
        write(data, to: failed, in: folder)
        var message = "Snapshot '\(base)' does not match its reference:\(difference)\n  reference: \(reference.path)\n  snapshot:  \(failed.path)"
        if mode == .failed {
            write(data, to: reference, in: folder)
            message += "\nThe record mode is failed: the snapshot replaced the reference."
        }
        return Outcome(message: message, failure: nil)
    }

    /// Reports `message` to the running test framework: a Swift Testing issue, else an XCTest
    /// failure, else a stop with the message.
    static func fail(_ message: String, at location: TestSourceLocation, file: StaticString, line: UInt) {
        #if canImport(Testing)
            if Test.current != nil {
                TestFailureReporter.swiftTesting.report(TestFailure(message: message, location: location))
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(message, file: file, line: line)
        #else
            TestFailureReporter.stopping.report(TestFailure(message: message, location: location))
        #endif
    }

    /// A file-name-safe form of `text`: runs of characters other than letters, digits and
    /// underscores become "-", none at either end (`testCard()` gives `testCard`).
    static func sanitize(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) || scalar == "_" {
                if pendingDash && !result.isEmpty { result += "-" }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return result
    }

    private static func currentTestIdentity() -> String {
        #if canImport(Testing)
            if let test = Test.current { return "\(test.id)" }
        #endif
        return ""
    }

    private static func write(_ data: Data, to url: URL, in folder: URL) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            Fatal.stop("SnapshotTesting: cannot write \(url.path): \(error)")
        }
    }

    private static func remove(_ url: URL) {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            Fatal.stop("SnapshotTesting: cannot remove the stale \(url.path): \(error)")
        }
    }
}
