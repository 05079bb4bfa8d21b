import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A collection view controller whose subclass answers the data source and delegate.
@MainActor
private final class CardsController: UICollectionViewController {
    var selected: [IndexPath] = []
    var cellsAsked = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        collectionView.contentInsetAdjustmentBehavior = .never
    }
    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? 6 : 3
    }
    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        cellsAsked += 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// A table view controller whose subclass answers the data source and delegate.
@MainActor
private final class RowsController: UITableViewController {
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.contentInsetAdjustmentBehavior = .never
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// A subclass that adopts the flow layout's delegate protocol itself, as UIKit code does.
@MainActor
private final class SizedCardsController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        collectionView.contentInsetAdjustmentBehavior = .never
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 50 + CGFloat(indexPath.item) * 10, height: 40)
    }
}

@MainActor
@Suite struct ListViewControllerTests {
    private func flowLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        return layout
    }

    @Test("UICollectionViewController: its view is the collection view, and the subclass's overrides answer")
    func collectionController() {
        let app = HeadlessApp()
        let layout = flowLayout()
        let controller = CardsController(collectionViewLayout: layout)
        app.makeWindow(rootViewController: controller)
        app.runTurn()
        let cv = controller.collectionView!
        #expect(controller.view === cv)
        #expect(controller.collectionViewLayout === layout)
        #expect(cv.dataSource === controller)
        #expect(cv.delegate === controller)
        #expect(cv.numberOfSections == 2)
        #expect(cv.numberOfItems(inSection: 0) == 6)
        #expect(cv.numberOfItems(inSection: 1) == 3)
        #expect(cv.visibleCells.count == 9)
        #expect(controller.cellsAsked == 9)
        // Item 4 of section 0 is on the second row of three 100-point items.
        let frame = cv.layoutAttributesForItem(at: [0, 4])!.frame
        app.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        app.runTurn()
        #expect(controller.selected == [[0, 4]])
        #expect(cv.indexPathsForSelectedItems == [[0, 4]])
    }

    @Test("A subclass adopting UICollectionViewDelegateFlowLayout sizes the items")
    func flowDelegateSubclass() {
        let app = HeadlessApp()
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 0
        let controller = SizedCardsController(collectionViewLayout: layout)
        app.makeWindow(rootViewController: controller)
        app.runTurn()
        let cv = controller.collectionView!
        #expect(cv.layoutAttributesForItem(at: [0, 0])?.frame.size == CGSize(width: 50, height: 40))
        #expect(cv.layoutAttributesForItem(at: [0, 3])?.frame.size == CGSize(width: 80, height: 40))
        #expect(cv.visibleCells.count == 4)
    }

    @Test("clearsSelectionOnViewWillAppear clears the collection view's selection, or keeps it when off")
    func collectionClearsSelection() {
        let app = HeadlessApp()
        let controller = CardsController(collectionViewLayout: flowLayout())
        app.makeWindow(rootViewController: controller)
        app.runTurn()
        #expect(controller.clearsSelectionOnViewWillAppear)
        controller.collectionView.selectItem(at: [0, 1], animated: false, scrollPosition: [])
        controller.viewWillAppear(false)
        #expect(controller.collectionView.indexPathsForSelectedItems == nil)
        controller.clearsSelectionOnViewWillAppear = false
        controller.collectionView.selectItem(at: [0, 2], animated: false, scrollPosition: [])
        controller.viewWillAppear(false)
        #expect(controller.collectionView.indexPathsForSelectedItems == [[0, 2]])
    }

    @Test("UITableViewController: init(style:), the subclass's overrides answer, and the selection clears")
    func tableController() {
        let app = HeadlessApp()
        let controller = RowsController(style: .grouped)
        app.makeWindow(rootViewController: controller)
        app.runTurn()
        let table = controller.tableView!
        #expect(controller.view === table)
        #expect(table.style == .grouped)
        #expect(table.dataSource === controller)
        #expect(table.delegate === controller)
        #expect(table.numberOfRows(inSection: 0) == 30)
        let rect = table.rectForRow(at: [0, 3])
        #expect(rect.height == 50)
        app.tap(at: CGPoint(x: rect.midX, y: rect.midY - table.contentOffset.y))
        app.runTurn()
        #expect(controller.selected == [[0, 3]])
        #expect(table.indexPathForSelectedRow == [0, 3])
        controller.viewWillAppear(false)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("A plain UITableViewController has no rows; init(nibName:bundle:) gives a plain table")
    func emptyTableController() {
        let app = HeadlessApp()
        let controller = UITableViewController(nibName: nil, bundle: nil)
        app.makeWindow(rootViewController: controller)
        app.runTurn()
        #expect(controller.tableView.style == .plain)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 0)
        #expect(controller.tableView.visibleCells.isEmpty)
    }
}
