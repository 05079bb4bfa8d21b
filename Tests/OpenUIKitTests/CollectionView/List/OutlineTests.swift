import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Outlines in a list: section snapshots applied to a diffable data source, the outline
/// disclosure accessory expanding and collapsing items, and the section snapshot handlers.
@MainActor
@Suite struct OutlineTests {
    /// A sidebar-like outline: Fruits (Apples, Pears) and Vegetables (Carrot), every parent
    /// with an outline disclosure.
    private func stage(style: UICellAccessory.OutlineDisclosureOptions.Style = .automatic) -> ListStage {
        let stage = ListStage(.init(appearance: .insetGrouped))
        for parent in ["Fruits", "Vegetables"] {
            stage.accessories[parent] = [.outlineDisclosure(options: .init(style: style))]
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruits", "Vegetables"])
        outline.append(["Apples", "Pears"], to: "Fruits")
        outline.append(["Carrot"], to: "Vegetables")
        stage.dataSource.apply(outline, to: "food", animatingDifferences: false)
        stage.app.runTurn()
        return stage
    }

    private func tapChevron(_ stage: ListStage, item: Int) {
        let chevron = stage.cell(item)!.accessoryViews[0]
        stage.app.tap(at: chevron.convert(CGPoint(x: chevron.bounds.midX, y: chevron.bounds.midY), to: nil))
        stage.app.runTurn()
    }

    @Test("Applying a section snapshot shows its visible items; the data source hands it back")
    func applyOutline() {
        let stage = stage()
        #expect(stage.shownItems == ["Fruits", "Vegetables"])
        #expect(stage.configured == ["Fruits", "Vegetables"])
        #expect(stage.dataSource.snapshot().sectionIdentifiers == ["food"])
        #expect(stage.dataSource.snapshot(for: "food").items == ["Fruits", "Apples", "Pears", "Vegetables", "Carrot"])
        #expect(stage.cell(0)!.indentationLevel == 0)
        #expect(!stage.cell(0)!.configurationState.isExpanded)
    }

    @Test("Tapping a parent's chevron expands it: its children become cells (two made), indented, the chevron turning over 0.25 s")
    func expandByTap() {
        let stage = stage()
        stage.configured.removeAll()
        let chevron = stage.cell(0)!.accessoryViews[0]
        tapChevron(stage, item: 0)
        #expect(stage.dataSource.snapshot(for: "food").isExpanded("Fruits"))
        #expect(stage.shownItems == ["Fruits", "Apples", "Pears", "Vegetables"])
        #expect(stage.configured == ["Apples", "Pears"])
        #expect(stage.cell(1)!.indentationLevel == 1)
        #expect(stage.cell(1)!.contentView.frame.minX == 10)
        #expect(stage.cell(0)!.configurationState.isExpanded)
        // The chevron's model turned a quarter at once; its presentation turns on the clock.
        #expect(chevron.transform == CGAffineTransform(rotationAngle: .pi / 2))
        stage.app.advance(by: 0.125)
        let halfway = chevron.layer.presentation()?.affineTransform() ?? .identity
        #expect(halfway != .identity && halfway != CGAffineTransform(rotationAngle: .pi / 2))
        stage.app.advance(by: 0.2)
        stage.app.runTurn()
        // Rows below moved down by the two new rows.
        #expect(stage.frame(3) == CGRect(x: 20, y: 18 + 44 * 3, width: 350, height: 44))
        // No row was selected by the tap on the chevron.
        #expect(stage.collectionView.indexPathsForSelectedItems == nil)
        tapChevron(stage, item: 0)
        stage.app.advance(by: 0.5)
        stage.app.runTurn()
        #expect(stage.shownItems == ["Fruits", "Vegetables"])
        #expect(!stage.dataSource.snapshot(for: "food").isExpanded("Fruits"))
        #expect(chevron.transform == .identity)
        #expect(stage.configured == ["Apples", "Pears"])
    }

    @Test("A header-style outline row toggles on a tap anywhere and is not selected")
    func headerStyle() {
        let stage = stage(style: .header)
        stage.app.tap(at: CGPoint(x: 100, y: 18 + 22))
        stage.app.advance(by: 0.5)
        stage.app.runTurn()
        #expect(stage.shownItems == ["Fruits", "Apples", "Pears", "Vegetables"])
        #expect(stage.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test("Section snapshot handlers are asked before expanding and collapsing, and can refuse")
    func handlers() {
        let stage = stage()
        var trace: [String] = []
        var allowExpand = false
        stage.dataSource.sectionSnapshotHandlers.shouldExpandItem = { item in
            trace.append("shouldExpand \(item)")
            return allowExpand
        }
        stage.dataSource.sectionSnapshotHandlers.willExpandItem = { trace.append("willExpand \($0)") }
        stage.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { trace.append("shouldCollapse \($0)"); return true }
        stage.dataSource.sectionSnapshotHandlers.willCollapseItem = { trace.append("willCollapse \($0)") }
        stage.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            trace.append("children of \(parent): \(children.items)")
            var replacement = NSDiffableDataSourceSectionSnapshot<String>()
            replacement.append(["Beet", "Carrot"])
            return replacement
        }
        tapChevron(stage, item: 1)
        #expect(stage.shownItems == ["Fruits", "Vegetables"])
        allowExpand = true
        tapChevron(stage, item: 1)
        stage.app.advance(by: 0.5)
        stage.app.runTurn()
        #expect(stage.shownItems == ["Fruits", "Vegetables", "Beet", "Carrot"])
        tapChevron(stage, item: 1)
        stage.app.advance(by: 0.5)
        stage.app.runTurn()
        #expect(trace == [
            "shouldExpand Vegetables", "shouldExpand Vegetables", "willExpand Vegetables",
            "children of Vegetables: [\"Carrot\"]", "shouldCollapse Vegetables", "willCollapse Vegetables",
        ])
    }

    @Test("Expanding in code with apply(_:to:) shows the children; a whole snapshot that differs drops the outline")
    func expandInCode() {
        let stage = stage()
        var outline = stage.dataSource.snapshot(for: "food")
        outline.expand(["Vegetables"])
        stage.dataSource.apply(outline, to: "food", animatingDifferences: false)
        stage.app.runTurn()
        #expect(stage.shownItems == ["Fruits", "Vegetables", "Carrot"])
        #expect(stage.cell(1)!.configurationState.isExpanded)
        var flat = NSDiffableDataSourceSnapshot<String, String>()
        flat.appendSections(["food"])
        flat.appendItems(["Bread"])
        stage.dataSource.apply(flat, animatingDifferences: false)
        stage.app.runTurn()
        #expect(stage.dataSource.snapshot(for: "food").items == ["Bread"])
    }
}
