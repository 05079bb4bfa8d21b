import Foundation

extension UICollectionView {
    /// Prepares the layout when it was invalidated (after loading the counts), and follows its
    /// content size.
    func prepareLayoutIfNeeded() {
        loadDataIfNeeded()
        let layout = collectionViewLayout
        let flipped = layoutFlipsHorizontally
        if flipped != layoutWasFlipped {
            // The layout direction changed: the elements are placed again, mirrored the
            // other way, and so is the content offset.
            layout.needsPrepare = true
            followMirroring(flipped: flipped, contentSizeChange: nil)
        }
        guard layout.needsPrepare else { return }
        layout.needsPrepare = false
        layout.prepare()
        followMirroring(flipped: flipped, contentSizeChange: layout.collectionViewContentSize)
    }

    /// Shows exactly the elements the layout places in the bounds: views of elements that
    /// left go to the pools first, then each element keeps its view or gets one from the data
    /// source. Self-sizing cells and views are asked for their preferred attributes when shown
    /// for the first time and, once shown, whenever the layout dropped their measurement (a
    /// new width, a batch update); while the layout takes new sizes the pass runs again.
    func tile() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        loadDataIfNeeded()
        if lastBounds != bounds {
            if lastBounds != nil, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
                collectionViewLayout.invalidateLayout()
            }
            lastBounds = bounds
        }
        for _ in 0..<CollectionViewConstants.maximumSizingPasses {
            prepareLayoutIfNeeded()
            syncOrthogonalScrollers()
            tileOnce()
            guard collectionViewLayout.needsPrepare else { return }
        }
        misuseLog.log(
            "UICollectionView: the layout was still changing after \(CollectionViewConstants.maximumSizingPasses) "
                + "self-sizing passes; showing the last one")
        prepareLayoutIfNeeded()
        syncOrthogonalScrollers()
        tileOnce()
    }

    /// Asks a self-sizing supplementary view for its preferred attributes and hands them to
    /// the layout; the view takes them when they invalidate the layout.
    private func askPreferredAttributes(
        of view: UICollectionReusableView, for attributes: UICollectionViewLayoutAttributes, key: SupplementaryKey
    ) {
        view.layoutIfNeeded()
        let preferred = view.preferredLayoutAttributesFitting(attributes)
        // The layout takes them in its own coordinates (mirrored back in a flipped layout).
        let layoutPreferred = layoutSide(preferred)
        let layoutOriginal = layoutSide(attributes)
        let invalidates = collectionViewLayout.shouldInvalidateLayout(
            forPreferredLayoutAttributes: layoutPreferred, withOriginalAttributes: layoutOriginal)
        collectionViewLayout.acceptPreferredSupplementaryAttributes(
            layoutPreferred, original: layoutOriginal, invalidates: invalidates)
        if invalidates { apply(preferred, to: view) }
    }

    /// Asks a self-sizing cell for its preferred attributes and hands them to the layout; the
    /// cell takes them when they invalidate the layout.
    private func askPreferredAttributes(of cell: UICollectionViewCell, for attributes: UICollectionViewLayoutAttributes) {
        cell.layoutIfNeeded()
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        // The layout takes them in its own coordinates (mirrored back in a flipped layout).
        let layoutPreferred = layoutSide(preferred)
        let layoutOriginal = layoutSide(attributes)
        let invalidates = collectionViewLayout.shouldInvalidateLayout(
            forPreferredLayoutAttributes: layoutPreferred, withOriginalAttributes: layoutOriginal)
        collectionViewLayout.acceptPreferredAttributes(layoutPreferred, original: layoutOriginal, invalidates: invalidates)
        if invalidates { apply(preferred, to: cell) }
    }

    private func tileOnce() {
        let elements = placedElements(in: bounds)
        var wantedCells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var wantedSupplementaries: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        var wantedDecorations: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in elements where !attributes.isHidden && visibleFrame(of: attributes).intersects(bounds) {
            switch attributes.representedElementCategory {
            case .cell:
                if contains(attributes.indexPath) { wantedCells[attributes.indexPath] = attributes }
            case .supplementaryView:
                wantedSupplementaries[SupplementaryKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)] = attributes
            case .decorationView:
                wantedDecorations[SupplementaryKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)] = attributes
            }
        }
        // Views of elements that left go to the pools before any new one is asked for.
        for (indexPath, shown) in displayedCells where wantedCells[indexPath] == nil {
            displayedCells[indexPath] = nil
            recycle(shown.view, at: indexPath)
        }
        for (key, shown) in displayedSupplementaries where wantedSupplementaries[key] == nil {
            displayedSupplementaries[key] = nil
            recycleSupplementary(shown.view, key: key)
        }
        for (key, shown) in displayedDecorations where wantedDecorations[key] == nil {
            displayedDecorations[key] = nil
            recycleDecoration(shown.view, key: key)
        }
        // Cells in index-path order, so the data source is asked in order.
        for indexPath in wantedCells.keys.sorted() {
            let attributes = wantedCells[indexPath]!
            if var shown = displayedCells[indexPath] {
                // The layout dropped what the cell measured (a new breadth, a batch update):
                // the shown cell is asked again, at the attributes it has now.
                let remeasures = collectionViewLayout.wantsPreferredAttributes(forItemAt: indexPath)
                // A batch update can carry a shown cell into or out of an orthogonal section.
                let container = orthogonalScrollers[indexPath.section] ?? self
                if shown.view.superview !== container {
                    shown.view.removeFromSuperview()
                    addElementView(shown.view, attributes: attributes)
                    apply(attributes, to: shown.view)
                    shown.attributes = attributes
                    displayedCells[indexPath] = shown
                } else if remeasures || !shown.attributes.hasSameLook(as: attributes) {
                    apply(attributes, to: shown.view)
                    shown.attributes = attributes
                    displayedCells[indexPath] = shown
                }
                if remeasures { askPreferredAttributes(of: shown.view, for: attributes) }
                continue
            }
            let cell = makeCell(at: indexPath)
            apply(attributes, to: cell)
            if collectionViewLayout.wantsPreferredAttributes(forItemAt: indexPath) {
                askPreferredAttributes(of: cell, for: attributes)
            }
            cell.isSelected = selectedItems.contains(indexPath)
            cell.isHighlighted = false
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            addElementView(cell, attributes: attributes)
            displayedCells[indexPath] = DisplayedElement(view: cell, attributes: attributes)
        }
        for (key, attributes) in wantedSupplementaries.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            if var shown = displayedSupplementaries[key] {
                if collectionViewLayout.wantsPreferredAttributes(forSupplementaryOfKind: key.kind, at: key.indexPath) {
                    // The layout dropped what the view measured (a new breadth, a batch
                    // update): the shown view is asked again.
                    apply(attributes, to: shown.view)
                    shown.attributes = attributes
                    displayedSupplementaries[key] = shown
                    askPreferredAttributes(of: shown.view, for: attributes, key: key)
                    continue
                }
                if !shown.attributes.hasSameLook(as: attributes) {
                    apply(attributes, to: shown.view)
                    shown.attributes = attributes
                    displayedSupplementaries[key] = shown
                }
                continue
            }
            guard let dataSource else { continue }
            UICollectionView.dataSourceRequestDepth += 1
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            UICollectionView.dataSourceRequestDepth -= 1
            apply(attributes, to: view)
            if collectionViewLayout.wantsPreferredAttributes(forSupplementaryOfKind: key.kind, at: key.indexPath) {
                askPreferredAttributes(of: view, for: attributes, key: key)
            }
            collectionDelegate?.collectionView(
                self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            addElementView(view, attributes: attributes)
            displayedSupplementaries[key] = DisplayedElement(view: view, attributes: attributes)
        }
        tileDecorations(wantedDecorations)
        cellsBeingMade.removeAll()
    }

    /// Shows the decoration views the layout places: made from the class the layout
    /// registered for their kind, or reused from the kind's pool.
    private func tileDecorations(_ wanted: [SupplementaryKey: UICollectionViewLayoutAttributes]) {
        for (key, attributes) in wanted.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            if var shown = displayedDecorations[key] {
                if !shown.attributes.hasSameLook(as: attributes) {
                    apply(attributes, to: shown.view)
                    shown.attributes = attributes
                    displayedDecorations[key] = shown
                }
                continue
            }
            let view = dequeueDecorationView(ofKind: key.kind)
            apply(attributes, to: view)
            addElementView(view, attributes: attributes)
            displayedDecorations[key] = DisplayedElement(view: view, attributes: attributes)
        }
    }

    private func dequeueDecorationView(ofKind kind: String) -> UICollectionReusableView {
        var pool = decorationPools[kind, default: ReusePool()]
        defer { decorationPools[kind] = pool }
        if !pool.isRegistered(kind), let viewType = collectionViewLayout.decorationViewClasses[kind] {
            pool.register(kind) { viewType.init(registeredReuseIdentifier: kind) }
        }
        guard let (view, reused) = pool.dequeue(kind) else {
            Fatal.stop(
                "NSInternalInconsistencyException: could not dequeue a decoration view of kind: \(kind) - the layout "
                    + "must register a class with register(_:forDecorationViewOfKind:)")
        }
        if reused { view.prepareForReuse() }
        return view
    }

    func recycleDecoration(_ view: UICollectionReusableView, key: SupplementaryKey) {
        view.removeFromSuperview()
        decorationPools[key.kind, default: ReusePool()].enqueue(view, identifier: key.kind)
    }

    /// Asks the data source for the item's cell.
    private func makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
        guard let dataSource else {
            Fatal.stop("UICollectionView: items exist without a data source")
        }
        UICollectionView.dataSourceRequestDepth += 1
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        UICollectionView.dataSourceRequestDepth -= 1
        Fatal.check(
            cell.reuseIdentifier != nil,
            "NSInternalInconsistencyException: the cell returned from collectionView(_:cellForItemAt:) for \(indexPath) "
                + "does not have a reuseIdentifier - cells must be retrieved by calling "
                + "dequeueReusableCell(withReuseIdentifier:for:)")
        Fatal.check(
            !cellsBeingMade.contains(ObjectIdentifier(cell)) && !displayedCells.values.contains { $0.view === cell },
            "NSInternalInconsistencyException: the data source returned a cell for \(indexPath) that is already "
                + "shown for another item")
        cellsBeingMade.insert(ObjectIdentifier(cell))
        return cell
    }

    /// Places the view as the attributes say (frame through centre and bounds, so a transform
    /// applies about the centre).
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if view.bounds.size != attributes.size { view.bounds = CGRect(origin: view.bounds.origin, size: attributes.size) }
        let center = placedCenter(of: attributes)
        if view.center != center { view.center = center }
        if view.transform != attributes.transform { view.transform = attributes.transform }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        view.layer.zPosition = CGFloat(attributes.zIndex)
        view.apply(attributes)
    }

    /// Adds a view among the shown ones, kept in z order (cells under headers); the background
    /// view stays first.
    private func addElementView(_ view: UIView, attributes: UICollectionViewLayoutAttributes) {
        if attributes.representedElementCategory == .cell, let scroller = orthogonalScrollers[attributes.indexPath.section] {
            scroller.addSubview(view)
            return
        }
        let zIndex = CGFloat(attributes.zIndex)
        // A decoration view goes below the elements of its own z order (a background).
        let isDecoration = attributes.representedElementCategory == .decorationView
        let above = subviews.first { other in
            other !== backgroundView && (other is UICollectionReusableView)
                && (other.layer.zPosition > zIndex || (isDecoration && other.layer.zPosition == zIndex))
        }
        if let above { insertSubview(view, belowSubview: above) } else { addSubview(view) }
    }

    /// Takes a shown cell off screen into its pool — unless an update is animating it: a cell
    /// an animated batch's own pass takes out of view is collected to move to its new place
    /// first, and one still moving when a scroll takes it out of view stays on screen (not
    /// shown any more) until its animations end.
    func recycle(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        forgetTracking(of: indexPath)
        if divertedCells != nil {
            divertedCells!.append((indexPath, cell))
            return
        }
        if updateAnimationsInFlight > 0, cell.layer.animationKeys() != nil {
            leavingCells.append(LeavingCollectionCell(cell: cell, indexPath: indexPath, alpha: cell.alpha))
            return
        }
        enqueue(cell, leaving: indexPath)
    }

    /// Ends the highlight tracking of an item whose cell leaves.
    func forgetTracking(of indexPath: IndexPath) {
        if trackedItem == indexPath {
            trackedItem = nil
            trackedTouch = nil
        }
    }

    /// Takes a cell off screen into its pool, telling the delegate it ended displaying the item
    /// at `indexPath`.
    func enqueue(_ cell: UICollectionViewCell, leaving indexPath: IndexPath) {
        cell.removeFromSuperview()
        if cell.isHighlighted { cell.isHighlighted = false }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        if let identifier = cell.reuseIdentifier { cellPool.enqueue(cell, identifier: identifier) }
    }

    func recycleSupplementary(_ view: UICollectionReusableView, key: SupplementaryKey) {
        view.removeFromSuperview()
        collectionDelegate?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        if let identifier = view.reuseIdentifier {
            supplementaryPools[key.kind, default: ReusePool()].enqueue(view, identifier: identifier)
        }
    }

    func recycleAllDisplayed() {
        for (indexPath, shown) in displayedCells { recycle(shown.view, at: indexPath) }
        displayedCells.removeAll()
        for (key, shown) in displayedSupplementaries { recycleSupplementary(shown.view, key: key) }
        displayedSupplementaries.removeAll()
        for (key, shown) in displayedDecorations { recycleDecoration(shown.view, key: key) }
        displayedDecorations.removeAll()
    }
}
