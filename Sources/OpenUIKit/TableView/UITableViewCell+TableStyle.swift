import Foundation

extension UITableViewCell {
    /// Where the built-in labels and the default separator start from each side: 16 points,
    /// 20 in an inset-grouped table.
    var builtInTextMargin: CGFloat {
        listStyle == .insetGrouped ? TableViewConstants.insetGroupedTextMargin : TableViewConstants.textMargin
    }

    /// Whether the cell draws its selected or highlighted look now.
    var showsSelectionLook: Bool {
        (isSelected || isHighlighted) && selectionStyle != .none
    }

    /// Whether the separator under the cell is hidden: no separators, the last row of a grouped
    /// or inset-grouped section (the section's edge ends it), or the cell or the row under it
    /// showing the selected or highlighted look (iOS hides the lines around that row).
    var hidesSeparator: Bool {
        if separatorHeight == 0 { return true }
        if let listStyle, listStyle != .plain, sectionPosition.isLast { return true }
        return showsSelectionLook || nextRowShowsSelection
    }

    /// Gives the cell the defaults of its table's style, except those the app set itself: the
    /// background colour, the separator inset and (inset-grouped) the content view's side
    /// margins, which configured content follows.
    func applyTableStyle() {
        isApplyingTableStyle = true
        defer { isApplyingTableStyle = false }
        let isGrouped = listStyle == .grouped || listStyle == .insetGrouped
        if !hasCustomBackgroundColor && configurationSlots.background == nil {
            backgroundColor = isGrouped ? .secondarySystemGroupedBackground : .systemBackground
        }
        if !hasCustomSeparatorInset {
            separatorInset =
                tableSeparatorInset.map { UIEdgeInsets(top: 0, left: $0.left, bottom: 0, right: $0.right) }
                ?? UIEdgeInsets(top: 0, left: builtInTextMargin, bottom: 0, right: 0)
        }
        if listStyle == .insetGrouped {
            let saved = marginsBeforeInsetGrouped ?? contentView.layoutMargins
            marginsBeforeInsetGrouped = saved
            var margins = saved
            margins.left = max(margins.left, builtInTextMargin)
            margins.right = max(margins.right, builtInTextMargin)
            contentView.layoutMargins = margins
        } else if let saved = marginsBeforeInsetGrouped {
            contentView.layoutMargins = saved
            marginsBeforeInsetGrouped = nil
        }
        setNeedsLayout()
    }

    /// Tells the table the selected or highlighted look changed, so the row above can hide its
    /// separator too.
    func selectionLookDidChange() {
        setNeedsLayout()
        (superview as? UITableView)?.updateSeparatorNeighbours()
    }

    /// Rounds the outer corners of an unconfigured inset-grouped section's first and last rows
    /// (the cell clips to its bounds, so its background, selection and content are rounded).
    func layOutUnconfiguredInsetGroupedCorners() {
        var corners: CACornerMask = []
        if listStyle == .insetGrouped {
            if sectionPosition.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if sectionPosition.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        let radius = corners.isEmpty ? 0 : TableViewConstants.insetGroupedCornerRadius
        if layer.cornerRadius != radius { layer.cornerRadius = radius }
        if !corners.isEmpty, layer.maskedCorners != corners { layer.maskedCorners = corners }
    }
}

extension UITableView {
    /// Tells each shown cell whether the next row of its section shows the selected or
    /// highlighted look.
    func updateSeparatorNeighbours() {
        for index in displayedRows.indices {
            let row = displayedRows[index]
            var nextShows = false
            if index + 1 < displayedRows.count {
                let next = displayedRows[index + 1]
                nextShows = next.indexPath.section == row.indexPath.section && next.cell.showsSelectionLook
            }
            row.cell.nextRowShowsSelection = nextShows
        }
    }
}
