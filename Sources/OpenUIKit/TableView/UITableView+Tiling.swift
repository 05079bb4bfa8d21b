import Foundation

extension UITableView {
    /// Shows exactly the rows that meet the bounds: cells of rows that left go to the reuse
    /// queues first, then the rows in view are walked top to bottom, each keeping its cell or
    /// getting one from the data source, its real height replacing the estimate the first
    /// time it is shown.
    func tile() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        loadDataIfNeeded()
        guard let model else { return }
        if bounds.width != lastLayoutWidth {
            if lastLayoutWidth >= 0 { widthDidChange(model) }
            lastLayoutWidth = bounds.width
        }
        if isDragging, swipe != nil { closeSwipe() }
        model.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        model.tableFooterHeight = tableFooterView?.frame.height ?? 0
        tileRows(model)
        removeCellsLeavingAfterPass()
        tileSupplementaryViews(model)
        updateSeparatorNeighbours()
        let height = model.contentHeight
        if let tableHeaderView {
            tableHeaderView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: model.tableHeaderHeight)
        }
        if let tableFooterView {
            tableFooterView.frame = CGRect(
                x: 0, y: height - model.tableFooterHeight, width: bounds.width, height: model.tableFooterHeight)
        }
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
    }

    private func tileRows(_ model: TableLayoutModel) {
        guard let first = model.firstRow(atOrBelow: bounds.minY) else {
            recycleDisplayed(from: 0)
            return
        }
        // Phase 1: with the heights known now, which rows will show; the others' cells go to
        // the reuse queues before any new cell is asked for.
        var estimatedLast = first
        while estimatedLast + 1 < model.totalRows {
            let next = estimatedLast + 1
            if model.rowTop(next, section: model.section(ofGlobalRow: next)) >= bounds.maxY { break }
            estimatedLast = next
        }
        recycleDisplayed(outside: first...estimatedLast)

        // Phase 2: walk the rows in view, measuring those shown for the first time.
        var kept = 0
        spareDisplayedRows.removeAll(keepingCapacity: true)
        var global = first
        var section = model.section(ofGlobalRow: first)
        let width = rowFrameWidth
        let x = rowFrameX
        let separator = separatorHeight
        while global < model.totalRows {
            while global >= model.firstRow[section] + model.rowCounts[section] { section += 1 }
            let top = model.rowTop(global, section: section)
            if top >= bounds.maxY { break }
            let indexPath = IndexPath(row: global - model.firstRow[section], section: section)
            // The cell already showing the row, if any (both lists are in row order).
            while kept < displayedRows.count, displayedRows[kept].global < global {
                recycle(displayedRows[kept])
                kept += 1
            }
            var cell: UITableViewCell?
            var isNew = true
            if kept < displayedRows.count, displayedRows[kept].global == global {
                cell = displayedRows[kept].cell
                displayedRows[kept].indexPath = indexPath
                isNew = false
                kept += 1
            }
            if !model.measured[global] {
                var height = fixedHeight(indexPath)
                if height == UITableView.automaticDimension {
                    if cell == nil { cell = makeCell(at: indexPath) }
                    // Measured inside the table, with its traits: the text size decides the
                    // labels' fonts and whether a value cell stacks them.
                    if cell!.superview !== self { insertSubview(cell!, at: 0) }
                    height = selfSizedHeight(of: cell!, width: width, separator: separator)
                }
                let delta = height - model.rows[global]
                model.rows.set(global, to: height)
                model.measured[global] = true
                // A row straddling the top edge keeps its visible part still as it grows or
                // shrinks: the content offset moves with it.
                if top < bounds.minY, delta != 0 {
                    contentOffset.y += delta
                }
            }
            let shown = cell ?? makeCell(at: indexPath)
            let frame = CGRect(x: x, y: top, width: width, height: model.rows[global])
            if shown.frame != frame { shown.frame = frame }
            shown.separatorHeight = separator
            shown.separatorColor = separatorColor
            shown.tableSeparatorInset = separatorInset
            shown.tableSeparatorInsetIsAutomatic = usesAutomaticSeparatorInset
            shown.listStyle = style
            shown.sectionPosition = (indexPath.row == 0, indexPath.row == model.rowCounts[section] - 1)
            if isNew {
                if shown.isEditing != isEditing { shown.setEditing(isEditing, animated: false) }
                let selected = selectedRows.contains(indexPath)
                if shown.isSelected != selected { shown.setSelected(selected, animated: false) }
                if shown.isHighlighted { shown.setHighlighted(false, animated: false) }
                tableDelegate?.tableView(self, willDisplay: shown, forRowAt: indexPath)
                // A cell this pass queued and handed out again is still in the table.
                if shown.superview !== self { insertSubview(shown, at: 0) }
                if let swipe, swipe.indexPath == indexPath { attachSwipe(to: shown) }
            }
            spareDisplayedRows.append(DisplayedRow(global: global, indexPath: indexPath, cell: shown))
            global += 1
        }
        // Phase 3: rows that no longer fit (a row above grew) leave too.
        while kept < displayedRows.count {
            recycle(displayedRows[kept])
            kept += 1
        }
        swap(&displayedRows, &spareDisplayedRows)
        spareDisplayedRows.removeAll(keepingCapacity: true)
    }

    /// Asks the data source for the row's cell.
    func makeCell(at indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource else {
            Fatal.stop("UITableView: rows exist without a data source")
        }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        Fatal.check(
            !displayedRows.contains { $0.cell === cell } && !spareDisplayedRows.contains { $0.cell === cell },
            "NSInternalInconsistencyException: UITableView dataSource returned a cell that is already shown "
                + "for another row (at \(indexPath))")
        return cell
    }

    /// The height of the row from its cell: the built-in labels' height for a standard cell,
    /// else what the content view's constraints give at the row's width, plus the separator.
    func selfSizedHeight(of cell: UITableViewCell, width: CGFloat, separator: CGFloat) -> CGFloat {
        if cell.usesBuiltInContent && cell.contentView.constraints.isEmpty {
            return cell.builtInRowHeight(width: width, separator: separator)
        }
        let estimate = max(cell.frame.height, TableViewConstants.defaultRowHeight)
        cell.frame = CGRect(x: cell.frame.minX, y: cell.frame.minY, width: width, height: estimate)
        cell.separatorHeight = separator
        // A first layout at the row's width lets multi-line labels learn the width they wrap at.
        cell.layoutIfNeeded()
        if let configured = cell.configurationSlots.contentView, cell.contentView.constraints.isEmpty {
            // A content configuration's view measures itself at the content view's width.
            let fitted = configured.systemLayoutSizeFitting(CGSize(width: cell.contentView.bounds.width, height: 0))
            return fitted.height + separator
        }
        let fitted = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: cell.contentView.bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        guard fitted.height > 0 else {
            if !warnedZeroHeight {
                warnedZeroHeight = true
                misuseLog.log(
                    "UITableView: the constraints of a cell's content view give it a height of zero; using the "
                        + "standard row height (\(TableViewConstants.defaultRowHeight)) instead")
            }
            return TableViewConstants.defaultRowHeight
        }
        return fitted.height + separator
    }

    /// Puts a shown row's cell into its reuse queue — unless an update is animating it: a
    /// cell an animated batch's own pass takes out of view is collected to move to its new
    /// place first, and one still moving when a scroll takes it out of view stays on screen
    /// (not shown any more) until its animations end.
    func recycle(_ row: DisplayedRow) {
        forgetTracking(of: row)
        if divertedRows != nil {
            divertedRows!.append(row)
            return
        }
        if updateAnimationsInFlight > 0, row.cell.layer.animationKeys() != nil {
            leavingRows.append(LeavingTableRow(cell: row.cell, indexPath: row.indexPath, alpha: row.cell.alpha))
            return
        }
        enqueue(row.cell, leaving: row.indexPath)
    }

    /// Ends the highlight tracking of a row whose cell leaves.
    func forgetTracking(of row: DisplayedRow) {
        if trackedRow == row.indexPath {
            trackedRow = nil
            trackedTouch = nil
        }
    }

    /// Takes a cell off the table into its reuse queue, telling the delegate it ended
    /// displaying the row at `indexPath`.
    func enqueue(_ cell: UITableViewCell, leaving indexPath: IndexPath) {
        if isTiling && divertedRows == nil {
            cellsLeavingAfterPass.append(cell)
        } else {
            cell.removeFromSuperview()
        }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier {
            cellPool.enqueue(cell, identifier: identifier)
        }
    }

    /// Takes out of the table the cells the pass queued and did not hand out again.
    private func removeCellsLeavingAfterPass() {
        guard !cellsLeavingAfterPass.isEmpty else { return }
        for cell in cellsLeavingAfterPass where cell.superview === self {
            if !displayedRows.contains(where: { $0.cell === cell }) { cell.removeFromSuperview() }
        }
        cellsLeavingAfterPass.removeAll(keepingCapacity: true)
    }

    /// Recycles the shown rows outside `range`, keeping the others in order.
    private func recycleDisplayed(outside range: ClosedRange<Int>) {
        guard displayedRows.contains(where: { !range.contains($0.global) }) else { return }
        spareDisplayedRows.removeAll(keepingCapacity: true)
        for row in displayedRows {
            if range.contains(row.global) { spareDisplayedRows.append(row) } else { recycle(row) }
        }
        swap(&displayedRows, &spareDisplayedRows)
        spareDisplayedRows.removeAll(keepingCapacity: true)
    }

    private func recycleDisplayed(from index: Int) {
        while displayedRows.count > index { recycle(displayedRows.removeLast()) }
    }

    func recycleAllDisplayed() {
        recycleDisplayed(from: 0)
        for (section, view) in displayedHeaders { recycleSupplementary(view, header: true, section: section) }
        for (section, view) in displayedFooters { recycleSupplementary(view, header: false, section: section) }
        displayedHeaders.removeAll()
        displayedFooters.removeAll()
    }

    /// A new width changes what self-sizing rows measure: the heights become estimates again.
    private func widthDidChange(_ model: TableLayoutModel) {
        recycleDisplayed(from: 0)
        for index in model.measured.indices { model.measured[index] = false }
        remeasureTitleSupplementaries(model)
    }

    /// Section titles wrap at the table's width, so a new width measures the headers and
    /// footers that show a title again (views the delegate gives keep the height they were
    /// fitted to until the data is reloaded).
    private func remeasureTitleSupplementaries(_ model: TableLayoutModel) {
        var changed = false
        for section in 0..<model.sectionCount {
            if supplementaryTitle(header: true, section: section) != nil {
                let extent = headerExtent(section: section)
                if extent != model.headerHeights[section] {
                    model.headerHeights[section] = extent
                    changed = true
                }
            }
            if supplementaryTitle(header: false, section: section) != nil {
                let height = supplementaryHeight(header: false, section: section)
                if height != model.footerHeights[section] {
                    model.footerHeights[section] = height
                    changed = true
                }
            }
        }
        guard changed else { return }
        model.recomputeExtras()
        for (section, view) in displayedHeaders {
            displayedHeaders[section] = nil
            recycleSupplementary(view, header: true, section: section)
        }
        for (section, view) in displayedFooters {
            displayedFooters[section] = nil
            recycleSupplementary(view, header: false, section: section)
        }
    }

    // MARK: Section headers and footers

    private func tileSupplementaryViews(_ model: TableLayoutModel) {
        guard model.sectionCount > 0, let firstSection = model.section(at: bounds.minY) else { return }
        var lastSection = firstSection
        while lastSection + 1 < model.sectionCount, model.sectionTop(lastSection + 1) < bounds.maxY {
            lastSection += 1
        }
        let range = firstSection...lastSection
        for (section, view) in displayedHeaders where !range.contains(section) {
            displayedHeaders[section] = nil
            recycleSupplementary(view, header: true, section: section)
        }
        for (section, view) in displayedFooters where !range.contains(section) {
            displayedFooters[section] = nil
            recycleSupplementary(view, header: false, section: section)
        }
        for section in range {
            let top = model.sectionTop(section)
            let bottom = model.sectionBottom(section)
            let padding = headerPadding(extent: model.headerHeights[section])
            let headerHeight = model.headerHeights[section] - padding
            let footerHeight = model.footerHeights[section]
            if headerHeight > 0, let view = supplementaryView(header: true, section: section) {
                var y = top + padding
                if style == .plain {
                    // Plain headers float: they stay at the top while their section scrolls
                    // under them, until the section's end pushes them up.
                    y = max(top + padding, min(bounds.minY + adjustedContentInset.top, bottom - footerHeight - headerHeight))
                }
                let frame = CGRect(x: rowFrameX, y: y, width: rowFrameWidth, height: headerHeight)
                if view.frame != frame { view.frame = frame }
            }
            if footerHeight > 0, let view = supplementaryView(header: false, section: section) {
                let frame = CGRect(x: rowFrameX, y: bottom - footerHeight, width: rowFrameWidth, height: footerHeight)
                if view.frame != frame { view.frame = frame }
            }
        }
    }

    /// The shown header or footer view of `section`, made (and added above the rows) when the
    /// section comes into view; nil when the section has neither a title nor a view.
    private func supplementaryView(header: Bool, section: Int) -> UIView? {
        if let view = header ? displayedHeaders[section] : displayedFooters[section] { return view }
        var view: UIView? = header ? preparedHeaders.removeValue(forKey: section) : preparedFooters.removeValue(forKey: section)
        if view == nil {
            view =
                header
                ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                : tableDelegate?.tableView(self, viewForFooterInSection: section)
        }
        if view == nil, let title = supplementaryTitle(header: header, section: section) {
            let titleView =
                headerFooterPool.dequeue(TableTitleView.reuseIdentifier)?.element as? TableTitleView
                ?? TableTitleView(reuseIdentifier: TableTitleView.reuseIdentifier)
            titleView.listStyle = style
            titleView.isFooter = !header
            titleView.applyTitleStyle()
            // Grouped styles show header titles in capitals; footers keep the text as given.
            titleView.textLabel?.text = shownTitle(title, header: header)
            titleView.backgroundView?.isHidden = style != .plain
            view = titleView
        }
        guard let view else { return nil }
        addSubview(view)
        if header { displayedHeaders[section] = view } else { displayedFooters[section] = view }
        return view
    }

    private func recycleSupplementary(_ view: UIView, header: Bool, section: Int) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterPool.enqueue(reusable, identifier: identifier)
        }
    }
}

/// The header or footer the table view shows for a section title.
final class TableTitleView: UITableViewHeaderFooterView {
    static let reuseIdentifier = "OpenUIKit.TableTitleView"

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        let background = UIView()
        background.backgroundColor = .secondarySystemBackground
        backgroundView = background
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The title's font for the table's style: footnote (13 points, regular, at the default
    /// text size) in grouped and inset-grouped tables, 13-point semibold scaled like the
    /// footnote in plain ones, both following the content size category; secondary label
    /// colour in both.
    func applyTitleStyle() {
        guard let label = textLabel else { return }
        label.adjustsFontForContentSizeCategory = true
        let font = Self.titleFont(style: listStyle, traits: traitCollection)
        if label.font != font { label.font = font }
        label.textColor = .secondaryLabel
        // A long title wraps (the table measures its height from the wrapped lines).
        label.numberOfLines = 0
        setNeedsLayout()
    }

    /// The title's font for `style` under `traits` (see ``applyTitleStyle()``).
    static func titleFont(style: UITableView.Style?, traits: UITraitCollection) -> UIFont {
        style == .plain || style == nil
            ? UIFontMetrics(forTextStyle: .footnote).scaledFont(
                for: UIFont.systemFont(ofSize: 13, weight: .semibold), compatibleWith: traits)
            : UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traits)
    }
}
