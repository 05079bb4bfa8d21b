import Foundation

/// A table view data source driven by snapshots of section and row identifiers: the cell
/// provider makes each row's cell from its identifier, and ``apply(_:animatingDifferences:completion:)``
/// gives the table view what changed since the last snapshot as one batch update. Subclasses
/// override the title and editing methods. Keep a strong reference to it.
/// - Note: See https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: UITableViewDataSource {
    /// Makes the cell of a row from its identifier.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The animation rows are inserted, deleted and reloaded with.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Becomes `tableView`'s data source, showing nothing until a snapshot is applied.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of the snapshot shown now.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the difference from the current one is applied as a batch update,
    /// then rows and sections marked for reloading are reloaded — animated with
    /// ``defaultRowAnimation`` when `animatingDifferences` is true, at once otherwise;
    /// `completion` runs once the updates' animations have ended (at once when nothing
    /// changed).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        guard let tableView else { return }
        let difference = SnapshotDifference(from: current, to: snapshot)
        current = snapshot
        let animation = defaultRowAnimation
        // UIKit divergence: the table view has no reconfigureRows(at:) yet; reconfigured rows
        // are reloaded.
        let reloadedRows = difference.reloadedItems + difference.reconfiguredItems
        var batches: [() -> Void] = []
        if !difference.isEmpty {
            batches.append {
                tableView.deleteSections(difference.deletedSections, with: animation)
                tableView.insertSections(difference.insertedSections, with: animation)
                for move in difference.movedSections { tableView.moveSection(move.from, toSection: move.to) }
                tableView.deleteRows(at: difference.deletedItems, with: animation)
                tableView.insertRows(at: difference.insertedItems, with: animation)
                for move in difference.movedItems { tableView.moveRow(at: move.from, to: move.to) }
            }
        }
        if !reloadedRows.isEmpty || !difference.reloadedSections.isEmpty {
            batches.append {
                tableView.reloadSections(difference.reloadedSections, with: animation)
                tableView.reloadRows(at: reloadedRows, with: animation)
            }
        }
        guard !batches.isEmpty else {
            completion?()
            return
        }
        var remaining = batches.count
        let performAll = {
            for batch in batches {
                tableView.performBatchUpdates(batch) { _ in
                    remaining -= 1
                    if remaining == 0 { completion?() }
                }
            }
        }
        if animatingDifferences { performAll() } else { UIView.performWithoutAnimation(performAll) }
    }

    /// Shows `snapshot` by reloading the table view.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    /// The identifier of the row at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    /// The index path of the row, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The identifier of the section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The index of the section, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.items(inSectionAt: section).count
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.itemIdentifier(at: indexPath) else {
            Fatal.stop("UITableViewDiffableDataSource: no row at \(indexPath) in the applied snapshot")
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            Fatal.stop(
                "NSInternalInconsistencyException: UITableView dataSource returned a nil cell for row at index path: "
                    + "\(indexPath), dataSource: UITableViewDiffableDataSource")
        }
        return cell
    }

    /// The title of a section's header; none unless a subclass overrides it.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// The title of a section's footer; none unless a subclass overrides it.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Whether a row can be edited; false unless a subclass overrides it.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Whether a row can be moved; false unless a subclass overrides it.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
}
