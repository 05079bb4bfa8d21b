import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// The multiple-selection circle, the insert control and the pop-up menu accessory.
@MainActor
@Suite struct ListMoreAccessoriesTests {
    private func stage(_ accessories: [UICellAccessory], items: [String] = ["A", "B"]) -> ListStage {
        let stage = ListStage(.init(appearance: .plain))
        stage.accessories["A"] = accessories
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(items)
        stage.dataSource.apply(snapshot, animatingDifferences: false)
        stage.app.runTurn()
        return stage
    }

    @Test("The multiselect circle leads while editing and fills when the row is selected")
    func multiselect() throws {
        let stage = stage([.multiselect()])
        stage.collectionView.allowsMultipleSelection = true
        let cell = try #require(stage.cell(0))
        let circle = cell.accessoryViews[0]
        #expect(circle.isHidden)
        stage.collectionView.isEditing = true
        stage.app.runTurn()
        #expect(!circle.isHidden)
        #expect(circle.frame == CGRect(x: 19, y: 11, width: 22, height: 22))
        #expect(!circle.cellIsSelected)
        stage.app.tap(at: CGPoint(x: 200, y: 22))
        stage.app.runTurn()
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(circle.cellIsSelected)
        // The filled disc: the tint at the circle's centre-left, inside the ring.
        if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_MENU_PNG_DIR"] {
            try stage.app.renderPNG().write(to: URL(fileURLWithPath: directory).appendingPathComponent("list-multiselect.png"))
        }
        let pixels = PixelBuffer(stage.app.render())
        // Near the top of the disc, clear of the white check.
        let inside = circle.convert(CGPoint(x: 11, y: 4), to: nil)
        let pixel = pixels[Int(3 * inside.x), Int(3 * inside.y)]
        #expect(pixel.blue > 200 && pixel.red < 60)
    }

    @Test("The insert control leads while editing and runs its handler once without selecting the row")
    func insert() throws {
        var taps = 0
        let stage = stage([.insert(actionHandler: { taps += 1 })])
        stage.collectionView.isEditing = true
        stage.app.runTurn()
        let control = try #require(stage.cell(0)).accessoryViews[0]
        #expect(!control.isHidden && control.accessory.isLeading)
        let centre = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
        stage.app.tap(at: centre)
        stage.app.runTurn()
        #expect(taps == 1)
        #expect(stage.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        let pixels = PixelBuffer(stage.app.render())
        let disc = pixels[Int(3 * (centre.x - 7)), Int(3 * (centre.y - 7))]
        #expect(disc.green > 150 && disc.red < 100)
    }

    @Test("The pop-up menu accessory shows the selected title and opens its menu; a choice moves the selection once")
    func popUpMenu() throws {
        var changes: [String] = []
        let menu = UIMenu(children: [UIAction(title: "Daily") { _ in }, UIAction(title: "Weekly") { _ in }])
        let stage = stage([
            .popUpMenu(menu, selectedElementDidChangeHandler: { menu in changes.append(menu.selectedElements.map(\.title).joined()) })
        ])
        let holder = try #require(stage.cell(0)).accessoryViews[0]
        let button = try #require(holder.popUpButton)
        #expect(button.configuration?.title == "Daily")
        #expect(holder.frame.maxX <= 374)
        let centre = holder.convert(CGPoint(x: holder.bounds.midX, y: holder.bounds.midY), to: nil)
        stage.app.tap(at: centre)
        stage.app.advance(by: 0.3)
        #expect(button.contextMenuInteraction?.visibleMenuTitles == ["Daily", "Weekly"])
        try #require(stage.app.element(label: "Weekly")).tap()
        stage.app.advance(by: 0.3)
        #expect(changes == ["Weekly"])
        #expect(button.configuration?.title == "Weekly")
        #expect(stage.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    }
}

/// Reordering list rows by dragging their reorder control.
@MainActor
@Suite struct ListReorderTests {
    private func stage() -> ListStage {
        let stage = ListStage(.init(appearance: .plain))
        for item in ["A", "B", "C", "D"] { stage.accessories[item] = [.reorder()] }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["A", "B", "C", "D"])
        stage.dataSource.apply(snapshot, animatingDifferences: false)
        stage.collectionView.isEditing = true
        stage.app.runTurn()
        return stage
    }

    /// Drags row `item`'s reorder control by `distance` points, step by step, then lifts.
    private func dragReorderControl(_ stage: ListStage, item: Int, by distance: CGFloat) throws {
        let control = try #require(stage.cell(item)?.accessoryViews.first)
        let start = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
        stage.app.touchDown(at: start)
        stage.app.advance(by: 0.3)
        for step in 1...5 {
            stage.app.touchMove(to: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / 5))
            stage.app.advance(by: 0.05)
        }
        stage.app.touchUp()
        stage.app.advance(by: 0.3)
    }

    @Test("Dragging a reorder control moves the row where it is dropped and tells willReorder and didReorder once")
    func reorder() throws {
        let stage = stage()
        let log = EventRecorder()
        stage.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        stage.dataSource.reorderingHandlers.willReorder = { transaction in
            log.record(.call("data", "willReorder", arguments: transaction.initialSnapshot.itemIdentifiers))
        }
        stage.dataSource.reorderingHandlers.didReorder = { transaction in
            log.record(.call("data", "didReorder", arguments: transaction.finalSnapshot.itemIdentifiers))
            let sections = transaction.sectionTransactions.map { "\($0.sectionIdentifier):\($0.finalSnapshot.items.joined())" }
            log.record(.call("data", "sections", arguments: sections))
        }
        // Row A (0…44) dragged down 100 points: its centre (122) is over row C's slot (88…132).
        try dragReorderControl(stage, item: 0, by: 100)
        #expect(stage.dataSource.snapshot().itemIdentifiers == ["B", "C", "A", "D"])
        #expect(log.events == [
            .call("data", "willReorder", arguments: ["A", "B", "C", "D"]),
            .call("data", "didReorder", arguments: ["B", "C", "A", "D"]),
            .call("data", "sections", arguments: ["s:BCAD"]),
        ])
        #expect(stage.frame(2) == CGRect(x: 0, y: 88, width: 390, height: 44))
        #expect(stage.cell(2)?.transform == .identity && stage.cell(0)?.transform == .identity)
    }

    @Test("Without canReorderItem nothing moves and the list does not scroll")
    func reorderOff() throws {
        let stage = stage()
        var told = 0
        stage.dataSource.reorderingHandlers.didReorder = { _ in told += 1 }
        try dragReorderControl(stage, item: 0, by: 100)
        #expect(stage.dataSource.snapshot().itemIdentifiers == ["A", "B", "C", "D"])
        #expect(told == 0)
    }

    @Test("A row dragged into another section moves there, between the rows it is dropped between")
    func reorderAcrossSections() throws {
        let stage = ListStage(.init(appearance: .plain))
        for item in ["A", "B", "C", "X", "Y"] { stage.accessories[item] = [.reorder()] }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["s", "t"])
        snapshot.appendItems(["A", "B", "C"], toSection: "s")
        snapshot.appendItems(["X", "Y"], toSection: "t")
        stage.dataSource.apply(snapshot, animatingDifferences: false)
        stage.collectionView.isEditing = true
        stage.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        var sections: [String] = []
        stage.dataSource.reorderingHandlers.didReorder = { transaction in
            sections = transaction.sectionTransactions.map { "\($0.sectionIdentifier):\($0.finalSnapshot.items.joined())" }
        }
        stage.app.runTurn()
        // Row A (0…44) is dragged until its centre passes the middle of X (section t's first row).
        let x = stage.frame(0, 1)
        try dragReorderControl(stage, item: 0, by: x.midY + 4 - 22)
        #expect(stage.dataSource.snapshot().itemIdentifiers(inSection: "s") == ["B", "C"])
        #expect(stage.dataSource.snapshot().itemIdentifiers(inSection: "t") == ["X", "A", "Y"])
        #expect(sections.sorted() == ["s:BC", "t:XAY"])
        for section in 0..<2 {
            for item in 0..<stage.collectionView.numberOfItems(inSection: section) {
                #expect(stage.cell(item, section)?.transform == .identity)
            }
        }
    }
}
