import Foundation

/// A layout composed of items in groups in sections: each section repeats its group down the
/// collection view, each group places its items (or nested groups) in a row or a column,
/// with sizes given as fractions of the container, absolute points or estimates.
///
/// Built: vertical and horizontal scrolling (a horizontal layout lays its sections out left to
/// right); fractional, absolute and estimated (used as absolute) dimensions; horizontal and
/// vertical groups, nested groups, repeated subitems; fixed inter-item spacing; item, section
/// content insets; inter-group and inter-section spacing; a section provider; boundary
/// supplementary items of sections and of the whole layout (headers, footers, pinned to the
/// visible bounds or not); background decoration items; orthogonal sections, whose groups
/// line up across the layout in a scroll view of their own (see
/// UICollectionView+Orthogonal.swift). Not built (each stops with a message naming it):
/// supplementary items of items, flexible spacing, custom groups, orthogonal sections of a
/// horizontal layout. Estimated heights self-size in sections whose group holds one item (list
/// sections, see `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, and any cell there,
/// fitted at the row's width), and boundary
/// items (of sections and of the layout) with an estimated length along the scroll direction
/// size it themselves at their fixed breadth; elsewhere an estimate is used as an absolute size.
/// - Note: See https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Gives the section at an index for an environment.
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let fixedSection: NSCollectionLayoutSection?
    private let sectionProvider: SectionProvider?
    /// The layout-wide settings.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// Per section: item frames, and the groups with the items they hold, top to bottom.
    private var itemFrames: [[CGRect]] = []
    private var groupRuns: [[(items: Range<Int>, frame: CGRect)]] = []
    /// The sections whose groups scroll across the layout.
    private var orthogonal: [Int: OrthogonalSectionPlacement] = [:]
    /// The sections' visible-items handlers, with the environment each was made in.
    private var visibleItemHandlers:
        [Int: (handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler, environment: CompositionalLayoutEnvironment)] =
            [:]
    /// Per section: where it starts and ends along the scroll direction.
    private var sectionExtents: [(start: CGFloat, end: CGFloat)] = []
    /// Per section: its boundary items and its decoration items' attributes.
    private var sectionBoundaryItems: [[PreparedBoundaryItem]] = []
    private var sectionDecorations: [[UICollectionViewLayoutAttributes]] = []
    /// The layout's own boundary items (from the configuration).
    private var layoutBoundaryItems: [PreparedBoundaryItem] = []
    private var contentSize: CGSize = .zero
    /// The visible size the layout was prepared for.
    private var preparedSize = CGSize(width: -1, height: -1)
    /// The directions of the prepared layout.
    private var axis = CompositionalAxis(vertical: true)
    private var boundaries: CompositionalBoundaryLayout { CompositionalBoundaryLayout(axis: axis) }
    /// The list configurations of the sections made by `NSCollectionLayoutSection.list`.
    private var listSections: [Int: UICollectionLayoutListConfiguration] = [:]
    /// Per section: the heights its self-sizing rows measured (nil until measured); empty for
    /// sections that do not size their rows.
    private var measuredHeights: [[CGFloat?]] = []
    /// The lengths along the scroll direction that boundary items with an estimated length
    /// there measured (heights in a vertical layout, widths in a horizontal one), by the
    /// items' index path (`[s, 0]` for a section's, `[0]` for the layout's) and kind; cleared
    /// with the rows' when the breadth changes and after batch updates.
    private var measuredBoundaryLengths: [IndexPath: [String: CGFloat]] = [:]
    /// The kinds of the boundary items, by index path, whose length along the scroll
    /// direction is estimated.
    private var estimatedBoundaryKinds: [IndexPath: Set<String>] = [:]
    /// The breadth the heights were measured at; another breadth measures them again.
    private var measuredBreadth: CGFloat = -1
    /// The background colour this layout last gave its collection view (a list's).
    private var appliedBackground: UIColor?
    /// The swipe recognizer of list sections with swipe actions, made when one is laid out.
    private var listSwipes: ListSwipeController?

    /// A layout whose every section is `section`.
    public init(section: NSCollectionLayoutSection) {
        fixedSection = section
        sectionProvider = nil
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = section
        sectionProvider = nil
        self.configuration = configuration
        super.init()
    }

    /// A layout asking `sectionProvider` for each section.
    public init(sectionProvider: @escaping SectionProvider) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout asking `sectionProvider` for each section, with `configuration`.
    public init(
        sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        Fatal.stop("UICollectionViewCompositionalLayout cannot be decoded from an archive in OpenUIKit")
    }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        itemFrames.removeAll()
        groupRuns.removeAll()
        sectionExtents.removeAll()
        sectionBoundaryItems.removeAll()
        sectionDecorations.removeAll()
        layoutBoundaryItems.removeAll()
        orthogonal.removeAll()
        visibleItemHandlers.removeAll()
        listSections.removeAll()
        guard let collectionView else {
            contentSize = .zero
            return
        }
        axis = CompositionalAxis(vertical: configuration.scrollDirection == .vertical)
        let inset = collectionView.adjustedContentInset
        let visible = CGSize(
            width: max(0, collectionView.bounds.width - inset.left - inset.right),
            height: max(0, collectionView.bounds.height - inset.top - inset.bottom))
        preparedSize = visible
        let crossLength = axis.cross(of: visible)
        estimatedBoundaryKinds.removeAll()
        if crossLength != measuredBreadth {
            measuredHeights.removeAll()
            measuredBoundaryLengths.removeAll()
            measuredBreadth = crossLength
        }
        // The layout's headers come before the first section, its footers after the last.
        let layoutItems = configuration.boundarySupplementaryItems
        checkUniqueKinds(layoutItems.map(\.elementKind), of: "boundary supplementary items", in: "the layout configuration")
        for item in layoutItems where [.crossBefore, .crossAfter].contains(axis.edge(of: item.alignment)) {
            Fatal.stop(
                "UICollectionViewCompositionalLayout: a layout boundary item beside the sections (\(item.elementKind), "
                    + "alignment \(item.alignment)) is not built in OpenUIKit yet; align it with the start or the end "
                    + "of the scroll direction")
        }
        let layoutSizes = boundarySizes(of: layoutItems, in: visible, at: IndexPath(index: 0))
        let contentStart = boundaries.mainExtent(of: layoutItems, sizes: layoutSizes, at: .before)
        var cursor = contentStart
        for sectionIndex in 0..<collectionView.numberOfSections {
            if sectionIndex > 0 { cursor += configuration.interSectionSpacing }
            cursor = prepareSection(sectionIndex, from: cursor, visible: visible, collectionView: collectionView)
        }
        let contentEnd = cursor
        cursor += boundaries.mainExtent(of: layoutItems, sizes: layoutSizes, at: .after)
        let span = CompositionalBoundaryLayout.Span(
            start: 0, contentStart: contentStart, contentEnd: contentEnd, end: cursor, crossLow: 0, crossHigh: crossLength)
        layoutBoundaryItems = zip(layoutItems, layoutSizes).map { item, size in
            boundaries.place(item, size: size, indexPath: IndexPath(index: 0), in: span)
        }
        contentSize = axis.vertical ? CGSize(width: visible.width, height: cursor) : CGSize(width: cursor, height: visible.height)
        applyListBackground(to: collectionView)
        let swipes = listSections.values.contains {
            $0.leadingSwipeActionsConfigurationProvider != nil || $0.trailingSwipeActionsConfigurationProvider != nil
        }
        if swipes && listSwipes == nil { listSwipes = ListSwipeController(collectionView: collectionView, layout: self) }
    }

    /// The swipe actions of a list row, from its list's provider for that side.
    func swipeActionsConfiguration(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard let list = listSections[indexPath.section] else { return nil }
        let provider =
            leading ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider
        return provider?(indexPath)
    }

    /// Gives the collection view the background of its first list section's appearance (or
    /// the configuration's colour), unless the app set a colour of its own.
    private func applyListBackground(to collectionView: UICollectionView) {
        guard let list = listSections.keys.min().flatMap({ listSections[$0] }) else { return }
        let color = list.backgroundColor ?? ListLayoutMetrics.background(list.appearance)
        let current = collectionView.backgroundColor
        guard current == nil || (appliedBackground != nil && current === appliedBackground) else { return }
        if current !== color { collectionView.backgroundColor = color }
        appliedBackground = color
    }

    /// Whether `section`'s rows size themselves: a vertical layout's section whose group
    /// holds one item and has an estimated height (a list), not scrolling across.
    private func sizesRows(_ section: NSCollectionLayoutSection) -> Bool {
        axis.vertical && section.orthogonalScrollingBehavior == .none && section.group.count == nil
            && section.group.subitems.count == 1 && !(section.group.subitems[0] is NSCollectionLayoutGroup)
            && section.group.layoutSize.heightDimension.isEstimated
    }

    /// The attributes of an item's cell: a list row's carry its placement in the list. A cell
    /// of a section that sizes its rows is fitted at the row's width (the layout fixes it) and
    /// measures only its height, as UIKit's default `preferredLayoutAttributesFitting(_:)` does
    /// for any cell there, so a wrapping label wraps at the row's width.
    private func cellAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let sizesHeight = indexPath.section < measuredHeights.count && !measuredHeights[indexPath.section].isEmpty
        guard let list = listSections[indexPath.section] else {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = itemFrames[indexPath.section][indexPath.item]
            attributes.fitsHeightOnly = sizesHeight
            return attributes
        }
        let attributes = ListRowAttributes(forCellWith: indexPath)
        attributes.frame = itemFrames[indexPath.section][indexPath.item]
        attributes.fitsHeightOnly = sizesHeight
        let count = itemFrames[indexPath.section].count
        var separator = list.separatorConfiguration
        if let handler = list.itemSeparatorHandler { separator = handler(indexPath, separator) }
        attributes.placement = ListRowPlacement(
            appearance: list.appearance, isFirstInSection: indexPath.item == 0,
            isLastInSection: indexPath.item == count - 1,
            isSectionHeader: list.headerMode == .firstItemInSection && indexPath.item == 0,
            showsSeparators: list.showsSeparators, separator: separator)
        return attributes
    }

    /// Lays out one section starting at `start` along the scroll direction; returns where it
    /// ends. The section is its boundary items before the content, the content (insets and
    /// groups), and its boundary items after; items beside the content that extend the
    /// boundary narrow the breadth the groups are laid out in.
    private func prepareSection(
        _ sectionIndex: Int, from start: CGFloat, visible: CGSize, collectionView: UICollectionView
    ) -> CGFloat {
        let environment = CompositionalLayoutEnvironment(
            contentSize: visible, contentInsets: .zero, traitCollection: collectionView.traitCollection)
        guard let section = fixedSection ?? sectionProvider?(sectionIndex, environment) else {
            Fatal.stop("UICollectionViewCompositionalLayout: the section provider returned nil for section \(sectionIndex)")
        }
        if let handler = section.visibleItemsInvalidationHandler {
            visibleItemHandlers[sectionIndex] = (handler, environment)
        }
        var start = start
        if let list = section.listConfiguration {
            listSections[sectionIndex] = list
            if list.headerMode == .supplementary { start += list.headerTopPadding ?? 0 }
        }
        let across = section.orthogonalScrollingBehavior != .none
        Fatal.check(
            !across || axis.vertical,
            "UICollectionViewCompositionalLayout: orthogonal scrolling (section \(sectionIndex)) in a horizontal "
                + "compositional layout is not built in OpenUIKit yet")
        let count = collectionView.numberOfItems(inSection: sectionIndex)
        let insets = axis.insets(section.contentInsets)
        let crossLength = axis.cross(of: visible)
        let boundary = section.boundarySupplementaryItems
        checkUniqueKinds(boundary.map(\.elementKind), of: "boundary supplementary items", in: "section \(sectionIndex)")
        checkUniqueKinds(section.decorationItems.map(\.elementKind), of: "decoration items", in: "section \(sectionIndex)")
        // Boundary items span the section's breadth, less its insets when they follow them.
        let follows = section.supplementariesFollowContentInsets
        let crossLow = follows ? insets.crossBefore : 0
        let crossHigh = crossLength - (follows ? insets.crossAfter : 0)
        let boundaryContainer =
            axis.vertical
            ? CGSize(width: max(0, crossHigh - crossLow), height: visible.height)
            : CGSize(width: visible.width, height: max(0, crossHigh - crossLow))
        let sizes = boundarySizes(of: boundary, in: boundaryContainer, at: IndexPath(item: 0, section: sectionIndex))
        let reserveBefore = boundaries.crossExtent(of: boundary, sizes: sizes, at: .crossBefore)
        let reserveAfter = boundaries.crossExtent(of: boundary, sizes: sizes, at: .crossAfter)
        let contentStart = start + boundaries.mainExtent(of: boundary, sizes: sizes, at: .before)
        let groupCrossStart = insets.crossBefore + reserveBefore
        let groupCross = max(0, crossLength - insets.crossBefore - insets.crossAfter - reserveBefore - reserveAfter)
        let container =
            axis.vertical ? CGSize(width: groupCross, height: visible.height) : CGSize(width: visible.width, height: groupCross)
        var cursor = contentStart + insets.before
        var frames: [CGRect] = []
        frames.reserveCapacity(count)
        var runs: [(items: Range<Int>, frame: CGRect)] = []
        // Across the layout, groups follow one another from the leading inset.
        var x = groupCrossStart
        var tallest: CGFloat = 0
        let selfSizing = sizesRows(section)
        while measuredHeights.count <= sectionIndex { measuredHeights.append([]) }
        if !selfSizing {
            measuredHeights[sectionIndex] = []
        } else if measuredHeights[sectionIndex].count != count {
            measuredHeights[sectionIndex] = Array(repeating: nil, count: count)
        }
        if selfSizing {
            // One row per item, as tall as it measured (its estimate until then).
            let item = section.group.subitems[0]
            let estimate = section.group.layoutSize.heightDimension.dimension
            for index in 0..<count {
                if index > 0 { cursor += section.interGroupSpacing }
                let height = measuredHeights[sectionIndex][index] ?? estimate
                let rowSize = CGSize(width: section.group.layoutSize.widthDimension.resolve(in: container), height: height)
                let width = item.layoutSize.widthDimension.resolve(in: rowSize)
                let insets = item.contentInsets
                let frame = CGRect(
                    x: groupCrossStart + insets.leading, y: cursor + insets.top,
                    width: max(0, width - insets.leading - insets.trailing),
                    height: max(0, height - insets.top - insets.bottom))
                frames.append(frame)
                runs.append((index..<index + 1, CGRect(x: groupCrossStart, y: cursor, width: rowSize.width, height: height)))
                cursor += height
            }
        }
        while frames.count < count {
            if !runs.isEmpty {
                if across { x += section.interGroupSpacing } else { cursor += section.interGroupSpacing }
            }
            let groupSize = section.group.layoutSize.resolve(in: container)
            let first = frames.count
            let origin = across ? CGPoint(x: x, y: cursor) : axis.rect(main: cursor, cross: groupCrossStart, size: .zero).origin
            place(section.group, size: groupSize, origin: origin, limit: count, into: &frames)
            Fatal.check(
                frames.count > first,
                "UICollectionViewCompositionalLayout: the group of section \(sectionIndex) places no item (its size "
                    + "is \(groupSize))")
            runs.append((first..<frames.count, CGRect(origin: origin, size: groupSize)))
            if across {
                x += groupSize.width
                tallest = max(tallest, groupSize.height)
            } else {
                cursor += axis.main(of: groupSize)
            }
        }
        if across {
            cursor += tallest
            let height = cursor + insets.after - contentStart
            orthogonal[sectionIndex] = OrthogonalSectionPlacement(
                section: sectionIndex, frame: CGRect(x: 0, y: contentStart, width: crossLength, height: height),
                contentSize: CGSize(width: max(x + insets.crossAfter, crossLength), height: height),
                behavior: section.orthogonalScrollingBehavior,
                groupFrames: runs.map { $0.frame.offsetBy(dx: 0, dy: -contentStart) }, leadingInset: insets.crossBefore)
        }
        let contentEnd = cursor + insets.after
        let end = contentEnd + boundaries.mainExtent(of: boundary, sizes: sizes, at: .after)
        itemFrames.append(frames)
        groupRuns.append(runs)
        sectionExtents.append((start, end))
        let span = CompositionalBoundaryLayout.Span(
            start: start, contentStart: contentStart, contentEnd: contentEnd, end: end, crossLow: crossLow,
            crossHigh: crossHigh)
        let indexPath = IndexPath(item: 0, section: sectionIndex)
        sectionBoundaryItems.append(zip(boundary, sizes).map { boundaries.place($0, size: $1, indexPath: indexPath, in: span) })
        let whole = axis.rect(main: start, cross: 0, size: axis.vertical
            ? CGSize(width: crossLength, height: end - start) : CGSize(width: end - start, height: crossLength))
        sectionDecorations.append(
            section.decorationItems.map { decoration in
                let inset = decoration.contentInsets
                let attributes = UICollectionViewLayoutAttributes(
                    forDecorationViewOfKind: decoration.elementKind, with: indexPath)
                attributes.frame = CGRect(
                    x: whole.minX + inset.leading, y: whole.minY + inset.top,
                    width: max(0, whole.width - inset.leading - inset.trailing),
                    height: max(0, whole.height - inset.top - inset.bottom))
                attributes.zIndex = decoration.zIndex
                return attributes
            })
        return end
    }

    /// The sizes of boundary items in `container`: an item whose length along the scroll
    /// direction is estimated takes the length its view measured (its estimate until then)
    /// and is noted as sizing itself, its breadth fixed.
    private func boundarySizes(
        of items: [NSCollectionLayoutBoundarySupplementaryItem], in container: CGSize, at indexPath: IndexPath
    ) -> [CGSize] {
        items.map { item in
            var size = item.layoutSize.resolve(in: container)
            let along = axis.vertical ? item.layoutSize.heightDimension : item.layoutSize.widthDimension
            guard along.isEstimated else { return size }
            estimatedBoundaryKinds[indexPath, default: []].insert(item.elementKind)
            if let measured = measuredBoundaryLengths[indexPath]?[item.elementKind] {
                if axis.vertical { size.height = measured } else { size.width = measured }
            }
            return size
        }
    }

    /// Stops when two elements of one section (or of the layout) share a kind: their views
    /// would have one index path.
    private func checkUniqueKinds(_ kinds: [String], of what: String, in place: String) {
        Fatal.check(
            Set(kinds).count == kinds.count,
            "UICollectionViewCompositionalLayout: the \(what) of \(place) repeat an element kind (\(kinds)); each kind "
                + "may appear once")
    }

    /// Places `group`'s leaf items at `origin` into `frames`, stopping when `frames` holds
    /// `limit` items.
    private func place(
        _ group: NSCollectionLayoutGroup, size: CGSize, origin: CGPoint, limit: Int, into frames: inout [CGRect]
    ) {
        let horizontal = group.axis == .horizontal
        let length = horizontal ? size.width : size.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        var cursor: CGFloat = 0
        var index = 0
        var placedAny = false
        while frames.count < limit {
            let subitem = group.subitems[index % group.subitems.count]
            var subSize = subitem.layoutSize.resolve(in: size)
            if let count = group.count {
                if index >= count { break }
                let share = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
                if horizontal { subSize.width = share } else { subSize.height = share }
            }
            let along = horizontal ? subSize.width : subSize.height
            if group.count == nil, placedAny, cursor + along > length + 0.000_1 { break }
            let slotOrigin = horizontal ? CGPoint(x: origin.x + cursor, y: origin.y) : CGPoint(x: origin.x, y: origin.y + cursor)
            if let nested = subitem as? NSCollectionLayoutGroup {
                place(nested, size: subSize, origin: slotOrigin, limit: limit, into: &frames)
            } else {
                let insets = subitem.contentInsets
                frames.append(
                    CGRect(
                        x: slotOrigin.x + insets.leading, y: slotOrigin.y + insets.top,
                        width: max(0, subSize.width - insets.leading - insets.trailing),
                        height: max(0, subSize.height - insets.top - insets.bottom)))
            }
            placedAny = true
            cursor += along + spacing
            index += 1
            // A subitem with no length would repeat forever.
            if along <= 0 && group.count == nil && index >= group.subitems.count { break }
        }
    }

    // MARK: Answering

    open override var collectionViewContentSize: CGSize { contentSize }

    /// True: the layout works out leading and trailing as left and right, and the collection
    /// view mirrors it in a right-to-left layout (items of a group, `.leading` alignments and
    /// orthogonal sections, which start at their right end, all run right to left).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        let rectStart = axis.minMain(of: rect)
        let rectEnd = axis.maxMain(of: rect)
        let visible = visibleSpan()
        for (section, extent) in sectionExtents.enumerated() where extent.end > rectStart && extent.start < rectEnd {
            for decoration in sectionDecorations[section] where decoration.frame.intersects(rect) {
                result.append(decoration.copy() as! UICollectionViewLayoutAttributes)
            }
            result += itemAttributes(inSection: section, meeting: rect)
            for item in sectionBoundaryItems[section] {
                let attributes = boundaryAttributes(item, visible: visible)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
        }
        for item in layoutBoundaryItems {
            let attributes = boundaryAttributes(item, visible: visible)
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
        return result
    }

    /// The section's items meeting `rect`, with its visible-items handler run over the shown ones.
    private func itemAttributes(inSection section: Int, meeting rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        // An orthogonal section's items are found in its scrolled content.
        let shift = orthogonal[section] != nil ? collectionView?.orthogonalOffset(inSection: section) ?? .zero : .zero
        let shifted = rect.offsetBy(dx: shift.x, dy: shift.y)
        guard let (handler, environment) = visibleItemHandlers[section], let collectionView else {
            return attributes(inSection: section, meeting: shifted)
        }
        // The handler sees every shown item of the section, whatever rectangle was asked.
        // In the layout's own coordinates: mirrored right to left, the offset and the items'
        // frames are the left-to-right ones.
        let bounds = collectionView.layoutBounds
        let shown = attributes(inSection: section, meeting: bounds.offsetBy(dx: shift.x, dy: shift.y))
        let offset = orthogonal[section] != nil ? shift : bounds.origin
        handler(shown.map(CompositionalVisibleItem.init), offset, environment)
        return shown.filter { itemFrames[section][$0.indexPath.item].intersects(shifted) }
    }

    /// The part of the content in view along the scroll direction (the bounds less the
    /// content inset), in the layout's own coordinates: where pinned boundary items stay.
    private func visibleSpan() -> (start: CGFloat, end: CGFloat) {
        collectionView?.layoutVisibleSpan(vertical: axis.vertical) ?? (0, 0)
    }

    private func boundaryAttributes(
        _ item: PreparedBoundaryItem, visible: (start: CGFloat, end: CGFloat)
    ) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.kind, with: item.indexPath)
        attributes.frame = item.frame(visible: visible, axis: axis)
        attributes.zIndex = item.zIndex
        let sizesItself = estimatedBoundaryKinds[item.indexPath]?.contains(item.kind) == true
        attributes.fitsHeightOnly = sizesItself && axis.vertical
        attributes.fitsWidthOnly = sizesItself && !axis.vertical
        return attributes
    }

    /// The attributes of the section's items meeting `rect` (in the section's unscrolled
    /// content): groups found by binary search on their trailing edge — along x when they
    /// follow one another sideways (a horizontal layout, or a section scrolling across a
    /// vertical one), along y otherwise.
    private func attributes(inSection section: Int, meeting rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        let runs = groupRuns[section]
        let across = orthogonal[section] != nil || !axis.vertical
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            let trailing = across ? runs[middle].frame.maxX <= rect.minX : runs[middle].frame.maxY <= rect.minY
            if trailing { low = middle + 1 } else { high = middle }
        }
        while low < runs.count, across ? runs[low].frame.minX < rect.maxX : runs[low].frame.minY < rect.maxY {
            append(section: section, items: runs[low].items, meeting: rect, to: &result)
            low += 1
        }
        return result
    }

    private func append(
        section: Int, items: Range<Int>, meeting rect: CGRect, to result: inout [UICollectionViewLayoutAttributes]
    ) {
        for item in items where itemFrames[section][item].intersects(rect) {
            result.append(cellAttributes(at: IndexPath(item: item, section: section)))
        }
    }

    override func orthogonalSections() -> [OrthogonalSectionPlacement] {
        orthogonal.keys.sorted().compactMap { orthogonal[$0] }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < itemFrames.count, indexPath.item >= 0,
            indexPath.item < itemFrames[indexPath.section].count
        else { return nil }
        return cellAttributes(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        let items: [PreparedBoundaryItem]
        if indexPath.count == 1 {
            items = layoutBoundaryItems
        } else if indexPath.count == 2, indexPath.section >= 0, indexPath.section < sectionBoundaryItems.count {
            items = sectionBoundaryItems[indexPath.section]
        } else {
            return nil
        }
        guard let item = items.first(where: { $0.kind == elementKind && $0.indexPath == indexPath }) else { return nil }
        return boundaryAttributes(item, visible: visibleSpan())
    }

    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sectionDecorations.count else { return nil }
        let decoration = sectionDecorations[indexPath.section].first { $0.representedElementKind == elementKind }
        return decoration?.copy() as? UICollectionViewLayoutAttributes
    }

    /// A new visible size lays the sections out again; scrolling does not (pinned boundary
    /// items are placed from the bounds at each query).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let inset = collectionView.adjustedContentInset
        let size = CGSize(
            width: max(0, newBounds.width - inset.left - inset.right),
            height: max(0, newBounds.height - inset.top - inset.bottom))
        return size != preparedSize
    }

    // MARK: Self-sizing rows

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        switch preferredAttributes.representedElementCategory {
        case .decorationView: false
        // Boundary items size themselves along the scroll direction.
        case .supplementaryView: axis.main(of: preferredAttributes.size) != axis.main(of: originalAttributes.size)
        case .cell: preferredAttributes.size.height != originalAttributes.size.height
        }
    }

    override func wantsPreferredAttributes(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> Bool {
        guard estimatedBoundaryKinds[indexPath]?.contains(kind) == true else { return false }
        return measuredBoundaryLengths[indexPath]?[kind] == nil
    }

    override func acceptPreferredSupplementaryAttributes(
        _ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes, invalidates: Bool
    ) {
        guard let kind = original.representedElementKind,
            wantsPreferredAttributes(forSupplementaryOfKind: kind, at: original.indexPath)
        else { return }
        let length = axis.main(of: invalidates ? preferred.size : original.size)
        let owner = original.indexPath.count == 2 ? "section \(original.indexPath.section)" : "the layout"
        Fatal.check(
            length.isFinite && length >= 0,
            "UICollectionViewCompositionalLayout: the \(kind) view of \(owner) preferred the "
                + "\(axis.vertical ? "height" : "width") \(length), which is not finite and positive")
        measuredBoundaryLengths[original.indexPath, default: [:]][kind] = length
        if invalidates { invalidateLayout() }
    }

    override func wantsPreferredAttributes(forItemAt indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, indexPath.section < measuredHeights.count,
            indexPath.item < measuredHeights[indexPath.section].count
        else { return false }
        return measuredHeights[indexPath.section][indexPath.item] == nil
    }

    override func acceptPreferredAttributes(
        _ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes, invalidates: Bool
    ) {
        let indexPath = original.indexPath
        guard wantsPreferredAttributes(forItemAt: indexPath) else { return }
        let height = invalidates ? preferred.size.height : original.size.height
        Fatal.check(
            height.isFinite && height >= 0,
            "UICollectionViewCompositionalLayout: the cell at \(indexPath) preferred the height \(height), which is not "
                + "finite and positive")
        measuredHeights[indexPath.section][indexPath.item] = height
        if invalidates { invalidateLayout() }
    }

    override func collectionViewDidUpdate(oldCounts: [Int], newIndexPath: (IndexPath) -> IndexPath?) {
        // Sections may have moved or gone: boundary items measure again when next shown.
        measuredBoundaryLengths.removeAll()
        guard !measuredHeights.isEmpty, let collectionView else { return }
        var moved: [[CGFloat?]] = (0..<collectionView.numberOfSections).map {
            Array(repeating: nil, count: collectionView.numberOfItems(inSection: $0))
        }
        for (section, heights) in measuredHeights.enumerated() where section < oldCounts.count {
            for (item, height) in heights.enumerated() where item < oldCounts[section] {
                guard let height, let target = newIndexPath(IndexPath(item: item, section: section)),
                    target.section < moved.count, target.item < moved[target.section].count
                else { continue }
                moved[target.section][target.item] = height
            }
        }
        measuredHeights = moved
    }
}
