import Foundation

/// A collection view data source driven by snapshots of section and item identifiers: the
/// cell provider makes each item's cell from its identifier, and ``apply(_:animatingDifferences:completion:)``
/// works out what changed since the last snapshot and gives it to the collection view as one
/// batch update. Keep a strong reference to it; the collection view's `dataSource` is weak.
/// - Note: See https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: UICollectionViewDataSource {
    /// Makes the cell of an item from its identifier.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind for an index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    /// The collection view the data source feeds.
    var collectionViewShown: UICollectionView? { collectionView }
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Makes the supplementary views the layout places.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// The outlines applied with `apply(_:to:animatingDifferences:completion:)`, by section.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// What the data source asks and tells when an outline item expands or collapses.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// What the data source asks and tells when the user reorders a row by dragging its
    /// reorder control.
    public var reorderingHandlers = ReorderingHandlers()

    /// Becomes `collectionView`'s data source, showing nothing until a snapshot is applied.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of the snapshot shown now.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the difference from the current one is applied as a batch update
    /// (deletions, insertions and moves), then items and sections marked for reloading are
    /// reloaded and items marked for reconfiguring get their shown cells configured again —
    /// animated when `animatingDifferences` is true, at once otherwise. `completion` runs once
    /// the updates' animations have ended (at once when nothing changed or nothing was
    /// loaded yet).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        // A section whose items no longer match its outline loses the outline.
        for (section, outline) in sectionSnapshots
        where !snapshot.sectionIdentifiers.contains(section) || snapshot.itemIdentifiers(inSection: section) != outline.visibleItems {
            sectionSnapshots[section] = nil
        }
        show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` as ``apply(_:animatingDifferences:completion:)`` says, keeping the
    /// section snapshots.
    func show(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool, completion: (() -> Void)?
    ) {
        guard let collectionView else { return }
        let old = current
        guard collectionView.itemCounts != nil else {
            // Nothing was loaded yet: the collection view loads the new snapshot.
            current = snapshot
            collectionView.reloadData()
            completion?()
            return
        }
        let difference = SnapshotDifference(from: old, to: snapshot)
        current = snapshot
        var batches: [() -> Void] = []
        if !difference.isEmpty {
            batches.append {
                collectionView.deleteSections(difference.deletedSections)
                collectionView.insertSections(difference.insertedSections)
                for move in difference.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
                collectionView.deleteItems(at: difference.deletedItems)
                collectionView.insertItems(at: difference.insertedItems)
                for move in difference.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
            }
        }
        if !difference.reloadedItems.isEmpty || !difference.reloadedSections.isEmpty {
            batches.append {
                collectionView.reloadSections(difference.reloadedSections)
                collectionView.reloadItems(at: difference.reloadedItems)
            }
        }
        var remaining = batches.count
        let performAll = {
            for batch in batches {
                collectionView.performBatchUpdates(batch) { _ in
                    remaining -= 1
                    if remaining == 0 { completion?() }
                }
            }
            if !difference.reconfiguredItems.isEmpty { collectionView.reconfigureItems(at: difference.reconfiguredItems) }
        }
        if animatingDifferences { performAll() } else { UIView.performWithoutAnimation(performAll) }
        if batches.isEmpty { completion?() }
    }

    /// Shows `snapshot` by reloading the collection view, without working out a difference.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        current = snapshot
        sectionSnapshots = sectionSnapshots.filter { snapshot.sectionIdentifiers.contains($0.key) }
        collectionView?.reloadData()
        completion?()
    }

    /// The identifier of the item at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    /// The index path of the item, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The identifier of the section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The index of the section, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items(inSectionAt: section).count
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.itemIdentifier(at: indexPath) else {
            Fatal.stop("UICollectionViewDiffableDataSource: no item at \(indexPath) in the applied snapshot")
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            Fatal.stop(
                "NSInternalInconsistencyException: UICollectionView dataSource returned a nil cell for item at index "
                    + "path: \(indexPath), dataSource: UICollectionViewDiffableDataSource")
        }
        showOutlineState(of: item, at: indexPath, in: cell)
        return cell
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let supplementaryViewProvider else {
            Fatal.stop(
                "NSInternalInconsistencyException: the layout placed a supplementary view of kind \(kind) at "
                    + "\(indexPath), but the UICollectionViewDiffableDataSource has no supplementaryViewProvider")
        }
        guard let view = supplementaryViewProvider(collectionView, kind, indexPath) else {
            Fatal.stop(
                "NSInternalInconsistencyException: the supplementaryViewProvider returned nil for the view of kind "
                    + "\(kind) at \(indexPath)")
        }
        return view
    }
}
