import Foundation

/// One section of a compositional layout: its group repeated, down the section, until the
/// section's items run out.
/// - Note: See https://developer.apple.com/documentation/uikit/nscollectionlayoutsection
@MainActor @preconcurrency
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

    /// Headers, footers and side items of the section, placed against its edges.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section (a background), made from the classes registered with the
    /// layout.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether boundary items are inset across the layout by the section's `contentInsets`
    /// (a header as wide as the groups). Default true.
    open var supplementariesFollowContentInsets = true
    /// The list configuration a section made by `list(using:layoutEnvironment:)` follows
    /// (its rows' look, separators and swipe actions); nil for other sections.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
