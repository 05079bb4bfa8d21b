import Foundation

/// A layout composed of items in groups in sections: each section repeats its group down the
/// collection view, each group places its items (or nested groups) in a row or a column,
/// with sizes given as fractions of the container, absolute points or estimates.
///
/// Built: vertical scrolling; fractional, absolute and estimated (used as absolute)
/// dimensions; horizontal and vertical groups, nested groups, repeated subitems; fixed
/// inter-item spacing; item, section content insets; inter-group and inter-section spacing;
/// a section provider; orthogonal sections, whose groups line up across the layout in a
/// scroll view of their own (see UICollectionView+Orthogonal.swift). Not built (each stops
/// with a message naming it): horizontal layouts, boundary and decoration items, flexible spacing, custom
/// groups, self-sizing estimated dimensions.
/// - Note: See https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
@MainActor
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
    private var sectionExtents: [(minY: CGFloat, maxY: CGFloat)] = []
    private var contentSize: CGSize = .zero
    private var preparedWidth: CGFloat = -1

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
        orthogonal.removeAll()
        visibleItemHandlers.removeAll()
        guard let collectionView else {
            contentSize = .zero
            return
        }
        Fatal.check(
            configuration.scrollDirection == .vertical,
            "UICollectionViewCompositionalLayout: horizontal scrolling is not built in OpenUIKit yet")
        let inset = collectionView.adjustedContentInset
        let width = max(0, collectionView.bounds.width - inset.left - inset.right)
        let height = max(0, collectionView.bounds.height - inset.top - inset.bottom)
        preparedWidth = width
        var y: CGFloat = 0
        for sectionIndex in 0..<collectionView.numberOfSections {
            if sectionIndex > 0 { y += configuration.interSectionSpacing }
            let environment = CompositionalLayoutEnvironment(
                contentSize: CGSize(width: width, height: height), contentInsets: .zero,
                traitCollection: collectionView.traitCollection)
            guard let section = fixedSection ?? sectionProvider?(sectionIndex, environment) else {
                Fatal.stop("UICollectionViewCompositionalLayout: the section provider returned nil for section \(sectionIndex)")
            }
            if let handler = section.visibleItemsInvalidationHandler {
                visibleItemHandlers[sectionIndex] = (handler, environment)
            }
            let count = collectionView.numberOfItems(inSection: sectionIndex)
            let start = y
            let insets = section.contentInsets
            y += insets.top
            let container = CGSize(width: width - insets.leading - insets.trailing, height: height)
            var frames: [CGRect] = []
            frames.reserveCapacity(count)
            var runs: [(items: Range<Int>, frame: CGRect)] = []
            let across = section.orthogonalScrollingBehavior != .none
            // Across the layout, groups follow one another from the leading inset.
            var x = insets.leading
            var tallest: CGFloat = 0
            while frames.count < count {
                if !runs.isEmpty {
                    if across { x += section.interGroupSpacing } else { y += section.interGroupSpacing }
                }
                let groupSize = section.group.layoutSize.resolve(in: container)
                let first = frames.count
                let origin = across ? CGPoint(x: x, y: y) : CGPoint(x: insets.leading, y: y)
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
                    y += groupSize.height
                }
            }
            if across {
                y += tallest
                let height = y + insets.bottom - start
                orthogonal[sectionIndex] = OrthogonalSectionPlacement(
                    section: sectionIndex, frame: CGRect(x: 0, y: start, width: width, height: height),
                    contentSize: CGSize(width: max(x + insets.trailing, width), height: height),
                    behavior: section.orthogonalScrollingBehavior,
                    groupFrames: runs.map { $0.frame.offsetBy(dx: 0, dy: -start) }, leadingInset: insets.leading)
            }
            y += insets.bottom
            itemFrames.append(frames)
            groupRuns.append(runs)
            sectionExtents.append((start, y))
        }
        contentSize = CGSize(width: width, height: y)
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

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, extent) in sectionExtents.enumerated() where extent.maxY > rect.minY && extent.minY < rect.maxY {
            // An orthogonal section's items are found in its scrolled content.
            let shift = orthogonal[section] != nil ? collectionView?.orthogonalOffset(inSection: section) ?? .zero : .zero
            let shifted = rect.offsetBy(dx: shift.x, dy: shift.y)
            guard let (handler, environment) = visibleItemHandlers[section], let collectionView else {
                result += attributes(inSection: section, meeting: shifted)
                continue
            }
            // The handler sees every shown item of the section, whatever rectangle was asked.
            let shown = attributes(inSection: section, meeting: collectionView.bounds.offsetBy(dx: shift.x, dy: shift.y))
            let offset = orthogonal[section] != nil ? shift : collectionView.contentOffset
            handler(shown.map(CompositionalVisibleItem.init), offset, environment)
            result += shown.filter { itemFrames[section][$0.indexPath.item].intersects(shifted) }
        }
        return result
    }

    /// The attributes of the section's items meeting `rect` (in the section's unscrolled
    /// content): groups found by binary search on their trailing edge — along x across the
    /// layout, along y down it.
    private func attributes(inSection section: Int, meeting rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        let runs = groupRuns[section]
        let across = orthogonal[section] != nil
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
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
            attributes.frame = itemFrames[section][item]
            result.append(attributes)
        }
    }

    override func orthogonalSections() -> [OrthogonalSectionPlacement] {
        orthogonal.keys.sorted().compactMap { orthogonal[$0] }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < itemFrames.count, indexPath.item >= 0,
            indexPath.item < itemFrames[indexPath.section].count
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = itemFrames[indexPath.section][indexPath.item]
        return attributes
    }

    /// A new width lays the sections out again; scrolling does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let inset = collectionView.adjustedContentInset
        return max(0, newBounds.width - inset.left - inset.right) != preparedWidth
    }
}
