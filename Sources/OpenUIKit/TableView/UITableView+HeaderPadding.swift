import Foundation

extension UITableView {
    /// The padding above each section header: ``sectionHeaderTopPadding``, or the system's
    /// amount for ``automaticDimension``; negative values count as none.
    var resolvedSectionHeaderTopPadding: CGFloat {
        if sectionHeaderTopPadding == UITableView.automaticDimension { return TableViewConstants.automaticSectionHeaderTopPadding }
        return sectionHeaderTopPadding.isFinite ? max(0, sectionHeaderTopPadding) : 0
    }

    /// The height a section's header takes in the layout: the header's own height plus the
    /// padding above it, or nothing when the section has no header.
    func headerExtent(section: Int) -> CGFloat {
        let height = supplementaryHeight(header: true, section: section)
        return height > 0 ? height + resolvedSectionHeaderTopPadding : 0
    }

    /// The padding part of a header's layout `extent` (what ``headerExtent(section:)`` gave).
    func headerPadding(extent: CGFloat) -> CGFloat {
        extent > 0 ? min(resolvedSectionHeaderTopPadding, extent) : 0
    }
}
