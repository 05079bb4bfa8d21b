import Foundation

/// The changes recorded by a table or collection view between the start and end of a batch
/// update: index paths of deletions and reloads are in the view before the update, those of
/// insertions after it, as in UIKit.
struct IndexPathUpdateBatch {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// The view had not loaded its data when the batch began: there is nothing to update, the
    /// data is simply loaded afterwards.
    var loadsInstead = false
}

/// Where a row or item of the updated view comes from.
enum UpdatedItemSource: Equatable {
    /// The item at this global index (its position counting every section) before the update;
    /// `reload`: its cell and size are new.
    case old(Int, reload: Bool)
    /// An item inserted by the update (or in an inserted or reloaded section).
    case new
}
