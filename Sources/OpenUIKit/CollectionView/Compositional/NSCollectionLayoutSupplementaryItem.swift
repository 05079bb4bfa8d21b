import Foundation

/// An extra view a compositional layout places with an element, of an element kind the data
/// source's supplementary request (or a diffable data source's `supplementaryViewProvider`)
/// is asked for. Section and layout headers and footers are
/// ``NSCollectionLayoutBoundarySupplementaryItem``s.
/// - Note: See https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem
// UIKit divergence: supplementary items anchored to items (badges, `NSCollectionLayoutAnchor`)
// are not built; only the boundary subclass can be made.
@MainActor @preconcurrency
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of view the data source is asked for.
    public let elementKind: String
    /// The element's place in the z order; 1 by default, above cells (0).
    open var zIndex = 1

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}

/// A header or footer of a compositional section, or of the whole layout (set on the
/// layout's configuration), placed against the edge its ``alignment`` names.
///
/// Along the layout's scroll direction (top and bottom edges of a vertical layout, leading and
/// trailing of a horizontal one), an item that ``extendsBoundary`` makes room for itself before
/// or after the section's content; one that does not overlaps the content's edge. Across it, an
/// extending item takes its breadth from the room the groups are laid out in. A pinned item
/// (``pinToVisibleBounds``) stays in view while its section (or the layout) is.
/// - Note: See https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem
@MainActor @preconcurrency
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge or corner of the section (or layout) the item sits against.
    public let alignment: NSRectAlignment
    /// Added to the item's position.
    public let offset: CGPoint
    /// Whether the section's (or layout's) extent grows to hold the item. Default true.
    open var extendsBoundary = true
    /// Whether the item stays in the visible bounds while its section is in view (a sticky
    /// header). Default false.
    open var pinToVisibleBounds = false

    /// An item of `layoutSize` and `elementKind` against `alignment`, offset by `absoluteOffset`.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
        absoluteOffset: CGPoint = .zero
    ) {
        Fatal.check(
            alignment != .none,
            "NSCollectionLayoutBoundarySupplementaryItem: the alignment of \(elementKind) must name an edge or a "
                + "corner, not .none")
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// A view behind a compositional section, made by the layout from the class registered with
/// ``UICollectionViewLayout/register(_:forDecorationViewOfKind:)`` (no data source is asked).
/// - Note: See https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem
@MainActor @preconcurrency
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind of decoration view.
    public let elementKind: String
    /// The element's place in the z order; 0 by default, which shows it below the section's
    /// cells and supplementary views.
    open var zIndex = 0

    required public init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background filling the section (its headers, footers, insets and groups), less the
    /// item's `contentInsets`.
    open class func background(elementKind: String) -> Self {
        Self(elementKind: elementKind)
    }
}
