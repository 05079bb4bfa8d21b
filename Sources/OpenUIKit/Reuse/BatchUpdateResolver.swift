import Foundation

/// Checks a batch update against the counts before it and the data source's counts after it,
/// stopping with UIKit's `NSInternalInconsistencyException` wording when they disagree, and
/// works out where each section and item after the update comes from. Shared by table views
/// (which say "row") and collection views (which say "item").
struct BatchUpdateResolver {
    /// "table view" or "collection view".
    let viewName: String
    /// "row" or "item".
    let element: String
    let batch: IndexPathUpdateBatch
    /// Items per section before the update.
    let oldCounts: [Int]
    /// The global index of each old section's first item.
    let oldFirst: [Int]

    init(viewName: String, element: String, batch: IndexPathUpdateBatch, oldCounts: [Int]) {
        self.viewName = viewName
        self.element = element
        self.batch = batch
        self.oldCounts = oldCounts
        var first: [Int] = []
        first.reserveCapacity(oldCounts.count)
        var running = 0
        for count in oldCounts {
            first.append(running)
            running += count
        }
        oldFirst = first
    }

    /// For each section after the update, the section it was before (nil for an inserted
    /// one), after checking the section changes against `newCount` sections.
    func mapSections(newCount: Int) -> [Int?] {
        let oldCount = oldCounts.count
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
                "Invalid update: invalid number of sections. The number of sections contained in the \(viewName) "
                    + "after the update (\(newCount)) must be equal to the number of sections contained in the "
                    + "\(viewName) before the update (\(oldCount)), plus or minus the number of sections inserted or "
                    + "deleted (\(inserted) inserted, \(deleted) deleted).")
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

    /// Checks the item changes of one surviving section and returns where each of its items
    /// after the update comes from.
    func itemSources(oldSection: Int, newSection: Int, newCount: Int) -> [UpdatedItemSource] {
        let oldCount = oldCounts[oldSection]
        let deleted = Set(batch.deletedItems.filter { $0.section == oldSection }.map(\.item))
        let reloaded = Set(batch.reloadedItems.filter { $0.section == oldSection }.map(\.item))
        let inserted = Set(batch.insertedItems.filter { $0.section == newSection }.map(\.item))
        let movedOut = batch.movedItems.filter { $0.from.section == oldSection }
        let movedIn = batch.movedItems.filter { $0.to.section == newSection }
        for item in deleted where item >= oldCount {
            inconsistency(
                "attempt to delete \(element) \(item) from section \(oldSection) which only contains \(oldCount) "
                    + "\(element)s before the update")
        }
        for item in reloaded where item >= oldCount {
            inconsistency(
                "attempt to reload \(element) \(item) from section \(oldSection) which only contains \(oldCount) "
                    + "\(element)s before the update")
        }
        for item in inserted where item >= newCount {
            inconsistency(
                "attempt to insert \(element) \(item) into section \(newSection), but there are only \(newCount) "
                    + "\(element)s in section \(newSection) after the update")
        }
        let expected = oldCount + inserted.count - deleted.count + movedIn.count - movedOut.count
        guard newCount == expected else {
            inconsistency(
                "Invalid update: invalid number of \(element)s in section \(newSection). The number of \(element)s "
                    + "contained in an existing section after the update (\(newCount)) must be equal to the number "
                    + "of \(element)s contained in that section before the update (\(oldCount)), plus or minus the "
                    + "number of \(element)s inserted or deleted from that section (\(inserted.count) inserted, "
                    + "\(deleted.count) deleted) and plus or minus the number of \(element)s moved into or out of "
                    + "that section (\(movedIn.count) moved in, \(movedOut.count) moved out).")
        }
        var sources = [UpdatedItemSource?](repeating: nil, count: newCount)
        for item in inserted { sources[item] = .new }
        for move in movedIn {
            let from = move.from
            Fatal.check(
                from.count == 2 && from.section >= 0 && from.section < oldCounts.count && from.item >= 0
                    && from.item < oldCounts[from.section],
                "NSInternalInconsistencyException: attempt to move \(element) \(from), which does not exist")
            Fatal.check(
                move.to.item < newCount && sources[move.to.item] == nil,
                "NSInternalInconsistencyException: attempt to move \(element) \(from) to \(move.to), which is "
                    + "beyond the section or already the destination of another insertion or move")
            sources[move.to.item] = .old(oldFirst[from.section] + from.item, reload: false)
        }
        let movedOutItems = Set(movedOut.map(\.from.item))
        let first = oldFirst[oldSection]
        var survivors = (0..<oldCount).lazy.filter { !deleted.contains($0) && !movedOutItems.contains($0) }
            .makeIterator()
        for index in 0..<newCount where sources[index] == nil {
            guard let item = survivors.next() else { break }
            sources[index] = .old(first + item, reload: reloaded.contains(item))
        }
        return sources.map { $0 ?? .new }
    }

    /// Every item's source, section by section, for the new counts; sections that are new or
    /// reloaded get new items.
    func allSources(sectionMap: [Int?], newCounts: [Int]) -> [UpdatedItemSource] {
        var sources: [UpdatedItemSource] = []
        sources.reserveCapacity(newCounts.reduce(0, +))
        for (newSection, oldSection) in sectionMap.enumerated() {
            if let oldSection, !batch.reloadedSections.contains(oldSection) {
                sources += itemSources(oldSection: oldSection, newSection: newSection, newCount: newCounts[newSection])
            } else {
                sources += repeatElement(.new, count: newCounts[newSection])
            }
        }
        return sources
    }

    private func inconsistency(_ reason: String) -> Never {
        Fatal.stop("NSInternalInconsistencyException: \(reason)")
    }
}
