import Foundation

/// What a list row's cell needs from its list beyond its frame: the appearance, where the row
/// sits in its section and how its separators look.
struct ListRowPlacement: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var isFirstInSection: Bool
    var isLastInSection: Bool
    /// The row is its section's header (`headerMode` `.firstItemInSection`).
    var isSectionHeader: Bool
    var showsSeparators: Bool
    var separator: UIListSeparatorConfiguration
}

/// The layout attributes of a list row: the frame, plus the row's placement in its list.
final class ListRowAttributes: UICollectionViewLayoutAttributes {
    var placement: ListRowPlacement?

    override func copy() -> Any {
        let copy = super.copy()
        (copy as? ListRowAttributes)?.placement = placement
        return copy
    }

    override func hasSameLook(as other: UICollectionViewLayoutAttributes) -> Bool {
        super.hasSameLook(as: other) && placement == (other as? ListRowAttributes)?.placement
    }
}
