import Foundation

/// A layout that fills lines with items in order — rows when scrolling vertically, columns
/// when scrolling horizontally — each section optionally between a header and a footer.
///
/// Line layout: items join a line while they fit across the section (between its insets) with
/// at least ``minimumInteritemSpacing`` between them. A full line is justified: its first item
/// touches the leading inset, its last the trailing one, the spare space shared equally
/// between the gaps (a line holding a single item centres it). The last line of a section
/// keeps the minimum spacing from the leading inset. Items of a line are centred on it across
/// the line's height (the tallest item's); lines are ``minimumLineSpacing`` apart.
///
/// With an ``estimatedItemSize`` items start at that size and take the size their cell
/// prefers (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``, Auto Layout by
/// default) when first shown; ``automaticSize`` starts them at ``itemSize``.
/// - Note: See https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
// Limitation: sectionInsetReference is always fromContentInset.
@MainActor @preconcurrency
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The estimated size that asks each cell for its own size (``estimatedItemSize``).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item when the delegate does not give one; 50 × 50 by default.
    open var itemSize = CollectionViewConstants.defaultItemSize { didSet { invalidateLayout() } }
    /// A first guess at item sizes that turns self-sizing on; `.zero` (the default) turns it off.
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            measuredSizes.removeAll()
            invalidateLayout()
        }
    }
    /// The spacing between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = CollectionViewConstants.defaultSpacing { didSet { invalidateLayout() } }
    /// The smallest spacing between items of a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = CollectionViewConstants.defaultSpacing {
        didSet { invalidateLayout() }
    }
    /// The insets around each section's items (inside the header and footer).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The size of section headers: their height scrolling vertically, their width horizontally.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of section footers.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether lines are rows stacked down (`.vertical`, the default) or columns across.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet {
            measuredSizes.removeAll()
            invalidateLayout()
        }
    }
    /// Whether a section's header stays at the top of the visible area while its section
    /// scrolls under it, until the section's end pushes it away. Default false.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays at the bottom of the visible area while its section
    /// is in view. Default false.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// The prepared geometry.
    var sections: [FlowLayoutSection] = []
    var contentSize: CGSize = .zero
    /// The extent across the scroll axis the geometry was prepared for.
    var preparedCrossExtent: CGFloat = -1
    /// Sizes cells preferred, by section and item (self-sizing only).
    var measuredSizes: [[CGSize?]] = []

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private var axis: FlowAxis { FlowAxis(direction: scrollDirection) }
    private var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// The space across the scroll axis: the collection view's bounds less its content insets.
    func crossExtent(for bounds: CGRect) -> CGFloat {
        guard let collectionView else { return 0 }
        let inset = collectionView.adjustedContentInset
        return max(
            0,
            scrollDirection == .vertical
                ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom)
    }

    // MARK: Preparing

    /// Lays out every section from the collection view's counts and the delegate's sizes.
    open override func prepare() {
        super.prepare()
        sections.removeAll(keepingCapacity: true)
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let extent = crossExtent(for: collectionView.bounds)
        if extent != preparedCrossExtent {
            // Self-sized cells may size differently at another width.
            measuredSizes.removeAll()
            preparedCrossExtent = extent
        }
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let sectionCount = collectionView.numberOfSections
        if isSelfSizing {
            if measuredSizes.count != sectionCount { measuredSizes = Array(repeating: [], count: sectionCount) }
        }
        var cursor: CGFloat = 0
        for section in 0..<sectionCount {
            var geometry = FlowLayoutSection()
            geometry.mainStart = cursor
            let itemCount = collectionView.numberOfItems(inSection: section)
            let headerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let footerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let headerLength = axis.main(headerSize)
            if headerLength > 0 {
                geometry.header = axis.rect(main: cursor, cross: 0, mainLength: headerLength, crossLength: extent)
                cursor += headerLength
            }
            let (mainBefore, mainAfter, crossBefore, crossAfter) = axis.insets(inset)
            cursor += mainBefore
            if isSelfSizing, measuredSizes[section].count != itemCount {
                measuredSizes[section] = Array(repeating: nil, count: itemCount)
            }
            let sizes = (0..<itemCount).map { item in
                size(ofItem: IndexPath(item: item, section: section), delegate: delegate, in: collectionView)
            }
            cursor = layOutLines(
                sizes, into: &geometry, start: cursor, crossStart: crossBefore,
                available: extent - crossBefore - crossAfter, lineSpacing: lineSpacing, itemSpacing: itemSpacing)
            cursor += mainAfter
            let footerLength = axis.main(footerSize)
            if footerLength > 0 {
                geometry.footer = axis.rect(main: cursor, cross: 0, mainLength: footerLength, crossLength: extent)
                cursor += footerLength
            }
            geometry.mainEnd = cursor
            sections.append(geometry)
        }
        contentSize = scrollDirection == .vertical
            ? CGSize(width: extent, height: cursor) : CGSize(width: cursor, height: extent)
    }

    /// The item's size now: measured, estimated, or from the delegate or ``itemSize``.
    private func size(
        ofItem indexPath: IndexPath, delegate: (any UICollectionViewDelegateFlowLayout)?, in collectionView: UICollectionView
    ) -> CGSize {
        if isSelfSizing {
            if let measured = measuredSizes[indexPath.section][indexPath.item] { return measured }
            if estimatedItemSize != UICollectionViewFlowLayout.automaticSize { return estimatedItemSize }
        }
        let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
        Fatal.check(
            size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
            "UICollectionViewFlowLayout: the size of the item at \(indexPath) must be finite and not negative, got \(size)")
        return size
    }

    /// Fills lines with the items of `sizes` from `start` along the scroll axis; returns where
    /// the last line ends.
    private func layOutLines(
        _ sizes: [CGSize], into geometry: inout FlowLayoutSection, start: CGFloat, crossStart: CGFloat,
        available: CGFloat, lineSpacing: CGFloat, itemSpacing: CGFloat
    ) -> CGFloat {
        geometry.itemFrames = Array(repeating: .zero, count: sizes.count)
        var main = start
        var first = 0
        var isFirstLine = true
        while first < sizes.count {
            // Which items fit on this line (always at least one).
            var used = axis.cross(sizes[first])
            var end = first + 1
            while end < sizes.count, used + itemSpacing + axis.cross(sizes[end]) <= available + 0.000_1 {
                used += itemSpacing + axis.cross(sizes[end])
                end += 1
            }
            if !isFirstLine { main += lineSpacing }
            isFirstLine = false
            let lineLength = sizes[first..<end].map { axis.main($0) }.max() ?? 0
            let count = end - first
            let isLast = end == sizes.count
            let widths = used - CGFloat(count - 1) * itemSpacing
            var cross: CGFloat
            var gap = itemSpacing
            if isLast {
                cross = crossStart
            } else if count == 1 {
                cross = crossStart + (available - widths) / 2
            } else {
                cross = crossStart
                gap = (available - widths) / CGFloat(count - 1)
            }
            for item in first..<end {
                let size = sizes[item]
                geometry.itemFrames[item] = axis.rect(
                    main: main + (lineLength - axis.main(size)) / 2, cross: cross, mainLength: axis.main(size),
                    crossLength: axis.cross(size))
                cross += axis.cross(size) + gap
            }
            geometry.lines.append(.init(items: first..<end, mainStart: main, mainEnd: main + lineLength))
            main += lineLength
            first = end
        }
        return main
    }

    // MARK: Answering

    open override var collectionViewContentSize: CGSize { contentSize }

    /// True: a flow layout places its lines left to right and the collection view mirrors
    /// them in a right-to-left layout.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        let low = axis.mainMin(rect)
        let high = axis.mainMax(rect)
        for (index, section) in sections.enumerated() where section.mainEnd > low && section.mainStart < high {
            let header = headerFrame(section)
            if !header.isEmpty, header.intersects(rect) {
                result.append(supplementaryAttributes(UICollectionView.elementKindSectionHeader, section: index, frame: header))
            }
            var line = section.firstLine(endingAfter: low)
            while line < section.lines.count, section.lines[line].mainStart < high {
                for item in section.lines[line].items where section.itemFrames[item].intersects(rect) {
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
                    attributes.frame = section.itemFrames[item]
                    result.append(attributes)
                }
                line += 1
            }
            let footer = footerFrame(section)
            if !footer.isEmpty, footer.intersects(rect) {
                result.append(supplementaryAttributes(UICollectionView.elementKindSectionFooter, section: index, frame: footer))
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count,
            indexPath.item >= 0, indexPath.item < sections[indexPath.section].itemFrames.count
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = sections[indexPath.section].itemFrames[indexPath.item]
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let section = sections[indexPath.section]
        switch elementKind {
        case UICollectionView.elementKindSectionHeader where !section.header.isEmpty:
            return supplementaryAttributes(elementKind, section: indexPath.section, frame: headerFrame(section))
        case UICollectionView.elementKindSectionFooter where !section.footer.isEmpty:
            return supplementaryAttributes(elementKind, section: indexPath.section, frame: footerFrame(section))
        default:
            return nil
        }
    }

    /// The visible area along the scroll axis, inside the content insets, in the layout's own
    /// coordinates (a sideways span is mirrored back when the collection view mirrors the layout).
    private var visibleMainRange: (start: CGFloat, end: CGFloat)? {
        collectionView?.layoutVisibleSpan(vertical: scrollDirection == .vertical)
    }

    /// The section's header frame, moved to the top of the visible area while pinned: it
    /// stays there until the section's end (less its footer) pushes it up.
    private func headerFrame(_ section: FlowLayoutSection) -> CGRect {
        guard sectionHeadersPinToVisibleBounds, !section.header.isEmpty, let visible = visibleMainRange else {
            return section.header
        }
        let length = axis.main(section.header.size)
        let limit = section.mainEnd - axis.main(section.footer.size) - length
        let main = max(axis.mainMin(section.header), min(visible.start, limit))
        return moved(section.header, toMain: main)
    }

    /// The section's footer frame, moved to the bottom of the visible area while pinned: it
    /// stays there until the section's start (after its header) pulls it down.
    private func footerFrame(_ section: FlowLayoutSection) -> CGRect {
        guard sectionFootersPinToVisibleBounds, !section.footer.isEmpty, let visible = visibleMainRange else {
            return section.footer
        }
        let length = axis.main(section.footer.size)
        let limit = section.mainStart + axis.main(section.header.size)
        let main = min(axis.mainMin(section.footer), max(visible.end - length, limit))
        return moved(section.footer, toMain: main)
    }

    private func moved(_ frame: CGRect, toMain main: CGFloat) -> CGRect {
        var frame = frame
        if scrollDirection == .vertical { frame.origin.y = main } else { frame.origin.x = main }
        return frame
    }

    private func supplementaryAttributes(_ kind: String, section: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        attributes.zIndex = CollectionViewConstants.supplementaryZIndex
        return attributes
    }

    /// A new extent across the scroll axis (a rotation, a resize) lays the lines out again;
    /// scrolling does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        crossExtent(for: newBounds) != preparedCrossExtent
    }

    /// With self-sizing, a cell preferring another size than its estimate lays out again.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        isSelfSizing && preferredAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    // MARK: Self-sizing and updates

    override func wantsPreferredAttributes(forItemAt indexPath: IndexPath) -> Bool {
        guard isSelfSizing, indexPath.section < measuredSizes.count,
            indexPath.item < measuredSizes[indexPath.section].count
        else { return false }
        return measuredSizes[indexPath.section][indexPath.item] == nil
    }

    override func acceptPreferredAttributes(
        _ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes, invalidates: Bool
    ) {
        let indexPath = original.indexPath
        guard wantsPreferredAttributes(forItemAt: indexPath) else { return }
        let size = invalidates ? preferred.size : original.size
        Fatal.check(
            size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
            "UICollectionViewFlowLayout: the cell at \(indexPath) preferred the size \(size), which is not finite")
        measuredSizes[indexPath.section][indexPath.item] = size
        if invalidates { invalidateLayout() }
    }

    override func collectionViewDidUpdate(oldCounts: [Int], newIndexPath: (IndexPath) -> IndexPath?) {
        guard isSelfSizing, !measuredSizes.isEmpty, let collectionView else { return }
        let sectionCount = collectionView.numberOfSections
        var moved: [[CGSize?]] = (0..<sectionCount).map {
            Array(repeating: nil, count: collectionView.numberOfItems(inSection: $0))
        }
        for (section, sizes) in measuredSizes.enumerated() where section < oldCounts.count {
            for (item, size) in sizes.enumerated() where item < oldCounts[section] {
                guard let size, let target = newIndexPath(IndexPath(item: item, section: section)) else { continue }
                moved[target.section][target.item] = size
            }
        }
        measuredSizes = moved
    }
}
