import Foundation

/// What a reorder did to a diffable data source: the snapshot before and after, the
/// difference between their items, and the same per section the reorder touched.
/// - Note: See https://developer.apple.com/documentation/uikit/nsdiffabledatasourcetransaction
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The snapshot before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The moves that turn the initial items (all sections, in order) into the final ones.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction per section the reorder changed.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// A transaction from `initial` to `reordered`, with its section transactions.
    init(
        initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        reordered: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        initialSnapshot = initial
        finalSnapshot = reordered
        difference = reordered.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
        sectionTransactions = reordered.sectionIdentifiers.compactMap { section in
            let before = initial.indexOfSection(section) == nil ? [] : initial.itemIdentifiers(inSection: section)
            let after = reordered.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            return NSDiffableDataSourceSectionTransaction(section: section, before: before, after: after)
        }
    }
}
