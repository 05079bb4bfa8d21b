import Foundation

/// The styles of ``UIListContentConfiguration`` and their starting values.
///
/// Fonts are the Dynamic Type styles at the default (Large) size as Apple's Human Interface
/// Guidelines publish them (body 17, subheadline 15, footnote 13, headline 17 semibold,
/// title3 20, title2 22). Margins and paddings are what iOS 15–17 give these styles on an
/// iPhone in portrait (UIKit prints them for a fresh configuration); docs/CONFIGURATIONS.md
/// lists each value with its source.
enum ListContentStyle: Hashable, Sendable {
    case cell, subtitleCell, valueCell
    case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell
    case groupedHeader, groupedFooter, plainHeader, plainFooter, sidebarHeader
    case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader

    struct Metrics {
        var textFont: UIFont
        var textColor: UIColor
        var secondaryFont: UIFont
        var secondaryColor: UIColor
        var margins: NSDirectionalEdgeInsets
        var sideBySide = false
        var imageToTextPadding: CGFloat = ListContentMetrics.imageToTextPadding
        var horizontalPadding: CGFloat = ListContentMetrics.horizontalTextPadding
        var verticalPadding: CGFloat = ListContentMetrics.verticalTextPadding
        var reservesStandardImageWidth = false
        var minimumHeight: CGFloat = 0
    }

    /// Whether the style is a sidebar row (its selection is drawn in the tint).
    var isSidebarRow: Bool {
        self == .sidebarCell || self == .sidebarSubtitleCell || self == .accompaniedSidebarCell
    }

    var metrics: Metrics {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let subheadline = UIFont.preferredFont(forTextStyle: .subheadline)
        let footnote = UIFont.preferredFont(forTextStyle: .footnote)
        let row = ListContentMetrics.rowMargins
        switch self {
        case .cell:
            return Metrics(
                textFont: body, textColor: .label, secondaryFont: subheadline, secondaryColor: .secondaryLabel,
                margins: row, minimumHeight: ListContentMetrics.minimumRowHeight)
        case .subtitleCell:
            return Metrics(
                textFont: body, textColor: .label, secondaryFont: subheadline, secondaryColor: .secondaryLabel,
                margins: row, minimumHeight: ListContentMetrics.minimumRowHeight)
        case .valueCell:
            return Metrics(
                textFont: body, textColor: .label, secondaryFont: body, secondaryColor: .secondaryLabel,
                margins: row, sideBySide: true, minimumHeight: ListContentMetrics.minimumRowHeight)
        case .sidebarCell, .accompaniedSidebarCell:
            return Metrics(
                textFont: body, textColor: .label, secondaryFont: subheadline, secondaryColor: .secondaryLabel,
                margins: row, reservesStandardImageWidth: true, minimumHeight: ListContentMetrics.minimumRowHeight)
        case .sidebarSubtitleCell:
            return Metrics(
                textFont: body, textColor: .label, secondaryFont: subheadline, secondaryColor: .secondaryLabel,
                margins: row, reservesStandardImageWidth: true, minimumHeight: ListContentMetrics.minimumRowHeight)
        case .groupedHeader:
            return Metrics(
                textFont: footnote, textColor: .secondaryLabel, secondaryFont: footnote,
                secondaryColor: .secondaryLabel, margins: ListContentMetrics.groupedHeaderMargins)
        case .groupedFooter:
            return Metrics(
                textFont: footnote, textColor: .secondaryLabel, secondaryFont: footnote,
                secondaryColor: .secondaryLabel, margins: ListContentMetrics.groupedFooterMargins)
        case .plainHeader:
            return Metrics(
                textFont: UIFont.systemFont(ofSize: 15, weight: .semibold), textColor: .secondaryLabel,
                secondaryFont: subheadline, secondaryColor: .secondaryLabel,
                margins: ListContentMetrics.plainHeaderFooterMargins)
        case .plainFooter:
            return Metrics(
                textFont: subheadline, textColor: .secondaryLabel, secondaryFont: subheadline,
                secondaryColor: .secondaryLabel, margins: ListContentMetrics.plainHeaderFooterMargins)
        case .sidebarHeader:
            return Metrics(
                textFont: UIFont.preferredFont(forTextStyle: .headline), textColor: .label,
                secondaryFont: subheadline, secondaryColor: .secondaryLabel,
                margins: ListContentMetrics.groupedHeaderMargins)
        case .prominentInsetGroupedHeader:
            return Metrics(
                textFont: UIFont.systemFont(ofSize: 20, weight: .bold), textColor: .label,
                secondaryFont: subheadline, secondaryColor: .secondaryLabel,
                margins: ListContentMetrics.prominentHeaderMargins)
        case .extraProminentInsetGroupedHeader:
            return Metrics(
                textFont: UIFont.systemFont(ofSize: 22, weight: .bold), textColor: .label,
                secondaryFont: subheadline, secondaryColor: .secondaryLabel,
                margins: ListContentMetrics.prominentHeaderMargins)
        }
    }
}

/// Spacing of list content that UIKit applies but does not document; the values UIKit prints
/// for fresh configurations on iOS 15–17 (listed in docs/DIVERGENCES.md).
enum ListContentMetrics {
    /// 11 points above and below a row's text, 16 at the sides (the iPhone's minimum margins).
    static let rowMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    static let groupedHeaderMargins = NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 6, trailing: 16)
    static let groupedFooterMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 17, trailing: 16)
    static let plainHeaderFooterMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
    static let prominentHeaderMargins = NSDirectionalEdgeInsets(top: 17, leading: 0, bottom: 8, trailing: 0)
    static let imageToTextPadding: CGFloat = 16
    static let horizontalTextPadding: CGFloat = 8
    static let verticalTextPadding: CGFloat = 3
    /// The standard row height of a list on iPhone.
    static let minimumRowHeight: CGFloat = 44
    /// The width a sidebar row keeps for its image (`standardDimension`).
    static let standardImageWidth: CGFloat = 29
}
