import Foundation

/// A scroll view showing items in sections, placed by a ``UICollectionViewLayout``, one cell
/// per item made and configured by a data source as items come into view.
///
/// Tiling: each layout pass (the scroll view is laid out on every scroll) asks the layout for
/// the elements in the visible bounds; views of elements that left go to reuse pools keyed by
/// reuse identifier, and only elements that just came into view are asked of the data source,
/// whose `dequeueReusable…` calls hand the pooled views back. Self-sizing cells are asked
/// for their preferred attributes when first shown and the pass repeats while sizes change.
/// - Note: See https://developer.apple.com/documentation/uikit/uicollectionview
// Limitation: no animations of layout changes, prefetching, drag and drop, interactive
// movement or focus (see DIVERGENCES.md).
@MainActor @preconcurrency
open class UICollectionView: UIScrollView {
    /// Supplies sections, items and cells. Setting it reloads the view at its next layout.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// The scroll view's delegate; when it adopts ``UICollectionViewDelegate`` the collection
    /// view asks it about items too.
    // UIKit divergence: Swift cannot redeclare the inherited property with the narrower type
    // UICollectionViewDelegate; it stays UIScrollViewDelegate and is checked for the protocol.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            collectionDelegate = delegate as? any UICollectionViewDelegate
            collectionViewLayout.invalidateLayout()
        }
    }

    /// The layout placing the items. Setting it lays the items out with the new layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            oldValue.collectionView = nil
            attach(collectionViewLayout)
        }
    }

    /// A view behind the content, filling the visible bounds.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether a tap selects an item. Default true.
    open var allowsSelection = true
    /// Whether several items can be selected; a tap on a selected item deselects it. Default false.
    open var allowsMultipleSelection = false
    /// Whether the collection view is in editing mode: list cells show the accessories
    /// displayed when editing. Default false.
    open var isEditing = false {
        didSet {
            guard oldValue != isEditing else { return }
            for cell in visibleCells {
                cell.setNeedsUpdateConfiguration()
                cell.setNeedsLayout()
            }
        }
    }

    // MARK: State

    weak var collectionDelegate: (any UICollectionViewDelegate)?
    /// Shows the delegate's context menus for items.
    let contextMenuDriver = CollectionContextMenuDriver()
    /// Items per section as last loaded or updated; nil until loaded.
    var itemCounts: [Int]?
    var cellPool = ReusePool<UICollectionViewCell>()
    /// Supplementary views are pooled per kind.
    var supplementaryPools: [String: ReusePool<UICollectionReusableView>] = [:]
    /// The shown cells and supplementary views, by index path (and kind), with the attributes
    /// last applied.
    var displayedCells: [IndexPath: DisplayedElement<UICollectionViewCell>] = [:]
    var displayedSupplementaries: [SupplementaryKey: DisplayedElement<UICollectionReusableView>] = [:]
    /// Decoration views shown, by kind and index path, and those waiting for reuse, by kind.
    var displayedDecorations: [SupplementaryKey: DisplayedElement<UICollectionReusableView>] = [:]
    var decorationPools: [String: ReusePool<UICollectionReusableView>] = [:]
    /// Cells handed out by the data source during the current tiling pass.
    var cellsBeingMade: Set<ObjectIdentifier> = []
    /// Selected items, in the order they were selected.
    var selectedItems: [IndexPath] = []
    /// Updates recorded inside `performBatchUpdates`.
    var pendingUpdate: IndexPathUpdateBatch?
    var updateDepth = 0
    /// The `performBatchUpdates` completions of the batch being recorded.
    var pendingCompletions: [(Bool) -> Void] = []
    /// Cells kept on screen by update animations after their items left the shown ones.
    var leavingCells: [LeavingCollectionCell] = []
    /// Update animations that have not ended yet.
    var updateAnimationsInFlight = 0
    /// While an animated batch tiles: the shown cells the pass takes out of view, which
    /// animate to their new places before they go to the pool.
    var divertedCells: [(indexPath: IndexPath, cell: UICollectionViewCell)]?
    /// The touch that highlighted an item, and the item.
    weak var trackedTouch: UITouch?
    var trackedItem: IndexPath?
    var trackedTouchStart: CGPoint = .zero
    var lastBounds: CGRect?
    /// The item whose shown cell ``reconfigureItems(at:)`` is handing back to the data source.
    var reconfiguring: (indexPath: IndexPath, cell: UICollectionViewCell)?
    var isTiling = false
    /// The scroll views of the sections that scroll across the layout, by section.
    var orthogonalScrollers: [Int: CollectionViewOrthogonalScroller] = [:]
    /// Whether the layout's attributes were mirrored when the layout was last prepared; a
    /// change of layout direction lays out again and mirrors the content offset.
    var layoutWasFlipped = false
    /// How many data source requests for a cell or supplementary view (of any collection
    /// view) are under way: registrations made meanwhile are refused at their first dequeue.
    static var dataSourceRequestDepth = 0

    /// A shown view and the attributes it was given.
    struct DisplayedElement<View: UICollectionReusableView> {
        let view: View
        var attributes: UICollectionViewLayoutAttributes
    }

    /// A supplementary element: its kind and index path.
    struct SupplementaryKey: Hashable {
        let kind: String
        let indexPath: IndexPath
    }

    // MARK: Initializers

    /// Creates a collection view with `frame` whose items `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        attach(layout)
        contextMenuDriver.attach(to: self)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        attach(collectionViewLayout)
        contextMenuDriver.attach(to: self)
    }

    private func attach(_ layout: UICollectionViewLayout) {
        if let other = layout.collectionView, other !== self {
            Fatal.stop(
                "NSInternalInconsistencyException: the layout \(layout) is already used by another collection view; "
                    + "a UICollectionViewLayout serves one collection view")
        }
        layout.collectionView = self
        layout.invalidateLayout()
    }

    /// Sets the layout; the change is not animated.
    // UIKit divergence: layout changes are not animated; `completion` runs at once with true.
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        completion?(true)
    }

    // MARK: Registration and dequeuing

    /// Registers `cellClass` (a `UICollectionViewCell` subclass) as what
    /// ``dequeueReusableCell(withReuseIdentifier:for:)`` makes for `identifier`; nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellPool.register(identifier, maker: nil)
            return
        }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            Fatal.stop(
                "UICollectionView.register(_:forCellWithReuseIdentifier:): \(cellClass) is not a UICollectionViewCell subclass")
        }
        cellPool.register(identifier) { cellType.init(registeredReuseIdentifier: identifier) }
    }

    /// Registers `viewClass` (a `UICollectionReusableView` subclass) for supplementary views
    /// of `elementKind` dequeued with `identifier`; nil unregisters.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        guard let viewClass else {
            supplementaryPools[elementKind]?.register(identifier, maker: nil)
            return
        }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            Fatal.stop(
                "UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:): \(viewClass) is not a "
                    + "UICollectionReusableView subclass")
        }
        supplementaryPools[elementKind, default: ReusePool()].register(identifier) {
            viewType.init(registeredReuseIdentifier: identifier)
        }
    }

    /// A cell for the item at `indexPath`: one from the pool of `identifier` (after its
    /// `prepareForReuse()`) or a new one of the registered class. Stops when no class is
    /// registered for `identifier`, as UIKit does.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let reconfiguring, reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
            return reconfiguring.cell
        }
        let attributes = placedAttributesForItem(at: indexPath)
        UICollectionReusableView.frameForNextMadeView = attributes?.frame ?? .zero
        defer { UICollectionReusableView.frameForNextMadeView = .zero }
        guard let (cell, reused) = cellPool.dequeue(identifier) else {
            Fatal.stop(
                "NSInternalInconsistencyException: could not dequeue a view of kind: UICollectionElementKindCell with "
                    + "identifier \(identifier) - must register a nib or a class for the identifier or connect a "
                    + "prototype cell in a storyboard")
        }
        if reused { cell.prepareForReuse() }
        prepare(cell, for: attributes)
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`, pooled or new. Stops when no
    /// class is registered for the kind and identifier.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let attributes = placedAttributesForSupplementary(ofKind: elementKind, at: indexPath)
        UICollectionReusableView.frameForNextMadeView = attributes?.frame ?? .zero
        defer { UICollectionReusableView.frameForNextMadeView = .zero }
        guard let (view, reused) = supplementaryPools[elementKind]?.dequeue(identifier) else {
            Fatal.stop(
                "NSInternalInconsistencyException: could not dequeue a view of kind: \(elementKind) with identifier "
                    + "\(identifier) - must register a nib or a class for the identifier or connect a prototype cell "
                    + "in a storyboard")
        }
        if reused { view.prepareForReuse() }
        prepare(view, for: attributes)
        return view
    }

    /// Gives a dequeued view its frame now, so the data source configures it at its size.
    private func prepare(_ view: UICollectionReusableView, for attributes: UICollectionViewLayoutAttributes?) {
        guard let attributes else { return }
        if view.bounds.size != attributes.size { view.frame = attributes.frame }
        // The view learns its attributes before the data source configures it (a list cell
        // its list's appearance, for its default configurations).
        view.apply(attributes)
    }

    // MARK: Reloading and counts

    /// Forgets the loaded items and asks the data source again at the next layout; shown views
    /// go to the pools and the selection is cleared.
    open func reloadData() {
        if updateDepth > 0 {
            misuseLog.log(
                "UICollectionView.reloadData() inside performBatchUpdates is ignored")
            return
        }
        selectedItems.removeAll()
        stopUpdateAnimations()
        recycleAllDisplayed()
        itemCounts = nil
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Loads the counts from the data source when they are not loaded.
    func loadDataIfNeeded() {
        guard itemCounts == nil else { return }
        itemCounts = askCounts()
        collectionViewLayout.invalidateLayout()
    }

    /// The data source's current counts.
    func askCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        Fatal.check(sections >= 0, "UICollectionView: numberOfSections(in:) returned \(sections)")
        return (0..<sections).map { section in
            let count = dataSource.collectionView(self, numberOfItemsInSection: section)
            Fatal.check(count >= 0, "UICollectionView: collectionView(_:numberOfItemsInSection: \(section)) returned \(count)")
            return count
        }
    }

    /// The number of sections (loading the data if needed).
    open var numberOfSections: Int {
        loadDataIfNeeded()
        return itemCounts?.count ?? 0
    }

    /// The number of items in `section` as last loaded or updated — not asked of the data source.
    open func numberOfItems(inSection section: Int) -> Int {
        loadDataIfNeeded()
        guard let itemCounts, section >= 0, section < itemCounts.count else {
            Fatal.stop(
                "NSRangeException: UICollectionView.numberOfItems(inSection:): section (\(section)) beyond bounds "
                    + "(\(itemCounts?.count ?? 0))")
        }
        return itemCounts[section]
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        guard let itemCounts, indexPath.count == 2 else { return false }
        return indexPath.section >= 0 && indexPath.section < itemCounts.count && indexPath.item >= 0
            && indexPath.item < itemCounts[indexPath.section]
    }

    // MARK: Queries

    /// The layout's attributes of the item (after preparing the layout if needed), where the
    /// collection view places it: mirrored when the layout flips in this layout direction.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return placedAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of the supplementary element, placed as the item's are.
    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return placedAttributesForSupplementary(ofKind: kind, at: indexPath)
    }

    /// The item whose cell's frame contains `point` (content coordinates), or nil; the one
    /// highest in the z order when frames overlap.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = placedElements(in: probe).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && visibleFrame(of: $0).contains(point)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The shown cell of the item, or nil when it is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        displayedCells[indexPath]?.view
    }

    /// The index path of a shown cell.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        displayedCells.first { $0.value.view === cell }?.key
    }

    /// The cells shown now, in index-path order.
    open var visibleCells: [UICollectionViewCell] {
        displayedCells.sorted { $0.key < $1.key }.map(\.value.view)
    }

    /// The items shown now, in index-path order.
    open var indexPathsForVisibleItems: [IndexPath] {
        displayedCells.keys.sorted()
    }

    /// The shown supplementary view of `elementKind` at `indexPath`.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        displayedSupplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]?.view
    }

    /// The shown supplementary views of `elementKind`, in index-path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        displayedSupplementaries.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }
            .map(\.value.view)
    }

    /// The index paths of the shown supplementary views of `elementKind`.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        displayedSupplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    // MARK: Scrolling to items

    /// Scrolls so the item is at `scrollPosition` (at most one vertical and one horizontal
    /// position; none scrolls as little as shows it), kept within the content.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        guard contains(indexPath), let attributes = layoutAttributesForItem(at: indexPath) else {
            Fatal.stop(
                "NSInternalInconsistencyException: UICollectionView.scrollToItem(at:at:animated:): attempt to scroll to "
                    + "invalid index path: \(indexPath)")
        }
        let vertical: [ScrollPosition] = [.top, .centeredVertically, .bottom]
        let horizontal: [ScrollPosition] = [.left, .centeredHorizontally, .right]
        Fatal.check(
            vertical.filter { scrollPosition.contains($0) }.count <= 1
                && horizontal.filter { scrollPosition.contains($0) }.count <= 1,
            "UICollectionView.scrollToItem(at:at:animated:): the scroll position \(scrollPosition.rawValue) combines "
                + "two vertical or two horizontal positions")
        if let scroller = orthogonalScrollers[indexPath.section] {
            scrollOrthogonal(scroller, to: attributes.frame, at: scrollPosition, animated: animated)
            let across = scrollPosition.subtracting([.left, .centeredHorizontally, .right])
            setContentOffset(scrollTarget(for: visibleFrame(of: attributes), at: across), animated: animated)
            return
        }
        if animated {
            setContentOffset(scrollTarget(for: attributes.frame, at: scrollPosition), animated: true)
            return
        }
        // Self-sizing items measured on the way may move the item; a few passes settle it.
        for _ in 0..<8 {
            guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { break }
            let target = scrollTarget(for: frame, at: scrollPosition)
            if target == contentOffset { break }
            setContentOffset(target, animated: false)
            tile()
        }
    }

    /// The content offset that puts `frame` at `scrollPosition`, kept within the content.
    func scrollTarget(for frame: CGRect, at scrollPosition: ScrollPosition) -> CGPoint {
        let inset = adjustedContentInset
        let visible = CGSize(
            width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        var target = contentOffset
        if scrollPosition.contains(.top) {
            target.y = frame.minY - inset.top
        } else if scrollPosition.contains(.centeredVertically) {
            target.y = frame.midY - inset.top - visible.height / 2
        } else if scrollPosition.contains(.bottom) {
            target.y = frame.maxY - inset.top - visible.height
        } else if frame.minY < contentOffset.y + inset.top {
            target.y = frame.minY - inset.top
        } else if frame.maxY > contentOffset.y + inset.top + visible.height {
            target.y = frame.maxY - inset.top - visible.height
        }
        if scrollPosition.contains(.left) {
            target.x = frame.minX - inset.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            target.x = frame.midX - inset.left - visible.width / 2
        } else if scrollPosition.contains(.right) {
            target.x = frame.maxX - inset.left - visible.width
        } else if frame.minX < contentOffset.x + inset.left {
            target.x = frame.minX - inset.left
        } else if frame.maxX > contentOffset.x + inset.left + visible.width {
            target.x = frame.maxX - inset.left - visible.width
        }
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        return clampedContentOffset(target)
    }

    // MARK: Layout and touches (the work is in the extensions)

    /// A drag's glide ends where the layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` says.
    /// A flipped layout is asked in its own coordinates: the offset of the mirrored visible
    /// rectangle, and the velocity mirrored.
    override func decelerationTarget(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        guard layoutFlipsHorizontally else {
            return collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        }
        let span = layoutMirrorWidth - bounds.width
        let target = collectionViewLayout.targetContentOffset(
            forProposedContentOffset: CGPoint(x: span - proposed.x, y: proposed.y),
            withScrollingVelocity: CGPoint(x: -velocity.x, y: velocity.y))
        return CGPoint(x: span - target.x, y: target.y)
    }

    /// Tiles the elements into view on every layout pass; see UICollectionView+Tiling.swift.
    open override func layoutSubviews() {
        super.layoutSubviews()
        tile()
        if let backgroundView { backgroundView.frame = bounds }
    }

    /// A finger on an item highlights it; see UICollectionView+Selection.swift.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { itemTouchesBegan(touches) }
    /// A finger leaving its item ends the highlight.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { itemTouchesMoved(touches) }
    /// Lifting the finger on the highlighted item selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { itemTouchesEnded(touches) }
    /// A cancelled touch (the view started scrolling) ends the highlight.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        itemTouchesCancelled(touches)
    }
}
