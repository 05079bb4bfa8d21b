import Foundation

/// The spacing of list sections, per appearance. Grouped and inset-grouped metrics are the
/// table's (TableViewConstants), so a list and a table of the same style line up; the
/// sidebar's are [CHOSEN] (Apple publishes none; see docs/DIVERGENCES.md).
enum ListLayoutMetrics {
    /// The estimated height of a row before it measures itself.
    static let estimatedRowHeight = TableViewConstants.defaultRowHeight
    /// Side inset of a sidebar's rows (their selection is a rounded fill inside it) [CHOSEN].
    static let sidebarSideInset: CGFloat = 10
    /// Corner radius of a sidebar row's selection [CHOSEN].
    static let sidebarCornerRadius: CGFloat = 10
    /// The width one indentation level moves a row's content: 10 points (UIKit's default
    /// `indentationWidth` for list cells).
    static let indentationWidth: CGFloat = 10
    /// The width kept for a standard accessory (chevron, checkmark…) at a row's edge.
    static let accessoryWidth: CGFloat = 28
    /// The space between two accessories, and between an accessory and the row's edge.
    static let accessorySpacing: CGFloat = 8

    /// The height a supplementary header takes in a list of `appearance`.
    static func headerHeight(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> CGFloat {
        appearance == .plain || appearance == .sidebarPlain
            ? TableViewConstants.plainTitleHeaderHeight : TableViewConstants.groupedTitleHeaderHeight
    }

    /// The section insets of a list of `configuration`: inset-grouped sections stand in from
    /// the sides, sidebars' rows a little; grouped sections without a header or footer keep
    /// the empty grouped header's space above and below.
    static func sectionInsets(_ configuration: UICollectionLayoutListConfiguration) -> NSDirectionalEdgeInsets {
        var insets = NSDirectionalEdgeInsets.zero
        switch configuration.appearance {
        case .plain, .sidebarPlain: break
        case .grouped: break
        case .insetGrouped:
            insets.leading = TableViewConstants.insetGroupedMargin
            insets.trailing = TableViewConstants.insetGroupedMargin
        case .sidebar:
            insets.leading = sidebarSideInset
            insets.trailing = sidebarSideInset
        }
        if configuration.appearance.isGrouped {
            if configuration.headerMode != .supplementary { insets.top = TableViewConstants.groupedEmptyHeaderHeight }
            if configuration.footerMode != .supplementary { insets.bottom = TableViewConstants.groupedEmptyHeaderHeight }
        }
        return insets
    }

    /// The list's background when the configuration names none.
    static func background(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> UIColor {
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }
}

extension ListLayoutMetrics {
    /// How long an outline chevron takes to turn [CHOSEN: UIKit does not publish it].
    static let outlineRotationDuration: TimeInterval = 0.25
}
