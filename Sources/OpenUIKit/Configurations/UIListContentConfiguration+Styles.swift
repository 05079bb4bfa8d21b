import Foundation

extension UIListContentConfiguration {
    /// A row: body text in the label colour, secondary text below it.
    public static func cell() -> UIListContentConfiguration { .init(style: .cell) }
    /// A row with a smaller secondary text (subheadline, secondary label colour) below the text.
    public static func subtitleCell() -> UIListContentConfiguration { .init(style: .subtitleCell) }
    /// A row with the secondary text at the trailing edge on the same line, in the secondary
    /// label colour.
    public static func valueCell() -> UIListContentConfiguration { .init(style: .valueCell) }
    /// A sidebar row; its image column keeps a standard width.
    public static func sidebarCell() -> UIListContentConfiguration { .init(style: .sidebarCell) }
    /// A sidebar row with secondary text below the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(style: .sidebarSubtitleCell) }
    /// A sidebar row drawn on the accompanied (column beside content) sidebar.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        .init(style: .accompaniedSidebarCell)
    }
    /// A grouped list's section header: footnote text in the secondary label colour.
    public static func groupedHeader() -> UIListContentConfiguration { .init(style: .groupedHeader) }
    /// A grouped list's section footer: footnote text in the secondary label colour.
    public static func groupedFooter() -> UIListContentConfiguration { .init(style: .groupedFooter) }
    /// A plain list's section header.
    public static func plainHeader() -> UIListContentConfiguration { .init(style: .plainHeader) }
    /// A plain list's section footer.
    public static func plainFooter() -> UIListContentConfiguration { .init(style: .plainFooter) }
    /// A sidebar's section header: headline text.
    public static func sidebarHeader() -> UIListContentConfiguration { .init(style: .sidebarHeader) }
    /// An inset-grouped list's large header: 20-point bold text.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        .init(style: .prominentInsetGroupedHeader)
    }
    /// An inset-grouped list's largest header: 22-point bold text.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        .init(style: .extraProminentInsetGroupedHeader)
    }
}
