import Foundation

extension UINavigationBar: ContentSizeCategoryObserving {
    /// The line height of the large title at the default text size.
    private static let standardLargeTitleLineHeight = BarFonts.largeTitle(
        compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)
    ).lineHeight

    /// The height of the large title area with the whole title showing: 52 points at the
    /// default text size (a 96-point bar), taller by as much as the large title's line grows
    /// with the content size category (or with a larger custom font).
    package var fullLargeTitleHeight: CGFloat {
        let growth = largeTitleLabel.font.lineHeight - Self.standardLargeTitleLineHeight
        return Self.largeTitleAreaHeight + max(0, growth.rounded(.up))
    }

    /// The text size changed: the titles, prompt and item titles are made again at the new
    /// size, a fully shown large title stays fully shown at its new height, and the navigation
    /// controller hears of the bar's new height.
    package func contentSizeCategoryDidChange() {
        let wasOpen = visibleLargeTitleHeight >= fullLargeTitleHeight - 0.5
        refresh()
        let full = fullLargeTitleHeight
        visibleLargeTitleHeight = wasOpen ? full : min(visibleLargeTitleHeight, full)
        reportHeightIfChanged()
    }
}
