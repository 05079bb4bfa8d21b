import Foundation

extension UITableView: ContentSizeCategoryObserving {
    /// A new text size changes what the rows and the title headers and footers measure: every
    /// row's height becomes an estimate again (the rows in view are measured anew on the next
    /// layout, after their labels have made their fonts again) and the headers and footers are
    /// sized again, as UIKit's self-sizing tables do when the user picks another text size.
    package func contentSizeCategoryDidChange() {
        guard let model else { return }
        preparedHeaders.removeAll()
        preparedFooters.removeAll()
        model.headerHeights = (0..<model.sectionCount).map { headerExtent(section: $0) }
        model.footerHeights = (0..<model.sectionCount).map { supplementaryHeight(header: false, section: $0) }
        model.recomputeExtras()
        for index in model.measured.indices { model.measured[index] = false }
        setNeedsLayout()
    }

    /// The height of a header or footer that shows a title: the standard height at the default
    /// text size, plus however much taller the title's footnote line is at the table's content
    /// size category.
    func titleSupplementaryHeight() -> CGFloat {
        let base = style == .plain ? TableViewConstants.plainTitleHeaderHeight : TableViewConstants.groupedTitleHeaderHeight
        let line = UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traitCollection).lineHeight
        let standardLine =
            UIFont.preferredFont(
                forTextStyle: .footnote, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)
            ).lineHeight
        return base + max(0, (line - standardLine).rounded(.up))
    }
}
