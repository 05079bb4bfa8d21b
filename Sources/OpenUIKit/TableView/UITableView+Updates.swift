import Foundation

extension UITableView {
    // MARK: Recording changes

    /// Inserts rows (index paths after the update). The data source must already have them.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record({ $0.insertedItems += indexPaths }) {
            for indexPath in indexPaths { $0.insertedRows[indexPath] = animation }
        }
    }

    /// Deletes rows (index paths before the update). The data source must no longer have them.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record({ $0.deletedItems += indexPaths }) {
            for indexPath in indexPaths { $0.deletedRows[indexPath] = animation }
        }
    }

    /// Asks the data source again for the rows' cells and heights.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record({ $0.reloadedItems += indexPaths }) {
            for indexPath in indexPaths { $0.reloadedRows[indexPath] = animation }
        }
    }

    /// Moves a row (the data source must already have it at `newIndexPath`).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record({ $0.insertedSections.formUnion(sections) }) {
            for section in sections { $0.insertedSections[section] = animation }
        }
    }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record({ $0.deletedSections.formUnion(sections) }) {
            for section in sections { $0.deletedSections[section] = animation }
        }
    }

    /// Asks the data source again for everything in the sections.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record({ $0.reloadedSections.formUnion(sections) }) {
            for section in sections { $0.reloadedSections[section] = animation }
        }
    }

    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Starts a group of changes applied together by the matching ``endUpdates()``; groups nest.
    public func beginUpdates() {
        if updateDepth == 0 {
            var batch = IndexPathUpdateBatch()
            batch.loadsInstead = model == nil
            pendingUpdate = batch
            pendingRowAnimations = TableRowAnimations()
            pendingCompletions = []
        }
        updateDepth += 1
    }

    /// Ends a group of changes; the outermost one checks them against the data source and
    /// applies them, animated (see UITableView+UpdateAnimation.swift).
    public func endUpdates() {
        guard updateDepth > 0 else {
            misuseLog.log(
                "UITableView.endUpdates() without a matching beginUpdates() is ignored")
            return
        }
        updateDepth -= 1
        guard updateDepth == 0, let batch = pendingUpdate else { return }
        pendingUpdate = nil
        let animations = pendingRowAnimations
        let completions = pendingCompletions
        pendingRowAnimations = TableRowAnimations()
        pendingCompletions = []
        apply(batch, animations: animations, completions: completions)
    }

    /// Runs `updates` (which changes the data source and records the matching insertions,
    /// deletions, reloads and moves) as one animated update, then calls `completion` once its
    /// animations end: `true` when they ran to their end, `false` when they were cut short
    /// (a reload of the data, say). Without animations (`UIView.performWithoutAnimation`,
    /// animations turned off) it is called on the next run-loop turn; for a table outside a
    /// window, before this method returns.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingCompletions.append(completion) }
        endUpdates()
    }

    private func record(
        _ change: (inout IndexPathUpdateBatch) -> Void, animations: ((inout TableRowAnimations) -> Void)? = nil
    ) {
        beginUpdates()
        change(&pendingUpdate!)
        animations?(&pendingRowAnimations)
        endUpdates()
    }

    // MARK: Applying a batch

    /// Checks the batch against the data source's new counts, stopping with UIKit's message
    /// when they disagree, then carries heights, cells and selection of surviving rows over to
    /// their new index paths and tiles the result, animating the change when animations run.
    private func apply(_ batch: IndexPathUpdateBatch, animations: TableRowAnimations, completions: [(Bool) -> Void]) {
        guard let old = model, !batch.loadsInstead else {
            setNeedsReload()
            finishUnanimatedUpdate(completions)
            return
        }
        closeSwipe()
        let resolver = BatchUpdateResolver(viewName: "table view", element: "row", batch: batch, oldCounts: old.rowCounts)
        let sectionMap = resolver.mapSections(newCount: dataSource?.numberOfSections(in: self) ?? 0)
        let newCounts = (0..<sectionMap.count).map { dataSource!.tableView(self, numberOfRowsInSection: $0) }
        let sources = resolver.allSources(sectionMap: sectionMap, newCounts: newCounts)
        // The new geometry: surviving rows keep their heights.
        var heights: [CGFloat] = []
        var measured: [Bool] = []
        heights.reserveCapacity(sources.count)
        measured.reserveCapacity(sources.count)
        var newGlobalOfOld = [Int](repeating: -1, count: old.totalRows)
        var reloadedOld = Set<Int>()
        var global = 0
        for (section, count) in newCounts.enumerated() {
            for row in 0..<count {
                switch sources[global] {
                case .old(let oldGlobal, let reload):
                    newGlobalOfOld[oldGlobal] = global
                    if reload {
                        reloadedOld.insert(oldGlobal)
                        let (height, isReal) = initialHeight(IndexPath(row: row, section: section))
                        heights.append(height)
                        measured.append(isReal)
                    } else {
                        heights.append(old.rows[oldGlobal])
                        measured.append(old.measured[oldGlobal])
                    }
                case .new:
                    let (height, isReal) = initialHeight(IndexPath(row: row, section: section))
                    heights.append(height)
                    measured.append(isReal)
                }
                global += 1
            }
        }
        for (section, view) in displayedHeaders { displayedHeaders[section] = nil; view.removeFromSuperview() }
        for (section, view) in displayedFooters { displayedFooters[section] = nil; view.removeFromSuperview() }
        preparedHeaders.removeAll()
        preparedFooters.removeAll()
        let headers = newCounts.indices.map { headerExtent(section: $0) }
        let footers = newCounts.indices.map { supplementaryHeight(header: false, section: $0) }
        let updated = TableLayoutModel(
            rowCounts: newCounts, headerHeights: headers, footerHeights: footers, rowHeights: heights,
            measured: measured)
        updated.tableHeaderHeight = old.tableHeaderHeight
        updated.tableFooterHeight = old.tableFooterHeight

        // Shown cells follow their rows; cells of deleted and reloaded rows leave (animated
        // out, or at once).
        let animates = updatesAnimate
        var kept: [DisplayedRow] = []
        var departing: [LeavingTableRow] = []
        for row in displayedRows {
            let newGlobal = newGlobalOfOld[row.global]
            if newGlobal < 0 || reloadedOld.contains(row.global) {
                if animates {
                    forgetTracking(of: row)
                    departing.append(LeavingTableRow(cell: row.cell, indexPath: row.indexPath, alpha: row.cell.alpha))
                } else {
                    recycle(row)
                }
            } else {
                kept.append(DisplayedRow(global: newGlobal, indexPath: updated.indexPath(ofGlobalRow: newGlobal), cell: row.cell))
            }
        }
        kept.sort { $0.global < $1.global }
        displayedRows = kept
        selectedRows = selectedRows.compactMap { indexPath in
            guard old.contains(indexPath) else { return nil }
            let newGlobal = newGlobalOfOld[old.global(indexPath)]
            return newGlobal < 0 ? nil : updated.indexPath(ofGlobalRow: newGlobal)
        }
        if let trackedRow {
            let newGlobal = old.contains(trackedRow) ? newGlobalOfOld[old.global(trackedRow)] : -1
            self.trackedRow = newGlobal < 0 ? nil : updated.indexPath(ofGlobalRow: newGlobal)
        }
        model = updated
        guard animates else {
            tile()
            finishUnanimatedUpdate(completions)
            return
        }
        let update = TableUpdateAnimationPlan(
            old: old, updated: updated, sources: sources, sectionMap: sectionMap, animations: animations,
            departing: departing)
        animateUpdate(update, completions: completions)
    }
}
