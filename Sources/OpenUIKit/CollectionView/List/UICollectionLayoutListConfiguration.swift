import Foundation

/// How a list section looks and behaves: its appearance (plain, grouped, inset grouped,
/// sidebar), its headers and footers, its separators, its background and its swipe actions.
/// Give it to ``NSCollectionLayoutSection/list(using:layoutEnvironment:)`` or
/// ``UICollectionViewCompositionalLayout/list(using:)``.
/// - Note: See https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration
public struct UICollectionLayoutListConfiguration: @unchecked Sendable {
    // @unchecked: the providers and colours are main-actor values only used on the main actor.

    /// The look of a list.
    public enum Appearance: Int, Hashable, Sendable {
        /// Rows the full width on the system background, headers pinned while their section shows.
        case plain
        /// Full-width rows in sections on the grouped background.
        case grouped
        /// Sections inset from the sides with rounded corners, on the grouped background.
        case insetGrouped
        /// An iPad-style sidebar: rows without separators, selection drawn as a rounded fill.
        case sidebar
        /// A sidebar on the plain background.
        case sidebarPlain
    }

    /// Where a section's header comes from.
    public enum HeaderMode: Int, Hashable, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header (an outline's parent row in a sidebar).
        case firstItemInSection
    }

    /// Where a section's footer comes from.
    public enum FooterMode: Int, Hashable, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// Gives the swipe actions of the item at an index path, or nil for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// Gives the separator look of the item at an index path, from the list's look for it.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The list's look, fixed at creation.
    public let appearance: Appearance
    /// Whether rows are separated by lines; true by default, false for the sidebar appearances.
    public var showsSeparators: Bool
    /// The look of the separators, starting from the appearance's.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Asked for each item's separators after ``separatorConfiguration``.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background colour; nil (default) takes the appearance's.
    public var backgroundColor: UIColor?
    /// The actions a swipe from the leading edge reveals.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe from the trailing edge reveals.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Where section headers come from; none by default.
    public var headerMode: HeaderMode = .none
    /// Where section footers come from; none by default.
    public var footerMode: FooterMode = .none
    /// The space above each section's header; nil (default) takes the appearance's (none here).
    public var headerTopPadding: CGFloat?

    /// A configuration of `appearance` with its defaults.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = !appearance.isSidebar
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}

extension UICollectionLayoutListConfiguration.Appearance {
    /// Whether the appearance is one of the sidebars.
    var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }
    /// Whether rows sit in grouped sections (their own background on a grouped background).
    var isGrouped: Bool { self == .grouped || self == .insetGrouped }
}
