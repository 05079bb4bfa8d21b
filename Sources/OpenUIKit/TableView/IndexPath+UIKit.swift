import Foundation

/// The table and collection view spellings of an index path: two indexes, a section and a row
/// (or item) in it. Foundation on Linux has `IndexPath` without them; UIKit adds them.
/// - Note: See https://developer.apple.com/documentation/foundation/indexpath
extension IndexPath {
    /// An index path for `row` in `section`.
    public init(row: Int, section: Int) {
        // Built from one index then appended: a two-index path is stored inline, with no array.
        self = IndexPath(index: section).appending(row)
    }

    /// An index path for `item` in `section` (collection views).
    public init(item: Int, section: Int) {
        self = IndexPath(index: section).appending(item)
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in the section: the second index (collection views).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
