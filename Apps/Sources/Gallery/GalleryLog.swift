import Foundation

/// Where the gallery reports what the user did (a button's action, a text change): standard
/// output, and a state file when one was asked for, so a test driving the live window from
/// outside can see what happened.
@MainActor
final class GalleryLog {
    private let stateFile: URL?

    init(stateFile: String?) {
        self.stateFile = stateFile.map { URL(fileURLWithPath: $0) }
        if let url = self.stateFile {
            _ = FileManager.default.createFile(atPath: url.path, contents: Data())
        }
    }

    /// Prints `line` and appends it to the state file.
    func note(_ line: String) {
        print("gallery: \(line)")
        fflush(nil)
        guard let stateFile, let handle = try? FileHandle(forWritingTo: stateFile) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data((line + "\n").utf8))
    }
}
