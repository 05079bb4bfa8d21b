import Foundation

extension UICollectionView {
    // MARK: Recording changes

    /// Inserts items (index paths after the update); the data source must already have them.
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems += indexPaths }
    }

    /// Deletes items (index paths before the update); the data source must no longer have them.
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems += indexPaths }
    }

    /// Asks the data source again for the items' cells (new cells, new sizes).
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedItems += indexPaths }
    }

    /// Configures the shown cells of the items again: the data source's
    /// `collectionView(_:cellForItemAt:)` runs, and its dequeue hands back the cell already
    /// showing the item (without `prepareForReuse()`); sizes are kept. Items not shown are
    /// configured when they next show.
    // UIKit divergence: inside performBatchUpdates a reconfiguration is recorded as a reload.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        if updateDepth > 0 {
            reloadItems(at: indexPaths)
            return
        }
        loadDataIfNeeded()
        for indexPath in indexPaths {
            guard contains(indexPath) else {
                Fatal.stop(
                    "NSInternalInconsistencyException: attempt to reconfigure item \(indexPath), which does not exist")
            }
            guard let shown = displayedCells[indexPath], let dataSource else { continue }
            reconfiguring = (indexPath, shown.view)
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguring = nil
            Fatal.check(
                cell === shown.view,
                "NSInternalInconsistencyException: the data source returned a different cell while reconfiguring "
                    + "the item at \(indexPath); it must dequeue it with dequeueReusableCell(withReuseIdentifier:for:) "
                    + "and the identifier the item's cell has")
        }
    }

    /// Moves an item (the data source must already have it at `newIndexPath`).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for everything in the sections.
    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Runs `updates` (which changes the data source and records the matching insertions,
    /// deletions, reloads and moves) as one animated update checked against the data source,
    /// then calls `completion` once its animations end: `true` when they ran to their end,
    /// `false` when they were cut short (a reload of the data, say). Without animations
    /// (`UIView.performWithoutAnimation`, animations turned off) it is called on the next
    /// run-loop turn; for a collection view outside a window, before this method returns.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        if let completion { pendingCompletions.append(completion) }
        endBatch()
    }

    private func beginBatch() {
        if updateDepth == 0 {
            var batch = IndexPathUpdateBatch()
            batch.loadsInstead = itemCounts == nil
            pendingUpdate = batch
            pendingCompletions = []
        }
        updateDepth += 1
    }

    private func endBatch() {
        updateDepth -= 1
        if updateDepth == 0, let batch = pendingUpdate {
            pendingUpdate = nil
            let completions = pendingCompletions
            pendingCompletions = []
            apply(batch, completions: completions)
        }
    }

    private func record(_ change: (inout IndexPathUpdateBatch) -> Void) {
        beginBatch()
        change(&pendingUpdate!)
        endBatch()
    }

    // MARK: Applying a batch

    /// Checks the batch against the data source's new counts (stopping with UIKit's message
    /// when they disagree), then carries cells, selection and the layout's per-item state of
    /// surviving items over to their new index paths and lays out again, animating the change
    /// when animations run (see UICollectionView+UpdateAnimation.swift).
    private func apply(_ batch: IndexPathUpdateBatch, completions: [(Bool) -> Void]) {
        guard let oldCounts = itemCounts, !batch.loadsInstead else {
            reloadData()
            finishUnanimatedUpdate(completions)
            return
        }
        let resolver = BatchUpdateResolver(viewName: "collection view", element: "item", batch: batch, oldCounts: oldCounts)
        let sectionMap = resolver.mapSections(newCount: dataSource?.numberOfSections(in: self) ?? 0)
        let newCounts = (0..<sectionMap.count).map { dataSource!.collectionView(self, numberOfItemsInSection: $0) }
        let sources = resolver.allSources(sectionMap: sectionMap, newCounts: newCounts)

        // Where each old item went (nil: deleted or reloaded).
        var newGlobalOfOld = [Int](repeating: -1, count: oldCounts.reduce(0, +))
        var reloadedOld = Set<Int>()
        for (global, source) in sources.enumerated() {
            guard case .old(let oldGlobal, let reload) = source else { continue }
            newGlobalOfOld[oldGlobal] = global
            if reload { reloadedOld.insert(oldGlobal) }
        }
        var newFirst: [Int] = []
        var running = 0
        for count in newCounts {
            newFirst.append(running)
            running += count
        }
        func newIndexPath(_ old: IndexPath) -> IndexPath? {
            guard old.count == 2, old.section < oldCounts.count, old.item < oldCounts[old.section] else { return nil }
            let oldGlobal = resolver.oldFirst[old.section] + old.item
            let global = newGlobalOfOld[oldGlobal]
            guard global >= 0, !reloadedOld.contains(oldGlobal) else { return nil }
            var section = 0
            var low = 0
            var high = newFirst.count - 1
            while low <= high {
                let middle = (low + high) / 2
                if newFirst[middle] <= global {
                    section = middle
                    low = middle + 1
                } else {
                    high = middle - 1
                }
            }
            // Sections without items share their first index with the next one.
            while section + 1 < newCounts.count, newFirst[section + 1] <= global { section += 1 }
            return IndexPath(item: global - newFirst[section], section: section)
        }
        /// Where the item at a new index path was before the update (nil: inserted or reloaded).
        func oldIndexPath(_ new: IndexPath) -> IndexPath? {
            guard new.section < newFirst.count,
                case .old(let oldGlobal, reload: false) = sources[newFirst[new.section] + new.item]
            else { return nil }
            var section = 0
            while section + 1 < oldCounts.count, resolver.oldFirst[section + 1] <= oldGlobal { section += 1 }
            return IndexPath(item: oldGlobal - resolver.oldFirst[section], section: section)
        }

        // Where the items near the bounds were, for cells that come into view.
        let animates = updatesAnimate
        var oldPlaces: [IndexPath: (center: CGPoint, size: CGSize)] = [:]
        if animates {
            prepareLayoutIfNeeded()
            let around = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
            for attributes in placedElements(in: around)
            where attributes.representedElementCategory == .cell {
                oldPlaces[attributes.indexPath] = (placedCenter(of: attributes), attributes.size)
            }
        }

        // Shown cells follow their items; cells of deleted and reloaded items leave (animated
        // out, or at once).
        var moved: [IndexPath: DisplayedElement<UICollectionViewCell>] = [:]
        var departing: [LeavingCollectionCell] = []
        for (indexPath, shown) in displayedCells {
            if let target = newIndexPath(indexPath) {
                moved[target] = shown
            } else if animates {
                forgetTracking(of: indexPath)
                departing.append(LeavingCollectionCell(cell: shown.view, indexPath: indexPath, alpha: shown.view.alpha))
            } else {
                recycle(shown.view, at: indexPath)
            }
        }
        displayedCells = moved
        for (key, shown) in displayedSupplementaries { recycleSupplementary(shown.view, key: key) }
        displayedSupplementaries.removeAll()
        selectedItems = selectedItems.compactMap(newIndexPath)
        if let trackedItem { self.trackedItem = newIndexPath(trackedItem) }
        if trackedItem == nil { trackedTouch = nil }
        itemCounts = newCounts
        collectionViewLayout.collectionViewDidUpdate(oldCounts: oldCounts, newIndexPath: newIndexPath)
        collectionViewLayout.invalidateLayout()
        guard animates else {
            tile()
            finishUnanimatedUpdate(completions)
            return
        }
        var startPlaces: [ObjectIdentifier: (center: CGPoint, size: CGSize)] = [:]
        for shown in moved.values { startPlaces[ObjectIdentifier(shown.view)] = (shown.view.center, shown.view.bounds.size) }
        let arrivals = { (indexPath: IndexPath) -> (center: CGPoint, size: CGSize)? in
            oldIndexPath(indexPath).flatMap { oldPlaces[$0] }
        }
        animateUpdate(
            CollectionUpdateAnimationPlan(startPlaces: startPlaces, oldPlace: arrivals, departing: departing),
            completions: completions)
    }
}
