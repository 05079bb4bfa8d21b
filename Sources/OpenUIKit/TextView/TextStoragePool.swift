import Foundation

/// Keeps the attributed strings of freed text views for the next text views to reuse.
///
/// This toolchain's Foundation keeps a few hundred bytes of every attributed string it creates
/// (and the attribute values of a freed one) for good, while editing a string in place keeps
/// nothing (docs/PERFORMANCE.md, "App-level soak"). A text view needs a mutable attributed string
/// of its own for its text, so an app that opens a note screen per tap made one per screen and
/// the heap grew with every screen shown. A freed text view's string is emptied and kept here
/// (a few at most), and a new text view takes one back instead of creating one: the strings
/// Foundation ever created stay as many as the text views alive at once. Locked: a text view may
/// be freed on any thread.
package final class TextStoragePool: @unchecked Sendable {
    /// How many emptied strings are kept: more text views than this freed at once make new
    /// strings later, which is the cost of a few hundred bytes each, not a leak per screen.
    package static let capacity = 8

    package static let shared = TextStoragePool()

    package init() {}

    private let lock = NSLock()
    private var kept: [NSMutableAttributedString] = []
    /// How many strings the pool had to create (for tests: it stays small however many text
    /// views come and go one after another).
    package private(set) var createdCount = 0

    /// An empty attributed string: a kept one when there is one.
    package func take() -> NSMutableAttributedString {
        lock.lock()
        defer { lock.unlock() }
        if let storage = kept.popLast() { return storage }
        createdCount += 1
        return NSMutableAttributedString(string: "")
    }

    /// Empties `storage` in place (which Foundation frees fully) and keeps it, unless the pool is full.
    package func recycle(_ storage: NSMutableAttributedString) {
        if storage.length > 0 { storage.replaceCharacters(in: NSRange(location: 0, length: storage.length), with: "") }
        lock.lock()
        defer { lock.unlock() }
        guard kept.count < Self.capacity else { return }
        kept.append(storage)
    }

    /// How many emptied strings are kept now.
    package var keptCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return kept.count
    }
}

/// A text view's attributed string, given back to ``TextStoragePool`` when the text view (its
/// only owner) is freed.
final class TextStorageLease: @unchecked Sendable {
    let storage = TextStoragePool.shared.take()

    deinit { TextStoragePool.shared.recycle(storage) }
}
