import Foundation

/// The batch update that turns the content of one snapshot into another's, in the terms
/// table and collection views check updates in: sections deleted (old indexes), inserted (new
/// indexes) and moved; items deleted (old index paths), inserted (new index paths) and
/// moved; then, as a second update, the items and sections marked for reloading, and the items
/// marked for reconfiguring (new indexes).
///
/// Sections and items present in both snapshots stay put when they keep their order; the
/// fewest of them are moved: those outside a longest run that keeps its relative order.
struct SnapshotDifference {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []
    var reloadedSections = IndexSet()

    /// Whether the first update changes nothing.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty
    }

    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        // Sections.
        let oldSections = old.sectionIdentifiers
        let newSections = new.sectionIdentifiers
        for (index, section) in oldSections.enumerated() where new.indexOfSection(section) == nil {
            deletedSections.insert(index)
        }
        for (index, section) in newSections.enumerated() where old.indexOfSection(section) == nil {
            insertedSections.insert(index)
        }
        let commonSections = oldSections.enumerated().compactMap { oldIndex, section in
            new.indexOfSection(section).map { (old: oldIndex, new: $0) }
        }
        let stayingSections = Set(Self.longestIncreasingRun(commonSections.map(\.new)).map { commonSections[$0].old })
        for pair in commonSections where !stayingSections.contains(pair.old) {
            movedSections.append((pair.old, pair.new))
        }

        // Items of sections in both snapshots, looked up in maps made once: linear in the
        // number of items.
        let oldPaths = old.indexPathsOfItems()
        let newPaths = new.indexPathsOfItems()
        for (newSectionIndex, section) in newSections.enumerated() {
            let newItems = new.items(inSectionAt: newSectionIndex)
            guard let oldSectionIndex = old.indexOfSection(section) else { continue }
            let oldItems = old.items(inSectionAt: oldSectionIndex)
            // Items arriving from elsewhere, and the ones staying in this section.
            var staying: [(old: Int, new: Int)] = []
            for (newIndex, item) in newItems.enumerated() {
                let target = IndexPath(item: newIndex, section: newSectionIndex)
                guard let from = oldPaths[item], !deletedSections.contains(from.section) else {
                    insertedItems.append(target)
                    continue
                }
                if from.section == oldSectionIndex {
                    staying.append((from.item, newIndex))
                } else {
                    movedItems.append((from, target))
                }
            }
            staying.sort { $0.old < $1.old }
            let kept = Set(Self.longestIncreasingRun(staying.map(\.new)).map { staying[$0].old })
            for pair in staying where !kept.contains(pair.old) {
                movedItems.append((IndexPath(item: pair.old, section: oldSectionIndex), IndexPath(item: pair.new, section: newSectionIndex)))
            }
            // Gone, or gone into a section that is new (its items are inserted with it).
            for (oldIndex, item) in oldItems.enumerated() {
                if let to = newPaths[item], !insertedSections.contains(to.section) { continue }
                deletedItems.append(IndexPath(item: oldIndex, section: oldSectionIndex))
            }
        }

        // Marked for reloading: their positions after the first update.
        for item in new.reloadedItemIdentifiers {
            guard let indexPath = newPaths[item], !insertedSections.contains(indexPath.section) else { continue }
            reloadedItems.append(indexPath)
        }
        let reloaded = Set(new.reloadedItemIdentifiers)
        for item in new.reconfiguredItemIdentifiers where !reloaded.contains(item) {
            guard let indexPath = newPaths[item], !insertedSections.contains(indexPath.section) else { continue }
            reconfiguredItems.append(indexPath)
        }
        for section in new.reloadedSectionIdentifiers {
            if let index = new.indexOfSection(section), !insertedSections.contains(index) { reloadedSections.insert(index) }
        }
    }

    /// The positions (in `values`) of a longest strictly increasing subsequence of `values`.
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []  // positions of the smallest tail of each run length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result: [Int] = []
        var position = tails.last ?? -1
        while position >= 0 {
            result.append(position)
            position = previous[position]
        }
        return result.reversed()
    }
}
