import Foundation
import OpenUIKit
import OpenUIKitTesting

/// Collects the failures a check reports, so a test can look at them instead of failing.
@MainActor
final class CollectedFailures {
    private(set) var failures: [TestFailure] = []

    /// A reporter that appends to this collection.
    var reporter: TestFailureReporter {
        TestFailureReporter { [self] failure in failures.append(failure) }
    }

    var messages: [String] { failures.map(\.message) }
}

/// A fresh, empty folder under the temporary directory, removed by `cleanUp()`.
struct TemporaryFolder {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("openuikit-snapshots-\(UUID().uuidString)", isDirectory: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name).path) }

    /// The names of the files in the folder, sorted.
    func contents() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    func cleanUp() { try? FileManager.default.removeItem(at: url) }
}
