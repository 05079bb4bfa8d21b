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
    /// Only `.none` is built: other values stop.
    open var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none {
        didSet {
            if orthogonalScrollingBehavior != .none {
                Fatal.stop(
                    "NSCollectionLayoutSection.orthogonalScrollingBehavior \(orthogonalScrollingBehavior) is not built "
                        + "in OpenUIKit yet: sections cannot scroll across the layout")
            }
        }
    }
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
