import Foundation
import OpenUIKit

#if canImport(Testing)
    import Testing
#endif

/// Hands a failed snapshot's images to the running test framework, so a test report shows
/// them beside the failure.
public enum SnapshotAttachments {
    /// Inside a running Swift Testing test, attaches the files `failure` names (rendering, diff,
    /// reference or the reference it replaced, and the HTML page) with `Attachment.record`;
    /// elsewhere does nothing. The assertion functions call it before reporting; call it
    /// yourself after ``HeadlessApp/verifySnapshot(of:named:scale:tolerance:record:directory:filePath:)``.
    public static func record(_ failure: SnapshotFailure, at location: TestSourceLocation) {
        #if canImport(Testing)
            guard Test.current != nil else { return }
            let sourceLocation = SourceLocation(
                fileID: location.fileID, filePath: location.filePath, line: max(location.line, 1),
                column: max(location.column, 1))
            var urls = [failure.failedURL, failure.diffURL, failure.htmlURL].compactMap { $0 }
            if case .rerecorded = failure.reason {
                urls.append(failure.referenceURL.deletingPathExtension().appendingPathExtension("previous.png"))
            } else if case .mismatch = failure.reason {
                urls.append(failure.referenceURL)
            }
            for url in urls {
                guard let data = FileManager.default.contents(atPath: url.path) else { continue }
                Attachment.record([UInt8](data), named: url.lastPathComponent, sourceLocation: sourceLocation)
            }
        #endif
    }
}
