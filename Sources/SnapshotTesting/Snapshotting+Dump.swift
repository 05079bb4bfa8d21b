import Foundation
import OpenUIKit

extension Snapshotting where Format == String {
    /// The value as the standard library's `dump` writes it (objects numbered, never
    /// addressed, so the text is the same on every run).
    public static var dump: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { value in
            var text = ""
            Swift.dump(value, to: &text)
            return text
        }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// The string itself, compared line by line.
    public static let lines = Snapshotting(pathExtension: "txt", diffing: .lines) { $0 }
}
