import Foundation

extension UICollectionViewDiffableDataSource {
    /// Blocks a data source runs around expanding and collapsing an outline item: asked
    /// whether it may, told before it does, and asked for the children to show when a parent
    /// expands.
    /// - Note: See https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/sectionsnapshothandlers
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether the item may expand; it does when nil.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Told just before the item expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether the item may collapse; it does when nil.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Told just before the item collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// Gives the children to show under a parent that expands (its subtree as a snapshot
        /// in, the replacement out).
        public var snapshotForExpandingParent:
            ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        public init() {}
    }

    /// Shows `snapshot` as the outline of `section` (added at the end when the section is new):
    /// the section's items become the outline's visible items, the difference animated as one
    /// batch update when `animatingDifferences`.
    public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var whole = self.snapshot()
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        show(whole, animatingDifferences: animatingDifferences, completion: completion)
        // Shown cells of parents follow their expansion.
        if let collectionView = collectionViewShown {
            for cell in collectionView.visibleCells {
                guard let listCell = cell as? UICollectionViewListCell, let indexPath = collectionView.indexPath(for: cell),
                    let item = itemIdentifier(for: indexPath), snapshot.contains(item)
                else { continue }
                listCell.indentationLevel = snapshot.level(of: item)
                listCell.setOutlineExpanded(snapshot.isExpanded(item), animated: animatingDifferences)
            }
        }
    }

    /// The outline of `section`: the one applied to it, else its items as root items.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        let whole = snapshot()
        if whole.indexOfSection(section) != nil { flat.append(whole.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Gives a list cell its item's outline depth and expansion as the cell is made.
    func showOutlineState(of item: ItemIdentifierType, at indexPath: IndexPath, in cell: UICollectionViewCell) {
        guard let listCell = cell as? UICollectionViewListCell, let section = sectionIdentifier(for: indexPath.section),
            let outline = sectionSnapshots[section], outline.contains(item)
        else { return }
        listCell.indentationLevel = outline.level(of: item)
        listCell.setOutlineExpanded(outline.isExpanded(item), animated: false)
    }
}

extension UICollectionViewDiffableDataSource: OutlineToggling {
    /// Expands or collapses the item at `indexPath` in its section's outline, asking and
    /// telling the section snapshot handlers, and applies the outline animated.
    func toggleOutlineItem(at indexPath: IndexPath, in collectionView: UICollectionView) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
            var outline = sectionSnapshots[section], outline.contains(item)
        else {
            collectionView.misuseLog.log(
                "UICollectionViewDiffableDataSource: the outline disclosure at \(indexPath) has no item in a section "
                    + "snapshot; apply one with apply(_:to:animatingDifferences:) to expand and collapse items")
            return
        }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                let children = provide(item, outline.snapshot(of: item))
                outline.replace(childrenOf: item, using: children)
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
    }
}
