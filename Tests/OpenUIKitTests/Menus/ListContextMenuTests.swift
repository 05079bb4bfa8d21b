import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Ten rows titled "row 0"…"row 9"; rows from 5 on have no menu. Records the delegate's
/// context menu calls.
private final class MenuTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    let recorder = EventRecorder()

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "row \(indexPath.row)"
        return cell
    }

    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        recorder.record(.call("table", "contextMenuConfigurationForRowAt", arguments: ["\(indexPath.row)"]))
        guard indexPath.row < 5 else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [recorder] _ in
            UIMenu(children: [UIAction(title: "Pin row \(indexPath.row)") { _ in recorder.record(.action("pin \(indexPath.row)")) }])
        }
    }

    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        recorder.record(.call("table", "willDisplayContextMenu"))
    }

    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        recorder.record(.call("table", "willEndContextMenuInteraction"))
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        recorder.record(.call("table", "didSelectRowAt", arguments: ["\(indexPath.row)"]))
    }
}

/// Six teal items; records the delegate's context menu calls.
private class MenuGrid: NSObject, UICollectionViewDataSource {
    let recorder = EventRecorder()

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = .systemTeal
        return cell
    }
}

/// Answers only the older single-item method.
private final class SingleItemGrid: MenuGrid, UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        recorder.record(.call("grid", "contextMenuConfigurationForItemAt", arguments: ["\(indexPath.item)"]))
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: [UIAction(title: "Open item \(indexPath.item)") { _ in }]) }
    }
}

/// Answers the iOS 16 form with the items.
private final class ItemsGrid: MenuGrid, UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        recorder.record(.call("grid", "contextMenuConfigurationForItemsAt", arguments: indexPaths.map { "\($0.item)" }))
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: [UIAction(title: "Share \(indexPaths.count)") { _ in }]) }
    }
}

@MainActor
@Suite struct ListContextMenuTests {
    @Test("A long press on a row asks the table's delegate; the cell is lifted and the action runs once")
    func tableRows() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let window = app.makeWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.rowHeight = 44
        table.contentInsetAdjustmentBehavior = .never
        let source = MenuTable()
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        app.runTurn()

        app.touchDown(at: CGPoint(x: 100, y: 2 * 44 + 22))
        app.advance(by: 0.6)
        app.touchUp()
        app.runTurn()
        try #require(app.element(label: "Pin row 2")).tap()
        app.advance(by: 0.3)
        // A row without a menu: the press fails, and a later tap still selects.
        app.touchDown(at: CGPoint(x: 100, y: 7 * 44 + 22))
        app.advance(by: 0.6)
        app.touchUp()
        app.runTurn()
        #expect(source.recorder.events == [
            .call("table", "contextMenuConfigurationForRowAt", arguments: ["2"]), .call("table", "willDisplayContextMenu"),
            .call("table", "willEndContextMenuInteraction"), .action("pin 2"),
            .call("table", "contextMenuConfigurationForRowAt", arguments: ["7"]),
            .call("table", "didSelectRowAt", arguments: ["7"]),
        ])
        #expect(app.element(label: "Pin row 2") == nil)
    }

    @Test("A collection view asks the iOS 16 items form, which by default asks the single-item form")
    func collectionItems() throws {
        for usesItemsForm in [false, true] {
            let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
            let window = app.makeWindow()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            grid.contentInsetAdjustmentBehavior = .never
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let source: MenuGrid = usesItemsForm ? ItemsGrid() : SingleItemGrid()
            grid.dataSource = source
            grid.delegate = source as? any UICollectionViewDelegate
            window.addSubview(grid)
            app.runTurn()
            let cell = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
            let center = grid.convert(cell.center, to: window)
            app.touchDown(at: center)
            app.advance(by: 0.6)
            app.touchUp()
            app.runTurn()
            if usesItemsForm {
                #expect(source.recorder.events == [.call("grid", "contextMenuConfigurationForItemsAt", arguments: ["1"])])
                #expect(app.element(label: "Share 1") != nil)
            } else {
                #expect(source.recorder.events == [.call("grid", "contextMenuConfigurationForItemAt", arguments: ["1"])])
                #expect(app.element(label: "Open item 1") != nil)
            }
        }
    }
}
