import Foundation

extension String {
    /// The same characters in a buffer of their own, shared with no other string.
    ///
    /// A text view keeps its text in a mutable attributed string, and the `String` Foundation
    /// hands out for it shares that string's buffer. While an app keeps such a string (a notes
    /// app saving `textView.text` on every change), the next edit cannot change the buffer in
    /// place: the standard library copies it, reserving the old capacity and a little more, and
    /// this toolchain's Foundation never frees the copies either. Measured with `bench
    /// text-edit-memory` (docs/PERFORMANCE.md, "Text editing"): about 4 KB kept for good per
    /// key press once the buffer had grown, none when the app is given a copy.
    var withOwnStorage: String {
        var source = self
        return source.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { $0.initialize(fromContentsOf: bytes) }
        }
    }
}
