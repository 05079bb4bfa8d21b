import Foundation

/// The changes recorded between `beginUpdates()` and `endUpdates()` (or in one
/// `performBatchUpdates` block): row index paths of deletions and reloads are in the table
/// before the update, those of insertions after it, as in UIKit.
struct TableUpdateBatch {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    /// The table had not loaded its rows when the batch began: there is nothing to update, the
    /// rows are simply loaded afterwards.
    var loadsInstead = false
}

/// Where a row of the updated table comes from.
enum TableRowSource {
    /// The row at this global index before the update (`reload`: its cell and height are new).
    case old(Int, reload: Bool)
    /// A row inserted by the update (or in an inserted or reloaded section).
    case new
}
