import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Snapshots, and diffable data sources applying the difference between two of them.
@MainActor
@Suite struct DiffableDataSourceTests {
    /// A collection view over a diffable data source whose cells are tagged with their item.
    private func makeCollection() -> (HeadlessApp, UICollectionView, UICollectionViewDiffableDataSource<String, Int>) {
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: cv) { cv, indexPath, item in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.tag = item
            return cell
        }
        controller.view.addSubview(cv)
        app.runTurn()
        return (app, cv, dataSource)
    }

    private func snapshot(_ sections: [(String, [Int])]) -> NSDiffableDataSourceSnapshot<String, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// The tags of the shown cells, section by section in index-path order.
    private func shownTags(_ cv: UICollectionView) -> [[Int]] {
        (0..<cv.numberOfSections).map { section in
            cv.indexPathsForVisibleItems.filter { $0.section == section }.map { cv.cellForItem(at: $0)!.tag }
        }
    }

    @Test("Snapshot editing: appends, inserts before and after, moves, deletes, queries")
    func snapshotEditing() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([10, 11])
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([4], afterItem: 3)
        snapshot.moveItem(10, afterItem: 4)
        snapshot.deleteItems([2])
        snapshot.insertSections(["z"], beforeSection: "a")
        snapshot.appendItems([99], toSection: "z")
        #expect(snapshot.sectionIdentifiers == ["z", "a", "b"])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [0, 1, 3, 4, 10])
        #expect(snapshot.itemIdentifiers == [99, 0, 1, 3, 4, 10, 11])
        #expect(snapshot.numberOfItems == 7)
        #expect(snapshot.numberOfItems(inSection: "b") == 1)
        #expect(snapshot.sectionIdentifier(containingItem: 10) == "a")
        #expect(snapshot.indexOfItem(11) == 6)
        #expect(snapshot.indexOfItem(2) == nil)
        snapshot.moveSection("z", afterSection: "b")
        #expect(snapshot.indexOfSection("z") == 2)
        snapshot.reloadItems([3])
        snapshot.reconfigureItems([4])
        #expect(snapshot.reloadedItemIdentifiers == [3])
        #expect(snapshot.reconfiguredItemIdentifiers == [4])
        snapshot.deleteSections(["a"])
        #expect(snapshot.itemIdentifiers == [11, 99])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    }

    @Test("apply inserts, deletes and moves: surviving items keep their cells")
    func applyDifference() {
        let (app, cv, dataSource) = makeCollection()
        dataSource.apply(snapshot([("s", [1, 2, 3, 4])]), animatingDifferences: false)
        app.runTurn()
        #expect(shownTags(cv) == [[1, 2, 3, 4]])
        let cellOf4 = cv.cellForItem(at: IndexPath(item: 3, section: 0))
        let cellOf3 = cv.cellForItem(at: IndexPath(item: 2, section: 0))
        var completed = false
        dataSource.apply(snapshot([("s", [4, 1, 3, 5]), ("t", [2, 6])])) { completed = true }
        // The completion comes once the update's animation has ended.
        #expect(!completed)
        app.runFrames(for: 0.35)
        #expect(completed)
        #expect(shownTags(cv) == [[4, 1, 3, 5], [2, 6]])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOf4)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === cellOf3)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == 6)
        #expect(dataSource.indexPath(for: 2) == IndexPath(item: 0, section: 1))
        #expect(dataSource.snapshot().itemIdentifiers == [4, 1, 3, 5, 2, 6])
        // Sections swap, one goes, items cross between sections.
        dataSource.apply(snapshot([("t", [6, 3]), ("u", [7]), ("s", [5, 1, 2])]))
        #expect(shownTags(cv) == [[6, 3], [7], [5, 1, 2]])
        dataSource.apply(snapshot([]))
        #expect(cv.numberOfSections == 0)
        #expect(cv.visibleCells.isEmpty)
    }

    @Test("A reloaded item gets its cell from the provider again; an unchanged snapshot asks for nothing")
    func reloadItems() {
        let (app, cv, dataSource) = makeCollection()
        var snap = snapshot([("s", [1, 2, 3])])
        dataSource.apply(snap)
        app.runTurn()
        let before = cv.cellForItem(at: IndexPath(item: 1, section: 0))
        dataSource.apply(snap)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === before)
        snap.reloadItems([2])
        dataSource.apply(snap)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.tag == 2)
        #expect(dataSource.snapshot().reloadedItemIdentifiers == [2])
    }

    @Test("A reconfigured item's shown cell is handed back to the provider, not replaced or prepared for reuse")
    func reconfigureItems() {
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let cv = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewFlowLayout())
        cv.register(ResettingCell.self, forCellWithReuseIdentifier: "item")
        var configured: [Int] = []
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: cv) { cv, indexPath, item in
            configured.append(item)
            return cv.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        controller.view.addSubview(cv)
        var snap = snapshot([("s", [1, 2, 3])])
        dataSource.apply(snap)
        app.runTurn()
        #expect(configured == [1, 2, 3])
        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? ResettingCell
        snap.reconfigureItems([2])
        dataSource.apply(snap)
        #expect(configured == [1, 2, 3, 2])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(cell?.preparedCount == 0)
    }

    @Test("The difference moves only items out of the longest run that keeps its order")
    func fewestMoves() {
        let (app, cv, dataSource) = makeCollection()
        dataSource.apply(snapshot([("s", Array(0..<9))]))
        app.runTurn()
        let cells = (0..<9).map { cv.cellForItem(at: IndexPath(item: $0, section: 0)) }
        // 8 moves to the front: the other eight keep their order, so only item 8 moves.
        dataSource.apply(snapshot([("s", [8, 0, 1, 2, 3, 4, 5, 6, 7])]))
        #expect(shownTags(cv) == [[8, 0, 1, 2, 3, 4, 5, 6, 7]])
        #expect((0..<9).allSatisfy { cv.cellForItem(at: IndexPath(item: ($0 + 1) % 9, section: 0)) === cells[$0] })
    }

    @Test("Duplicate item identifiers stop with UIKit's message naming them")
    func duplicateIdentifiers() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.appendItems([1, 2, 3])
            snapshot.appendItems([4, 2])
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(2)}"))
    }

    @Test("UITableViewDiffableDataSource drives a table view: rows, titles from a subclass, updates")
    func tableDiffable() {
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let dataSource = TitledTableSource(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        controller.view.addSubview(table)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["apple", "banana", "cherry"], toSection: 0)
        snapshot.appendItems(["kale"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        app.runTurn()
        func texts() -> [String?] {
            (table.indexPathsForVisibleRows ?? []).map { table.cellForRow(at: $0)?.textLabel?.text }
        }
        #expect(texts() == ["apple", "banana", "cherry", "kale"])
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Section 1")
        let cherryCell = table.cellForRow(at: IndexPath(row: 2, section: 0))
        snapshot.deleteItems(["banana"])
        snapshot.moveItem("cherry", beforeItem: "apple")
        snapshot.appendItems(["leek"], toSection: 1)
        dataSource.apply(snapshot)
        #expect(texts() == ["cherry", "apple", "kale", "leek"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cherryCell)
        #expect(table.numberOfRows(inSection: 1) == 2)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "leek")
    }
}

/// A table diffable data source whose sections have titles.
final class TitledTableSource: UITableViewDiffableDataSource<Int, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Section \(section)"
    }
}
