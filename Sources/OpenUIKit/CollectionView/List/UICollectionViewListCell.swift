import Foundation

/// A collection view cell for list layouts: accessories at its edges, indentation for
/// outlines, separators drawn as its list says, and the content and background look of its
/// list's appearance.
///
/// The cell learns its list from the layout attributes of a list section (made by
/// ``NSCollectionLayoutSection/list(using:layoutEnvironment:)``): the appearance picks
/// ``defaultContentConfiguration()`` and the automatic background; the row's place in its
/// section decides its separators and, inset grouped, its rounded corners.
/// - Note: See https://developer.apple.com/documentation/uikit/uicollectionviewlistcell
@MainActor @preconcurrency
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories shown at the cell's edges, leading ones first from the leading edge,
    /// trailing ones in order towards the trailing edge.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessoryViews() }
    }
    /// How many levels deep the row's content is indented (an outline child's depth).
    open var indentationLevel = 0 {
        didSet { if oldValue != indentationLevel { setNeedsLayout() } }
    }
    /// The width of one indentation level; 10 points by default.
    open var indentationWidth: CGFloat = ListLayoutMetrics.indentationWidth {
        didSet { if oldValue != indentationWidth { setNeedsLayout() } }
    }
    /// Whether leading accessories move with the indentation; true by default.
    open var indentsAccessories = true {
        didSet { if oldValue != indentsAccessories { setNeedsLayout() } }
    }

    /// The row's place in its list, from the layout (nil outside a list section).
    private(set) var listPlacement: ListRowPlacement?
    /// Whether the outline item the cell shows is expanded (the data source sets it).
    private(set) var isOutlineExpanded = false
    private(set) var accessoryViews: [CellAccessoryView] = []
    /// Covers a header-style outline row: a tap anywhere toggles it.
    private var headerToggle: UIControl?
    let bottomSeparator = UIView()
    let topSeparator = UIView()
    /// The background style the cell gave itself for its list (nil when the app set one).
    private var automaticBackgroundStyle: BackgroundStyle?
    private var guide: UILayoutGuide?
    /// How far a swipe moves the row's content (negative towards the leading edge).
    private(set) var swipeOffset: CGFloat = 0
    /// The swipe's action buttons, beside the moved content.
    private var swipeActionsView: UIView?
    private var guideLeading: NSLayoutConstraint?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpListCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpListCell()
    }

    private func setUpListCell() {
        for line in [bottomSeparator, topSeparator] {
            line.isUserInteractionEnabled = false
            line.isHidden = true
            addSubview(line)
        }
    }

    /// The content look of the cell's list: a sidebar row, a header row, or a plain row.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let placement = listPlacement else { return .cell() }
        var configuration: UIListContentConfiguration
        switch (placement.appearance, placement.isSectionHeader) {
        case (.sidebar, true), (.sidebarPlain, true): configuration = .sidebarHeader()
        case (.sidebar, false), (.sidebarPlain, false): configuration = .sidebarCell()
        case (.plain, true): configuration = .plainHeader()
        case (.grouped, true), (.insetGrouped, true): configuration = .groupedHeader()
        case (.plain, false), (.grouped, false), (.insetGrouped, false): configuration = .cell()
        }
        if placement.appearance == .insetGrouped && !placement.isSectionHeader {
            // Inset-grouped rows keep their text where an inset-grouped table's does.
            configuration.directionalLayoutMargins.leading = TableViewConstants.insetGroupedTextMargin
            configuration.directionalLayoutMargins.trailing = TableViewConstants.insetGroupedTextMargin
        }
        return configuration
    }

    /// A guide whose leading edge is where the row's separator starts: the row's text by
    /// default; constrain its leading anchor (required priority) to move the separator.
    public var separatorLayoutGuide: UILayoutGuide {
        if let guide { return guide }
        let made = UILayoutGuide()
        made.identifier = "UICollectionViewListCell.separatorLayoutGuide"
        addLayoutGuide(made)
        let leading = made.leadingAnchor.constraint(equalTo: leadingAnchor, constant: automaticSeparatorLeading)
        leading.priority = .defaultLow
        NSLayoutConstraint.activate([
            leading, made.trailingAnchor.constraint(equalTo: trailingAnchor),
            made.topAnchor.constraint(equalTo: topAnchor), made.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        guide = made
        guideLeading = leading
        return made
    }

    /// The state adds the list's editing mode and the outline item's expansion.
    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isEditing = listIsEditing
        state.isExpanded = isOutlineExpanded
        return state
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let placement = (layoutAttributes as? ListRowAttributes)?.placement
        guard placement != listPlacement else { return }
        listPlacement = placement
        applyAutomaticBackground()
        rebuildAccessoryViews()
        setNeedsLayout()
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isOutlineExpanded = false
        for view in accessoryViews { view.setExpandedLook(false, animated: false) }
        showSwipe(offset: 0, actionsView: nil)
    }

    /// Moves the row's content by `offset` to show `actionsView` beside it (nil and 0 close).
    func showSwipe(offset: CGFloat, actionsView: UIView?) {
        if swipeActionsView !== actionsView {
            swipeActionsView?.removeFromSuperview()
            swipeActionsView = actionsView
            if let actionsView { addSubview(actionsView) }
        }
        swipeOffset = offset
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Shows the outline item as expanded or collapsed: the chevron turns (animated on the
    /// application clock) and the configuration state follows.
    func setOutlineExpanded(_ expanded: Bool, animated: Bool) {
        isOutlineExpanded = expanded
        for view in accessoryViews { view.setExpandedLook(expanded, animated: animated) }
        setNeedsUpdateConfiguration()
    }

    /// The cell's list background unless the app gave it one: plain, grouped or sidebar rows,
    /// or the header look for a header row.
    private func applyAutomaticBackground() {
        guard let placement = listPlacement else { return }
        let current = configurationSlots.background
        guard current == nil || (automaticBackgroundStyle != nil && current?.style == automaticBackgroundStyle) else {
            automaticBackgroundStyle = nil
            return
        }
        let background: UIBackgroundConfiguration
        switch (placement.appearance, placement.isSectionHeader) {
        case (.sidebar, true), (.sidebarPlain, true): background = .listSidebarHeader()
        case (.sidebar, false), (.sidebarPlain, false): background = .listSidebarCell()
        case (.plain, true): background = .listPlainHeaderFooter()
        case (.grouped, true), (.insetGrouped, true): background = .listGroupedHeaderFooter()
        case (.plain, false): background = .listPlainCell()
        case (.grouped, false), (.insetGrouped, false): background = .listGroupedCell()
        }
        var configured = background
        if placement.appearance == .sidebar || placement.appearance == .sidebarPlain {
            configured.cornerRadius = ListLayoutMetrics.sidebarCornerRadius
        }
        automaticBackgroundStyle = configured.style
        backgroundConfiguration = configured
    }

    /// Whether the list the cell is in is editing.
    var listIsEditing: Bool { enclosingCollectionView?.isEditing ?? false }

    var enclosingCollectionView: UICollectionView? {
        var view = superview
        while let current = view {
            if let collectionView = current as? UICollectionView { return collectionView }
            view = current.superview
        }
        return nil
    }

    /// The outline disclosure's style for this row (`.automatic` resolved).
    private func outlineStyle(_ style: UICellAccessory.OutlineDisclosureOptions.Style) -> UICellAccessory.OutlineDisclosureOptions.Style {
        style == .automatic ? (listPlacement?.isSectionHeader == true ? .header : .cell) : style
    }

    private func rebuildAccessoryViews() {
        for view in accessoryViews { view.removeFromSuperview() }
        headerToggle?.removeFromSuperview()
        headerToggle = nil
        accessoryViews = accessories.map { accessory in
            let view = CellAccessoryView(accessory: accessory)
            if case .reorder = accessory.kind { view.reorderCell = self }
            if case .outlineDisclosure(let style) = accessory.kind {
                view.setExpandedLook(isOutlineExpanded, animated: false)
                view.defaultAction = { [weak self] in self?.toggleOutline() }
                if outlineStyle(style) == .header {
                    let toggle = UIControl()
                    toggle.addAction(UIAction { [weak view] _ in view?.sendActions(for: .touchUpInside) }, for: .touchUpInside)
                    headerToggle = toggle
                }
            }
            return view
        }
        for view in accessoryViews { addSubview(view) }
        if let headerToggle { addSubview(headerToggle) }
        setNeedsLayout()
    }

    /// Asks the data source to expand or collapse the row's item.
    private func toggleOutline() {
        guard let collectionView = enclosingCollectionView, let indexPath = collectionView.indexPath(for: self) else { return }
        guard let toggler = collectionView.dataSource as? OutlineToggling else {
            misuseLog.log(
                "UICollectionViewListCell: an outline disclosure without an actionHandler toggles items of a "
                    + "UICollectionViewDiffableDataSource's section snapshot; this collection view's data source is not one")
            return
        }
        toggler.toggleOutlineItem(at: indexPath, in: collectionView)
    }

    // MARK: Layout

    /// Where the separator starts when no constraint moves it: the row's text.
    private var automaticSeparatorLeading: CGFloat {
        if let listView = configurationSlots.contentView as? UIListContentView, !listView.textLabel.isHidden,
            listView.textLabel.bounds.width > 0
        {
            let text = listView.textLabel.convert(listView.textLabel.bounds, to: self)
            return effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.maxX - text.maxX : text.minX
        }
        return effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? bounds.maxX - contentView.frame.maxX + contentView.layoutMargins.right
            : contentView.frame.minX + contentView.layoutMargins.left
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let editing = listIsEditing
        let indent = CGFloat(indentationLevel) * indentationWidth
        let margin = listPlacement?.appearance == .insetGrouped
            ? TableViewConstants.insetGroupedTextMargin : ListContentMetrics.rowMargins.leading
        var leadingEdge = indentsAccessories ? indent : 0
        var trailingEdge = size.width
        var leadingSlots: [(CellAccessoryView, CGFloat)] = []
        var trailingSlots: [(CellAccessoryView, CGFloat)] = []
        for view in accessoryViews {
            view.cellIsSelected = isSelected
            let shown = view.accessory.isDisplayed(editing: editing)
            view.isHidden = !shown || view.accessory.isHidden
            guard shown else { continue }
            let width = view.reservedWidth(rowHeight: size.height)
            if view.accessory.isLeading { leadingSlots.append((view, width)) } else { trailingSlots.append((view, width)) }
        }
        if !leadingSlots.isEmpty { leadingEdge += margin }
        for (view, width) in leadingSlots {
            place(view, inSlotFrom: leadingEdge, width: width, rowHeight: size.height)
            leadingEdge += width + ListLayoutMetrics.accessorySpacing
        }
        if !trailingSlots.isEmpty { trailingEdge -= margin }
        for (view, width) in trailingSlots.reversed() {
            trailingEdge -= width
            place(view, inSlotFrom: trailingEdge, width: width, rowHeight: size.height)
            trailingEdge -= ListLayoutMetrics.accessorySpacing
        }
        // The content runs between the accessories; its own margins keep the text off them.
        let contentX = leadingSlots.isEmpty ? indent : max(leadingEdge - margin, indent)
        let contentEnd = trailingSlots.isEmpty ? size.width : min(size.width, trailingEdge + margin)
        let contentFrame = CGRect(x: contentX, y: 0, width: max(0, contentEnd - contentX), height: size.height)
        // Worked out left to right above; a right-to-left layout reflects it: leading
        // accessories at the right, trailing ones at the left.
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        contentView.setFrame(contentFrame, mirroredIn: bounds, when: rightToLeft)
        if rightToLeft {
            for (view, _) in leadingSlots + trailingSlots { view.center.x = bounds.minX + bounds.maxX - view.center.x }
        }
        configurationSlots.layout(contentBounds: contentView.bounds, backgroundFrame: bounds)
        headerToggle?.frame = bounds
        if let headerToggle { bringSubviewToFront(headerToggle) }
        layOutCorners()
        layOutSeparators()
        layOutSwipe()
    }

    /// A swipe moves everything but its buttons aside; the buttons fill the space it opens.
    private func layOutSwipe() {
        guard let swipeActionsView else { return }
        // The offset is toward the trailing edge: reflected in a right-to-left layout.
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for view in subviews where view !== swipeActionsView {
            view.center.x += leadingToTrailingSign * swipeOffset
        }
        swipeActionsView.setFrame(
            swipeOffset < 0
                ? CGRect(x: bounds.width + swipeOffset, y: 0, width: -swipeOffset, height: bounds.height)
                : CGRect(x: 0, y: 0, width: swipeOffset, height: bounds.height),
            mirroredIn: bounds, when: rightToLeft)
        bringSubviewToFront(swipeActionsView)
    }

    private func place(_ view: CellAccessoryView, inSlotFrom x: CGFloat, width: CGFloat, rowHeight: CGFloat) {
        let natural = view.naturalSize(rowHeight: rowHeight)
        let frame = CGRect(
            x: x + (width - natural.width) / 2, y: ((rowHeight - natural.height) / 2).rounded(), width: natural.width,
            height: natural.height)
        // Set through bounds and centre so an outline chevron's turn stays about its centre.
        view.bounds = CGRect(origin: .zero, size: frame.size)
        view.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    /// An inset-grouped section's first and last rows round their outer corners. Rounded rows,
    /// and any row with its swipe actions open, clip to their bounds: swiped content slides
    /// under the row's edge rather than over the list's margin.
    private func layOutCorners() {
        var corners: CACornerMask = []
        if let placement = listPlacement, placement.appearance == .insetGrouped {
            if placement.isFirstInSection { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if placement.isLastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        let radius = corners.isEmpty ? 0 : TableViewConstants.insetGroupedCornerRadius
        if layer.cornerRadius != radius { layer.cornerRadius = radius }
        if !corners.isEmpty, layer.maskedCorners != corners { layer.maskedCorners = corners }
        let clips = !corners.isEmpty || swipeActionsView != nil
        if clipsToBounds != clips { clipsToBounds = clips }
    }

    /// Separators: below the row unless it ends a grouped section or the list hides them,
    /// above it only when asked; from the separator guide's leading edge to the trailing edge,
    /// hidden while the row shows its selected or highlighted look.
    private func layOutSeparators() {
        guard let placement = listPlacement, placement.showsSeparators else {
            bottomSeparator.isHidden = true
            topSeparator.isHidden = true
            return
        }
        let separator = placement.separator
        contentView.layoutIfNeeded()
        let scale = window?.screen.scale ?? 3
        let thickness = 1 / max(1, scale)
        let automaticLeading = automaticSeparatorLeading
        if let guideLeading, guideLeading.constant != automaticLeading { guideLeading.constant = automaticLeading }
        // Distances from the leading edge, whichever side it is; the frames are reflected below.
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let guideLeadingX = guide.map {
            $0.layoutFrame.width > 0 ? (rightToLeft ? bounds.maxX - $0.layoutFrame.maxX : $0.layoutFrame.minX) : automaticLeading
        } ?? automaticLeading
        let selectedLook = isSelected || isHighlighted
        let bottomShown: Bool
        switch separator.bottomSeparatorVisibility {
        case .visible: bottomShown = true
        case .hidden: bottomShown = false
        case .automatic:
            bottomShown = !(placement.isLastInSection && placement.appearance.isGrouped) && !placement.isSectionHeader
                && !selectedLook
        }
        let topShown = separator.topSeparatorVisibility == .visible
        func frame(_ insets: NSDirectionalEdgeInsets, y: CGFloat) -> CGRect {
            let automatic = UIListSeparatorConfiguration.automaticInsets
            let leading = insets.leading == automatic.leading ? guideLeadingX : insets.leading
            let trailing = insets.trailing == automatic.trailing ? 0 : insets.trailing
            return CGRect(x: leading, y: y, width: max(0, bounds.width - leading - trailing), height: thickness)
        }
        bottomSeparator.isHidden = !bottomShown
        topSeparator.isHidden = !topShown
        bottomSeparator.backgroundColor = separator.color
        topSeparator.backgroundColor = separator.color
        bottomSeparator.setFrame(frame(separator.bottomSeparatorInsets, y: bounds.height - thickness), mirroredIn: bounds, when: rightToLeft)
        topSeparator.setFrame(frame(separator.topSeparatorInsets, y: 0), mirroredIn: bounds, when: rightToLeft)
        bringSubviewToFront(bottomSeparator)
        bringSubviewToFront(topSeparator)
    }

    /// The height the row's content needs at the cell's width (less accessories and
    /// indentation): the configured content's, else what Auto Layout fits the content view to.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributes.copy() as? UICollectionViewLayoutAttributes) ?? layoutAttributes
        if bounds.size != layoutAttributes.size { bounds.size = layoutAttributes.size }
        layoutIfNeeded()
        let width = contentView.bounds.width
        let height: CGFloat
        if let configured = configurationSlots.contentView, contentView.constraints.isEmpty {
            height = configured.systemLayoutSizeFitting(CGSize(width: width, height: 0)).height
        } else {
            height = contentView.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        if height > 0 { attributes.size = CGSize(width: layoutAttributes.size.width, height: height.rounded(.up)) }
        return attributes
    }
}

/// A data source that expands and collapses outline items when an outline disclosure is
/// tapped (the diffable data source, over its section snapshots).
@MainActor
protocol OutlineToggling: AnyObject {
    func toggleOutlineItem(at indexPath: IndexPath, in collectionView: UICollectionView)
}
