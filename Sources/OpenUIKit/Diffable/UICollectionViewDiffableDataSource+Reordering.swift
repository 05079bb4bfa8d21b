import Foundation

extension UICollectionViewDiffableDataSource {
    /// Blocks a data source runs around a reorder the user makes by dragging a row's reorder
    /// control: asked whether an item may move (no block: nothing moves), told before and
    /// after the new snapshot is applied.
    /// - Note: See https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/reorderinghandlers-swift.struct
    public struct ReorderingHandlers {
        /// Whether the item may be dragged; reordering is off while this is nil.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Told the reorder's transaction before the final snapshot is applied.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Told the reorder's transaction after the final snapshot is applied; update the
        /// app's model here.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        public init() {}
    }
}

extension UICollectionViewDiffableDataSource: ListReordering {
    func canReorderItem(at indexPath: IndexPath) -> Bool {
        guard let canReorderItem = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else {
            return false
        }
        return canReorderItem(item)
    }

    func reorderItem(at source: IndexPath, to destination: IndexPath) {
        let initial = snapshot()
        guard source != destination, let item = initial.itemIdentifier(at: source),
            let section = initial.sectionIdentifiers.indices.contains(destination.section)
                ? initial.sectionIdentifiers[destination.section] : nil
        else { return }
        var reordered = initial
        let others = initial.itemIdentifiers(inSection: section).filter { $0 != item }
        if destination.item < others.count {
            reordered.moveItem(item, beforeItem: others[destination.item])
        } else if let last = others.last {
            reordered.moveItem(item, afterItem: last)
        } else {
            reordered.deleteItems([item])
            reordered.appendItems([item], toSection: section)
        }
        let transaction = NSDiffableDataSourceTransaction(initial: initial, reordered: reordered)
        reorderingHandlers.willReorder?(transaction)
        apply(reordered, animatingDifferences: false)
        reorderingHandlers.didReorder?(transaction)
    }
}
