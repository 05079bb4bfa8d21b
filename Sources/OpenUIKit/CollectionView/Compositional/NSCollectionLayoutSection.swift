import Foundation

/// One section of a compositional layout: its group repeated, down the section, until the
/// section's items run out.
/// - Note: See https://developer.apple.com/documentation/uikit/nscollectionlayoutsection
@MainActor
open class NSCollectionLayoutSection {
    /// How a section scrolls across the layout's scroll direction.
    public enum OrthogonalScrollingBehavior: Int, Sendable {
        case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
    }

    /// The group repeated through the section.
    public let group: NSCollectionLayoutGroup
    /// The spacing between consecutive groups.
    open var interGroupSpacing: CGFloat = 0
    /// Insets around the section's groups.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// How the section's groups scroll across the layout: `.none` (default) repeats them down
    /// the layout; any other value lines them up across it, in a scroll view of their own
    /// that scrolls, pages or snaps as the value says.
    open var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// Called with the section's shown items at each layout pass (every scroll of the
    /// collection view, or of the section when it scrolls across the layout); it may change
    /// how they look — a carousel that scales its centred card, say.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// Headers and footers of the section — not built yet (a non-empty list stops).
    open var boundarySupplementaryItems: [Any] = [] {
        didSet {
            if !boundarySupplementaryItems.isEmpty {
                Fatal.stop(
                    "NSCollectionLayoutSection.boundarySupplementaryItems (section headers and footers) are not built "
                        + "in OpenUIKit yet; use UICollectionViewFlowLayout for headers and footers")
            }
        }
    }
    /// Decoration items — not built yet (a non-empty list stops).
    open var decorationItems: [Any] = [] {
        didSet {
            if !decorationItems.isEmpty {
                Fatal.stop("NSCollectionLayoutSection.decorationItems are not built in OpenUIKit yet")
            }
        }
    }

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
