import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// List cells: separators, accessories (frames, editing states, actions), indentation and
/// the separator layout guide.
@MainActor
@Suite struct ListCellTests {
    @Test("Plain rows show a hairline under every row from the text's leading edge; grouped sections end without one")
    func separators() {
        let plain = ListStage(.init(appearance: .plain), sections: [("s", ["A", "B"])])
        for index in 0..<2 {
            let line = plain.cell(index)!.bottomSeparator
            #expect(!line.isHidden)
            #expect(line.frame == CGRect(x: 16, y: 44 - 1.0 / 3, width: 374, height: 1.0 / 3))
            #expect(plain.cell(index)!.topSeparator.isHidden)
        }
        let grouped = ListStage(.init(appearance: .insetGrouped), sections: [("s", ["A", "B"])])
        #expect(!grouped.cell(0)!.bottomSeparator.isHidden)
        #expect(grouped.cell(0)!.bottomSeparator.frame.minX == 20)
        #expect(grouped.cell(1)!.bottomSeparator.isHidden)
    }

    @Test("showsSeparators false hides them; the item separator handler changes one row's")
    func separatorOptions() {
        var hidden = UICollectionLayoutListConfiguration(appearance: .plain)
        hidden.showsSeparators = false
        let none = ListStage(hidden, sections: [("s", ["A", "B"])])
        #expect(none.cell(0)!.bottomSeparator.isHidden)
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        var asked: [IndexPath] = []
        configuration.itemSeparatorHandler = { indexPath, separator in
            asked.append(indexPath)
            var changed = separator
            if indexPath.item == 0 {
                changed.bottomSeparatorVisibility = .hidden
                changed.topSeparatorVisibility = .visible
                changed.topSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
            }
            if indexPath.item == 1 { changed.bottomSeparatorInsets.leading = 60 }
            return changed
        }
        let stage = ListStage(configuration, sections: [("s", ["A", "B"])])
        #expect(Set(asked) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(stage.cell(0)!.bottomSeparator.isHidden)
        #expect(!stage.cell(0)!.topSeparator.isHidden)
        #expect(stage.cell(0)!.topSeparator.frame == CGRect(x: 0, y: 0, width: 390, height: 1.0 / 3))
        #expect(stage.cell(1)!.bottomSeparator.frame.minX == 60)
    }

    @Test("Trailing accessories sit at the trailing margin, the content view ending before them")
    func trailingAccessories() {
        let stage = ListStage(.init(appearance: .plain))
        stage.accessories["A"] = [.label(text: "12"), .checkmark(), .disclosureIndicator()]
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["A"])
        stage.dataSource.apply(snapshot, animatingDifferences: false)
        stage.app.runTurn()
        let cell = stage.cell(0)!
        let views = cell.accessoryViews
        #expect(views.count == 3)
        // The chevron's 28-point slot ends at the 16-point margin: 346…374, the chevron 9 wide centred.
        #expect(views[2].frame == CGRect(x: 355.5, y: 15, width: 9, height: 15))
        // The checkmark's slot is 8 points before it: 310…338.
        #expect(views[1].frame == CGRect(x: 316.5, y: 15, width: 15, height: 15))
        #expect(views[0].frame.maxX == 302)
        #expect(cell.contentView.frame.maxX == views[0].frame.minX + 8)
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test("Editing accessories show only while the collection view edits; the delete control leads")
    func editingAccessories() {
        let stage = ListStage(.init(appearance: .plain))
        stage.accessories["A"] = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["A"])
        stage.dataSource.apply(snapshot, animatingDifferences: false)
        stage.app.runTurn()
        let cell = stage.cell(0)!
        let (delete, reorder, chevron) = (cell.accessoryViews[0], cell.accessoryViews[1], cell.accessoryViews[2])
        #expect(delete.isHidden && reorder.isHidden && !chevron.isHidden)
        #expect(!cell.configurationState.isEditing)
        stage.collectionView.isEditing = true
        stage.app.runTurn()
        #expect(!delete.isHidden && !reorder.isHidden && chevron.isHidden)
        #expect(cell.configurationState.isEditing)
        #expect(delete.frame == CGRect(x: 19, y: 11, width: 22, height: 22))
        // The delete slot is 16…44; the content starts 8 after it, less its own 16-point margin.
        #expect(cell.contentView.frame.minX == 36)
        #expect(reorder.frame.maxX <= 374)
    }

    @Test("Tapping a detail accessory runs its handler once and does not select the row")
    func accessoryAction() {
        let stage = ListStage(.init(appearance: .plain))
        var taps = 0
        stage.accessories["A"] = [.detail(actionHandler: { taps += 1 })]
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["A", "B"])
        stage.dataSource.apply(snapshot, animatingDifferences: false)
        stage.app.runTurn()
        let detail = stage.cell(0)!.accessoryViews[0]
        let center = detail.convert(CGPoint(x: detail.bounds.midX, y: detail.bounds.midY), to: nil)
        stage.app.tap(at: center)
        stage.app.runTurn()
        #expect(taps == 1)
        #expect(stage.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        stage.app.tap(at: CGPoint(x: 100, y: 22))
        stage.app.runTurn()
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(taps == 1)
    }

    @Test("Indentation moves the content (and leading accessories) by level × width")
    func indentation() {
        let stage = ListStage(.init(appearance: .plain), sections: [("s", ["A"])])
        let cell = stage.cell(0)!
        cell.indentationLevel = 2
        stage.app.runTurn()
        #expect(cell.contentView.frame.minX == 20)
        #expect(cell.bottomSeparator.frame.minX == 36)
        cell.indentationWidth = 30
        stage.app.runTurn()
        #expect(cell.contentView.frame.minX == 60)
    }

    @Test("A custom view accessory at the leading edge keeps its reserved width")
    func customViewAccessory() {
        let stage = ListStage(.init(appearance: .plain))
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
        stage.accessories["A"] = [
            .customView(configuration: .init(customView: dot, placement: .leading(), reservedLayoutWidth: .custom(30), maintainsFixedSize: true))
        ]
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["A"])
        stage.dataSource.apply(snapshot, animatingDifferences: false)
        stage.app.runTurn()
        let holder = stage.cell(0)!.accessoryViews[0]
        #expect(holder.frame == CGRect(x: 25, y: 16, width: 12, height: 12))
        #expect(dot.superview === holder)
    }

    @Test("A custom view accessory without a fixed size gets the size it fits, centred, not the row's height")
    func customViewAccessoryFits() throws {
        let stage = ListStage(.init(appearance: .plain))
        let flag = UIImageView(image: UIImage(systemName: "flag.fill"))
        stage.accessories["A"] = [.customView(configuration: .init(customView: flag, placement: .trailing()))]
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["A"])
        stage.dataSource.apply(snapshot, animatingDifferences: false)
        stage.app.runTurn()
        let cell = try #require(stage.cell(0))
        let holder = try #require(cell.accessoryViews.first)
        let image = try #require(flag.image)
        #expect(holder.frame.size == image.size, "the image view keeps its image's size")
        #expect(abs(holder.frame.midY - cell.bounds.midY) <= 0.5, "centred in the row")
        #expect(holder.frame.height < cell.bounds.height)
    }

    @Test("An open swipe clips the row's content to the row; closing it restores clipsToBounds")
    func swipeClipsContent() throws {
        let stage = ListStage(.init(appearance: .insetGrouped), sections: [("s", ["A", "B", "C"])])
        let cell = try #require(stage.cell(1), "a middle row: no rounded corners of its own")
        #expect(!cell.clipsToBounds)
        cell.showSwipe(offset: -80, actionsView: UIView())
        #expect(cell.clipsToBounds, "content sliding left ends at the row's edge, inside the section")
        cell.showSwipe(offset: 0, actionsView: nil)
        #expect(!cell.clipsToBounds)
    }
}
