import Foundation

/// A scroll view showing rows in sections, one cell per row, made and configured by a data
/// source as rows come into view.
///
/// Tiling (the seed's "a view with a large scrolling area uses several subviews as tiles"):
/// only the cells of rows that intersect the visible bounds exist as subviews. Each layout
/// pass — and the scroll view lays the table out on every scroll — finds the first visible row
/// from running sums of row heights, takes the cells of rows that left the bounds off the view
/// into reuse queues keyed by reuse identifier, and asks the data source for cells only for
/// rows that just came into view; `dequeueReusableCell(withIdentifier:for:)` hands the queued
/// cells back. Rows start with estimated heights; a row's real height (from the delegate, or
/// measured from its cell's Auto Layout constraints with ``automaticDimension``) replaces the
/// estimate when the row is first shown, and `contentSize` follows.
/// - Note: See https://developer.apple.com/documentation/uikit/uitableview
// Limitation: no section index, prefetching, drag and drop, reordering by touch, or
// edit-mode controls (see DIVERGENCES.md).
@MainActor @preconcurrency
open class UITableView: UIScrollView {
    /// The style the table was made with.
    public let style: Style

    /// Supplies sections, rows and cells. Setting it reloads the table at its next layout.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// The scroll view's delegate; when it adopts ``UITableViewDelegate`` the table view asks it
    /// about rows too.
    // UIKit divergence: Swift cannot redeclare the inherited property with the narrower type
    // UITableViewDelegate; it stays UIScrollViewDelegate and is checked for the table protocol.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            tableDelegate = delegate as? any UITableViewDelegate
            setNeedsReload()
        }
    }

    /// The height of rows when the delegate does not give one: ``automaticDimension`` (the
    /// default, as in UIKit) sizes each row from its cell.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if oldValue != rowHeight { setNeedsReload() } }
    }
    /// The height rows are assumed to have until they are shown: ``automaticDimension`` (the
    /// default) means `rowHeight` when that is fixed, else 44; 0 turns estimates off, so every
    /// row's height is asked of the delegate when the table loads.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if oldValue != estimatedRowHeight { setNeedsReload() } }
    }
    /// The height of section headers when the delegate does not give one; ``automaticDimension``
    /// by default (a title's height, a header view's fitting height, or none).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if oldValue != sectionHeaderHeight { setNeedsReload() } }
    }
    /// The height of section footers when the delegate does not give one.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if oldValue != sectionFooterHeight { setNeedsReload() } }
    }
    /// Accepted for source compatibility: header and footer heights are worked out at load.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// Accepted for source compatibility: header and footer heights are worked out at load.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Space added above each section header that has a height (default
    /// ``automaticDimension``: the system's amount, see `TableViewConstants`).
    /// - Note: See https://developer.apple.com/documentation/uikit/uitableview/sectionheadertoppadding
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet { if oldValue != sectionHeaderTopPadding { setNeedsReload() } }
    }
    /// Whether cells show a separator line (1 pixel high, taken from the row's height).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { if oldValue != separatorStyle { setNeedsReload() } }
    }
    /// The colour of the separator lines (default: the system separator colour); nil draws
    /// them in the default colour.
    /// - Note: See https://developer.apple.com/documentation/uikit/uitableview/separatorcolor
    open var separatorColor: UIColor? = .separator {
        didSet {
            noteAppearanceSet(.tableSeparatorColor)
            setNeedsLayout()
        }
    }
    /// Where the cells' separators start and end, for cells that set no ``UITableViewCell/separatorInset``
    /// of their own: by default 16 points from the leading edge (20 in an inset-grouped table),
    /// where the cells' built-in text starts. Only the left and right insets are used.
    /// - Note: See https://developer.apple.com/documentation/uikit/uitableview/separatorinset
    open var separatorInset: UIEdgeInsets {
        get {
            storedSeparatorInset
                ?? UIEdgeInsets(
                    top: 0,
                    left: style == .insetGrouped ? TableViewConstants.insetGroupedTextMargin : TableViewConstants.textMargin,
                    bottom: 0, right: 0)
        }
        set {
            storedSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    /// The inset the app set (``separatorInset``); nil for the style's default.
    private var storedSeparatorInset: UIEdgeInsets?
    /// Whether the app left ``separatorInset`` at the style's default: cells then start their
    /// separator at their text when an image comes before it.
    var usesAutomaticSeparatorInset: Bool { storedSeparatorInset == nil }
    /// The view above the first section; its frame's height is kept, its width follows the
    /// table's.
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsLayout()
        }
    }
    /// The view below the last section.
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsLayout()
        }
    }
    /// Whether a tap selects a row (outside editing mode). Default true.
    open var allowsSelection = true
    /// Whether several rows can be selected; a tap on a selected row deselects it. Default false.
    open var allowsMultipleSelection = false
    /// Whether a tap selects a row in editing mode. Default false.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected in editing mode. Default false.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in editing mode; see ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    // MARK: State

    weak var tableDelegate: (any UITableViewDelegate)?
    /// Shows the delegate's context menus for rows.
    let contextMenuDriver = TableContextMenuDriver()
    /// The loaded geometry; nil until the data is (re)loaded.
    var model: TableLayoutModel?
    /// Cells and header-footer views off screen, and the registered classes that make new ones.
    var cellPool = ReusePool<UITableViewCell>()
    var headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
    /// The shown rows' cells, in row order, and a spare array the tiling pass fills and swaps.
    var displayedRows: [DisplayedRow] = []
    var spareDisplayedRows: [DisplayedRow] = []
    /// Shown section header and footer views, and views made while measuring their heights.
    var displayedHeaders: [Int: UIView] = [:]
    var displayedFooters: [Int: UIView] = [:]
    var preparedHeaders: [Int: UIView] = [:]
    var preparedFooters: [Int: UIView] = [:]
    /// Selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    /// Updates recorded since `beginUpdates()` / inside `performBatchUpdates`.
    var pendingUpdate: IndexPathUpdateBatch?
    var updateDepth = 0
    /// The row animations and `performBatchUpdates` completions of the batch being recorded.
    var pendingRowAnimations = TableRowAnimations()
    var pendingCompletions: [(Bool) -> Void] = []
    /// Cells kept on screen by update animations after their rows left the shown ones.
    var leavingRows: [LeavingTableRow] = []
    /// Update animations that have not ended yet.
    var updateAnimationsInFlight = 0
    /// While an animated batch tiles: the shown rows the pass takes out of view, which animate
    /// to their new places before they go to the reuse queue.
    var divertedRows: [DisplayedRow]?
    /// Cells a tiling pass queued for reuse: they leave the table at the end of the pass
    /// unless the pass handed them out again, so a cell that leaves at one edge and comes back
    /// at the other in the same pass never leaves the view tree (nor the window's Auto Layout
    /// engine, where leaving and coming back would move its constraints twice).
    // UIKit divergence: such a cell gets no superview calls and is still the table's subview
    // while the data source configures it (UIKit removes it and adds it back).
    var cellsLeavingAfterPass: [UITableViewCell] = []
    /// The touch that highlighted a row, and the row.
    weak var trackedTouch: UITouch?
    var trackedRow: IndexPath?
    var trackedTouchStart: CGPoint = .zero
    /// The row whose swipe actions are shown or being dragged out.
    var swipe: TableSwipeState?
    /// The actions the pan being checked would reveal (set by ``swipeShouldBegin(_:)``).
    var swipeCandidate: TableSwipeCandidate?
    let swipeRecognizer = UIPanGestureRecognizer()
    let swipeDelegate = TableSwipeGestureDelegate()
    /// Closes the open row's swipe actions at a touch down elsewhere in the table.
    var swipeDismissal: SwipeDismissal?
    var lastLayoutWidth: CGFloat = -1
    var isTiling = false
    var editingState = false
    var warnedZeroHeight = false

    /// One shown row: its global index in the loaded model, index path and cell.
    struct DisplayedRow {
        var global: Int
        var indexPath: IndexPath
        let cell: UITableViewCell
    }

    // MARK: Initializers

    /// Creates a table view of `style` with `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    /// Creates a `.plain` table view with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        settingAppearanceDefaults { backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground }
        alwaysBounceVertical = true
        swipeDelegate.tableView = self
        swipeRecognizer.delegate = swipeDelegate
        swipeRecognizer.addTarget(self, action: UITableView.handleSwipe)
        addGestureRecognizer(swipeRecognizer)
        swipeDismissal = SwipeDismissal(
            on: self, openActionsView: { [weak self] in self?.swipe?.actionsView },
            close: { [weak self] in self?.closeSwipe() })
        contextMenuDriver.attach(to: self)
    }

    // MARK: Registration and dequeuing

    /// Registers `cellClass` (a `UITableViewCell` subclass) as what
    /// `dequeueReusableCell(withIdentifier:for:)` makes for `identifier`; nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellPool.register(identifier, maker: nil)
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            Fatal.stop("UITableView.register(_:forCellReuseIdentifier:): \(cellClass) is not a UITableViewCell subclass")
        }
        cellPool.register(identifier) { cellType.init(registeredReuseIdentifier: identifier) }
    }

    /// Registers `aClass` (a `UITableViewHeaderFooterView` subclass) for header and footer
    /// views dequeued with `identifier`; nil unregisters.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterPool.register(identifier, maker: nil)
            return
        }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            Fatal.stop(
                "UITableView.register(_:forHeaderFooterViewReuseIdentifier:): \(aClass) is not a "
                    + "UITableViewHeaderFooterView subclass")
        }
        headerFooterPool.register(identifier) { viewType.init(registeredReuseIdentifier: identifier) }
    }

    /// A cell for the row at `indexPath`: one from the reuse queue of `identifier` (after its
    /// `prepareForReuse()`), or a new one of the registered class; sized to the row's width.
    /// Stops when no class is registered for `identifier`, as UIKit does.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            Fatal.stop(
                "NSInternalInconsistencyException: unable to dequeue a cell with identifier \(identifier) - must "
                    + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        let width = rowFrameWidth
        if cell.frame.width != width { cell.frame.size.width = width }
        return cell
    }

    /// A queued cell of `identifier`, a new one of the registered class, or nil when none is
    /// queued and no class is registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let (cell, reused) = cellPool.dequeue(identifier) else { return nil }
        cell.listStyle = style
        if reused { cell.prepareForReuse() }
        return cell
    }

    /// A queued header or footer view of `identifier`, a new one of the registered class, or
    /// nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let (view, reused) = headerFooterPool.dequeue(identifier) else { return nil }
        view.listStyle = style
        if reused { view.prepareForReuse() }
        return view
    }

    // MARK: Reloading

    /// Forgets the loaded rows and asks the data source again at the next layout (or the next
    /// question about rows). Visible cells go to the reuse queues; the selection is cleared.
    open func reloadData() {
        if updateDepth > 0 {
            misuseLog.log("UITableView.reloadData() inside a batch update is ignored")
            return
        }
        selectedRows.removeAll()
        setNeedsReload()
    }

    func setNeedsReload() {
        if model != nil {
            stopUpdateAnimations()
            recycleAllDisplayed()
            model = nil
        }
        closeSwipe()
        setNeedsLayout()
    }

    /// Loads counts and heights from the data source when they are not loaded.
    func loadDataIfNeeded() {
        guard model == nil else { return }
        model = makeModel()
        setNeedsLayout()
    }

    /// Asks the data source and delegate for the current counts and heights.
    func makeModel() -> TableLayoutModel {
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        Fatal.check(sections >= 0, "UITableView: numberOfSections(in:) returned \(sections)")
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            let count = dataSource!.tableView(self, numberOfRowsInSection: section)
            Fatal.check(count >= 0, "UITableView: tableView(_:numberOfRowsInSection: \(section)) returned \(count)")
            counts.append(count)
        }
        preparedHeaders.removeAll()
        preparedFooters.removeAll()
        let headers = (0..<sections).map { headerExtent(section: $0) }
        let footers = (0..<sections).map { supplementaryHeight(header: false, section: $0) }
        let total = counts.reduce(0, +)
        var heights = [CGFloat](repeating: 0, count: total)
        var measured = [Bool](repeating: false, count: total)
        var row = 0
        for section in 0..<sections {
            for index in 0..<counts[section] {
                let (height, isReal) = initialHeight(IndexPath(row: index, section: section))
                heights[row] = height
                measured[row] = isReal
                row += 1
            }
        }
        let model = TableLayoutModel(
            rowCounts: counts, headerHeights: headers, footerHeights: footers, rowHeights: heights, measured: measured)
        model.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        model.tableFooterHeight = tableFooterView?.frame.height ?? 0
        return model
    }

    /// A row's height before it is shown: its estimate, or its real height when estimates are
    /// off (an estimate of 0) and the delegate gives a fixed one.
    func initialHeight(_ indexPath: IndexPath) -> (CGFloat, Bool) {
        var estimate =
            tableDelegate.map { $0.tableView(self, estimatedHeightForRowAt: indexPath) } ?? estimatedRowHeight
        if estimate == UITableView.automaticDimension {
            estimate = rowHeight == UITableView.automaticDimension ? TableViewConstants.defaultRowHeight : rowHeight
        }
        if estimate == 0 {
            let height = fixedHeight(indexPath)
            if height == UITableView.automaticDimension { return (TableViewConstants.defaultRowHeight, false) }
            return (height, true)
        }
        return (max(0, estimate), false)
    }

    /// The delegate's (or `rowHeight`'s) height of the row, possibly ``automaticDimension``.
    func fixedHeight(_ indexPath: IndexPath) -> CGFloat {
        let height = tableDelegate.map { $0.tableView(self, heightForRowAt: indexPath) } ?? rowHeight
        if height == UITableView.automaticDimension { return height }
        Fatal.check(
            height.isFinite && height >= 0,
            "UITableView: the height of the row at \(indexPath) must be a finite number ≥ 0, got \(height)")
        return height
    }

    /// The height of a section's header or footer, making its view now when it must be
    /// measured (the view is kept to be shown later).
    func supplementaryHeight(header: Bool, section: Int) -> CGFloat {
        var height: CGFloat
        if let tableDelegate {
            height =
                header
                ? tableDelegate.tableView(self, heightForHeaderInSection: section)
                : tableDelegate.tableView(self, heightForFooterInSection: section)
        } else {
            height = header ? sectionHeaderHeight : sectionFooterHeight
        }
        guard height == UITableView.automaticDimension else { return max(0, height) }
        if let title = supplementaryTitle(header: header, section: section) {
            return titleSupplementaryHeight(shownTitle(title, header: header))
        }
        let view =
            header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if let view {
            if header { preparedHeaders[section] = view } else { preparedFooters[section] = view }
            let fitted = view.systemLayoutSizeFitting(
                CGSize(width: rowFrameWidth, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            return fitted.height > 0 ? fitted.height : view.frame.height
        }
        return style == .plain ? 0 : TableViewConstants.groupedEmptyHeaderHeight
    }

    func supplementaryTitle(header: Bool, section: Int) -> String? {
        guard let dataSource else { return nil }
        return header
            ? dataSource.tableView(self, titleForHeaderInSection: section)
            : dataSource.tableView(self, titleForFooterInSection: section)
    }

    // MARK: Geometry of rows

    /// The x and width of rows (inset in `.insetGrouped`).
    var rowFrameX: CGFloat { style == .insetGrouped ? TableViewConstants.insetGroupedMargin : 0 }
    var rowFrameWidth: CGFloat {
        max(0, bounds.width - (style == .insetGrouped ? 2 * TableViewConstants.insetGroupedMargin : 0))
    }
    /// The separator's height: one pixel of the screen, or 0 without separators.
    var separatorHeight: CGFloat {
        guard separatorStyle != .none else { return 0 }
        let scale = window?.application?.screen.scale ?? UIScreen.defaultScale
        return 1 / scale
    }

    /// The number of sections (loading the data if needed).
    open var numberOfSections: Int {
        loadDataIfNeeded()
        return model?.sectionCount ?? 0
    }

    /// The number of rows the table has in `section`, as last loaded or updated — not asked of
    /// the data source.
    open func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        guard let model, section >= 0, section < model.sectionCount else {
            Fatal.stop(
                "NSRangeException: UITableView.numberOfRows(inSection:): section (\(section)) beyond bounds "
                    + "(\(model?.sectionCount ?? 0))")
        }
        return model.rowCounts[section]
    }

    /// The rectangle of the row in the table's coordinates (its estimated height until it is
    /// shown); `.zero` for a row that does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadDataIfNeeded()
        guard let model, model.contains(indexPath) else { return .zero }
        let global = model.global(indexPath)
        return CGRect(
            x: rowFrameX, y: model.rowTop(global, section: indexPath.section), width: rowFrameWidth,
            height: model.rows[global])
    }

    /// The rectangle of the whole section: header, rows and footer.
    open func rect(forSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard let model, section >= 0, section < model.sectionCount else { return .zero }
        let top = model.sectionTop(section)
        return CGRect(x: 0, y: top, width: bounds.width, height: model.sectionBottom(section) - top)
    }

    /// The rectangle of the section's header.
    open func rectForHeader(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard let model, section >= 0, section < model.sectionCount else { return .zero }
        let padding = headerPadding(extent: model.headerHeights[section])
        return CGRect(
            x: 0, y: model.sectionTop(section) + padding, width: bounds.width, height: model.headerHeights[section] - padding)
    }

    /// The rectangle of the section's footer.
    open func rectForFooter(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard let model, section >= 0, section < model.sectionCount else { return .zero }
        let height = model.footerHeights[section]
        return CGRect(x: 0, y: model.sectionBottom(section) - height, width: bounds.width, height: height)
    }

    /// The row at `point` (table coordinates), or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadDataIfNeeded()
        guard let model, point.x >= 0, point.x < bounds.width, let global = model.row(containing: point.y) else {
            return nil
        }
        return model.indexPath(ofGlobalRow: global)
    }

    /// The rows whose rectangles meet `rect`.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadDataIfNeeded()
        guard let model, var global = model.firstRow(atOrBelow: rect.minY) else { return [] }
        var result: [IndexPath] = []
        while global < model.totalRows {
            let section = model.section(ofGlobalRow: global)
            if model.rowTop(global, section: section) >= rect.maxY { break }
            result.append(model.indexPath(ofGlobalRow: global))
            global += 1
        }
        return result
    }

    /// The index path of a shown cell, or nil when the cell is not shown.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        displayedRows.first { $0.cell === cell }?.indexPath
    }

    /// The shown cell of the row, or nil when the row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        displayedRows.first { $0.indexPath == indexPath }?.cell
    }

    /// The cells shown now, top to bottom.
    open var visibleCells: [UITableViewCell] {
        displayedRows.filter { $0.cell.frame.intersects(bounds) }.map(\.cell)
    }

    /// The rows shown now, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? {
        displayedRows.filter { $0.cell.frame.intersects(bounds) }.map(\.indexPath)
    }

    /// The header view shown for `section`, if any.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        displayedHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for `section`, if any.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        displayedFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Scrolling to rows

    /// Scrolls so the row is at `scrollPosition` (`.none`: as little as shows it), kept
    /// within the content. Rows measured on the way correct the offset, so the row ends where
    /// asked even when estimates were wrong (when not animated).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        guard model?.contains(indexPath) == true else {
            Fatal.stop(
                "NSRangeException: UITableView.scrollToRow(at:at:animated:): row (\(indexPath.count == 2 ? indexPath.row : -1)) "
                    + "beyond bounds for section (\(indexPath.count == 2 ? indexPath.section : -1))")
        }
        if animated {
            setContentOffset(scrollTarget(for: indexPath, at: scrollPosition), animated: true)
            return
        }
        // Each pass measures the rows that come into view, which may move the row; a few passes
        // settle the offset.
        for _ in 0..<8 {
            let target = scrollTarget(for: indexPath, at: scrollPosition)
            if target == contentOffset { break }
            setContentOffset(target, animated: false)
            tile()
        }
    }

    func scrollTarget(for indexPath: IndexPath, at position: ScrollPosition) -> CGPoint {
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch position {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        case .none:
            let top = contentOffset.y + inset.top
            if rect.minY < top {
                y = rect.minY - inset.top
            } else if rect.maxY > top + visibleHeight {
                y = rect.maxY - inset.top - visibleHeight
            } else {
                y = contentOffset.y
            }
        }
        contentSize = CGSize(width: bounds.width, height: model?.contentHeight ?? 0)
        return CGPoint(x: contentOffset.x, y: clampedContentOffset(CGPoint(x: contentOffset.x, y: y)).y)
    }

    // MARK: Layout and touches (the work is in the extensions)

    /// Tiles the rows into view on every layout pass (the scroll view is laid out on every
    /// scroll); see UITableView+Tiling.swift.
    open override func layoutSubviews() {
        super.layoutSubviews()
        tile()
    }

    /// A finger on a row highlights it; see UITableView+Selection.swift.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { rowTouchesBegan(touches) }
    /// A finger leaving its row ends the highlight.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { rowTouchesMoved(touches) }
    /// Lifting the finger on the highlighted row selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { rowTouchesEnded(touches) }
    /// A cancelled touch ends the highlight.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        rowTouchesCancelled(touches)
    }

    // MARK: Editing

    /// Enters or leaves editing mode; cells are told. A shown swipe closes.
    // Limitation: editing mode shows no delete or reorder controls yet (logged).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        editingState = editing
        closeSwipe()
        if editing {
            misuseLog.log(
                "UITableView editing mode: the delete and reorder controls are not shown yet "
                    + "(swipe-to-delete and the update methods work)")
        }
        for row in displayedRows { row.cell.setEditing(editing, animated: animated) }
    }
}
