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

    /// The height of a header or footer that shows `title`: the standard height at the default
    /// text size, plus however much taller the title's footnote line is at the table's content
    /// size category, plus the lines the title wraps onto at the title view's width.
    func titleSupplementaryHeight(_ title: String) -> CGFloat {
        let base = style == .plain ? TableViewConstants.plainTitleHeaderHeight : TableViewConstants.groupedTitleHeaderHeight
        let line = UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traitCollection).lineHeight
        let standardLine =
            UIFont.preferredFont(
                forTextStyle: .footnote, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)
            ).lineHeight
        let grown = base + max(0, (line - standardLine).rounded(.up))
        // Before the table has a width there is nothing to wrap at.
        let margin = style == .insetGrouped ? TableViewConstants.insetGroupedTextMargin : TableViewConstants.textMargin
        let width = rowFrameWidth - 2 * margin
        guard width > 0 else { return grown }
        let measure = UILabel()
        measure.font = TableTitleView.titleFont(style: style, traits: traitCollection)
        measure.numberOfLines = 0
        measure.text = title
        let unlimited = CGFloat.greatestFiniteMagnitude
        let wrapped = measure.sizeThatFits(CGSize(width: width, height: unlimited)).height
        let oneLine = measure.sizeThatFits(CGSize(width: unlimited, height: unlimited)).height
        return grown + max(0, wrapped - oneLine).rounded(.up)
    }

    /// A section title as the table shows it: grouped styles show header titles in capitals;
    /// footers keep the text as given.
    func shownTitle(_ title: String, header: Bool) -> String {
        style == .plain || !header ? title : title.uppercased()
    }
}
