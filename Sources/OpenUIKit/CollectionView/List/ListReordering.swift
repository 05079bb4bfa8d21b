import Foundation

/// A data source that moves an item when the user drags a row's reorder control (the
/// diffable data source, through its reordering handlers).
@MainActor
protocol ListReordering: AnyObject {
    /// Whether the item at `indexPath` may be dragged.
    func canReorderItem(at indexPath: IndexPath) -> Bool
    /// Moves the item at `source` to `destination` (its index path once moved).
    func reorderItem(at source: IndexPath, to destination: IndexPath)
}
