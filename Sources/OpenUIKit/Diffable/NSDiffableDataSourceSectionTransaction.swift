import Foundation

/// What a reorder did to one section: its items before and after, as section snapshots, and
/// the difference between them.
/// - Note: See https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectiontransaction
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The moves, insertions and removals that turn the first into the second.
    public let difference: CollectionDifference<ItemIdentifierType>

    init(section: SectionIdentifierType, before: [ItemIdentifierType], after: [ItemIdentifierType]) {
        sectionIdentifier = section
        var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        initial.append(before)
        var reordered = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        reordered.append(after)
        initialSnapshot = initial
        finalSnapshot = reordered
        difference = after.difference(from: before).inferringMoves()
    }
}
