import Foundation

extension UITableView {
    // MARK: Recording changes

    /// Inserts rows (index paths after the update). The data source must already have them.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.insertedRows += indexPaths }
    }

    /// Deletes rows (index paths before the update). The data source must no longer have them.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletedRows += indexPaths }
    }

    /// Asks the data source again for the rows' cells and heights.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloadedRows += indexPaths }
    }

    /// Moves a row (the data source must already have it at `newIndexPath`).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for everything in the sections.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Starts a group of changes applied together by the matching ``endUpdates()``; groups nest.
    public func beginUpdates() {
        if updateDepth == 0 {
            var batch = TableUpdateBatch()
            batch.loadsInstead = model == nil
            pendingUpdate = batch
        }
        updateDepth += 1
    }

    /// Ends a group of changes; the outermost one checks them against the data source and
    /// applies them.
    public func endUpdates() {
        guard updateDepth > 0 else {
            (window?.application ?? UIApplication.shared).log.log(
                "UITableView.endUpdates() without a matching beginUpdates() is ignored")
            return
        }
        updateDepth -= 1
        guard updateDepth == 0, let batch = pendingUpdate else { return }
        pendingUpdate = nil
        apply(batch)
    }

    /// Runs `updates` (which changes the data source and records the matching insertions,
    /// deletions, reloads and moves) as one update, then `completion`.
    // UIKit divergence: changes are not animated, so `completion` runs at once with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    private func record(_ change: (inout TableUpdateBatch) -> Void) {
        beginUpdates()
        change(&pendingUpdate!)
        endUpdates()
    }

    // MARK: Applying a batch

    /// Checks the batch against the data source's new counts, stopping with UIKit's message
    /// when they disagree, then carries heights, cells and selection of surviving rows over to
    /// their new index paths and tiles the result.
    private func apply(_ batch: TableUpdateBatch) {
        guard let old = model, !batch.loadsInstead else {
            setNeedsReload()
            return
        }
        closeSwipe()
        let sectionMap = mapSections(batch, old: old)
        let newCounts = (0..<sectionMap.count).map { dataSource!.tableView(self, numberOfRowsInSection: $0) }
        var sources: [TableRowSource] = []
        sources.reserveCapacity(newCounts.reduce(0, +))
        for (newSection, oldSection) in sectionMap.enumerated() {
            if let oldSection, !batch.reloadedSections.contains(oldSection) {
                sources += rowSources(
                    batch, old: old, oldSection: oldSection, newSection: newSection, newCount: newCounts[newSection])
            } else {
                sources += repeatElement(.new, count: newCounts[newSection])
            }
        }
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
        let headers = newCounts.indices.map { supplementaryHeight(header: true, section: $0) }
        let footers = newCounts.indices.map { supplementaryHeight(header: false, section: $0) }
        let updated = TableLayoutModel(
            rowCounts: newCounts, headerHeights: headers, footerHeights: footers, rowHeights: heights,
            measured: measured)
        updated.tableHeaderHeight = old.tableHeaderHeight
        updated.tableFooterHeight = old.tableFooterHeight

        // Shown cells follow their rows; cells of deleted and reloaded rows are recycled.
        var kept: [DisplayedRow] = []
        for row in displayedRows {
            let newGlobal = newGlobalOfOld[row.global]
            if newGlobal < 0 || reloadedOld.contains(row.global) {
                recycle(row)
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
        tile()
    }

    /// Checks the section changes and returns, for each section after the update, the section
    /// it was before (nil for an inserted one).
    private func mapSections(_ batch: TableUpdateBatch, old: TableLayoutModel) -> [Int?] {
        let oldCount = old.sectionCount
        let newCount = dataSource?.numberOfSections(in: self) ?? 0
        for section in batch.deletedSections where section >= oldCount {
            inconsistency("attempt to delete section \(section), but there are only \(oldCount) sections before the update")
        }
        for section in batch.reloadedSections where section >= oldCount {
            inconsistency("attempt to reload section \(section), but there are only \(oldCount) sections before the update")
        }
        for section in batch.insertedSections where section >= newCount {
            inconsistency("attempt to insert section \(section) but there are only \(newCount) sections after the update")
        }
        for move in batch.movedSections where move.from >= oldCount || move.to >= newCount {
            inconsistency("attempt to move section \(move.from) to \(move.to), which does not exist")
        }
        let inserted = batch.insertedSections.count
        let deleted = batch.deletedSections.count
        guard newCount == oldCount + inserted - deleted else {
            inconsistency(
                "Invalid update: invalid number of sections. The number of sections contained in the table view after "
                    + "the update (\(newCount)) must be equal to the number of sections contained in the table view "
                    + "before the update (\(oldCount)), plus or minus the number of sections inserted or deleted "
                    + "(\(inserted) inserted, \(deleted) deleted).")
        }
        var oldOfNew = [Int?](repeating: nil, count: newCount)
        var movedFrom = Set<Int>()
        for move in batch.movedSections {
            oldOfNew[move.to] = move.from
            movedFrom.insert(move.from)
        }
        var survivors = (0..<oldCount).filter { !batch.deletedSections.contains($0) && !movedFrom.contains($0) }
            .makeIterator()
        for section in 0..<newCount where oldOfNew[section] == nil && !batch.insertedSections.contains(section) {
            oldOfNew[section] = survivors.next()
        }
        return oldOfNew
    }

    /// Checks the row changes of one surviving section and returns where each of its rows
    /// after the update comes from.
    private func rowSources(
        _ batch: TableUpdateBatch, old: TableLayoutModel, oldSection: Int, newSection: Int, newCount: Int
    ) -> [TableRowSource] {
        let oldCount = old.rowCounts[oldSection]
        let deleted = Set(batch.deletedRows.filter { $0.section == oldSection }.map(\.row))
        let reloaded = Set(batch.reloadedRows.filter { $0.section == oldSection }.map(\.row))
        let inserted = Set(batch.insertedRows.filter { $0.section == newSection }.map(\.row))
        let movedOut = batch.movedRows.filter { $0.from.section == oldSection }
        let movedIn = batch.movedRows.filter { $0.to.section == newSection }
        for row in deleted where row >= oldCount {
            inconsistency(
                "attempt to delete row \(row) from section \(oldSection) which only contains \(oldCount) rows before the update")
        }
        for row in reloaded where row >= oldCount {
            inconsistency(
                "attempt to reload row \(row) from section \(oldSection) which only contains \(oldCount) rows before the update")
        }
        for row in inserted where row >= newCount {
            inconsistency(
                "attempt to insert row \(row) into section \(newSection), but there are only \(newCount) rows in "
                    + "section \(newSection) after the update")
        }
        let expected = oldCount + inserted.count - deleted.count + movedIn.count - movedOut.count
        guard newCount == expected else {
            inconsistency(
                "Invalid update: invalid number of rows in section \(newSection). The number of rows contained in an "
                    + "existing section after the update (\(newCount)) must be equal to the number of rows contained "
                    + "in that section before the update (\(oldCount)), plus or minus the number of rows inserted or "
                    + "deleted from that section (\(inserted.count) inserted, \(deleted.count) deleted) and plus or "
                    + "minus the number of rows moved into or out of that section (\(movedIn.count) moved in, "
                    + "\(movedOut.count) moved out).")
        }
        var sources = [TableRowSource?](repeating: nil, count: newCount)
        for row in inserted { sources[row] = .new }
        for move in movedIn {
            let fromGlobal = old.contains(move.from) ? old.global(move.from) : -1
            Fatal.check(fromGlobal >= 0, "NSInternalInconsistencyException: attempt to move row \(move.from), which does not exist")
            sources[move.to.row] = .old(fromGlobal, reload: false)
        }
        let movedOutRows = Set(movedOut.map(\.from.row))
        let first = old.firstRow[oldSection]
        var survivors = (0..<oldCount).lazy.filter { !deleted.contains($0) && !movedOutRows.contains($0) }.makeIterator()
        for index in 0..<newCount where sources[index] == nil {
            guard let row = survivors.next() else { break }
            sources[index] = .old(first + row, reload: reloaded.contains(row))
        }
        return sources.map { $0 ?? .new }
    }

    private func inconsistency(_ reason: String) -> Never {
        Fatal.stop("NSInternalInconsistencyException: \(reason)")
    }
}
