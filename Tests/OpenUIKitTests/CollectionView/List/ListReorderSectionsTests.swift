import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Reordering list rows across sections: the sections between the row's home and its slot
/// slide while dragging, and an empty section with a header takes a drop.
@MainActor
@Suite struct ListReorderSectionsTests {
    /// A plain list with headers, `sections` in order, every row with a reorder control.
    private func stage(_ sections: [(String, [String])], dark: Bool = false, scale: CGFloat? = nil) -> ListStage {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let stage = ListStage(configuration, dark: dark, scale: scale)
        for (_, items) in sections { for item in items { stage.accessories[item] = [.reorder()] } }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        stage.dataSource.apply(snapshot, animatingDifferences: false)
        stage.collectionView.isEditing = true
        stage.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        stage.app.runTurn()
        return stage
    }

    /// Presses row (`item`, `section`)'s reorder control and moves it by `distance` points,
    /// step by step, leaving the finger down; returns the point reached.
    private func drag(_ stage: ListStage, item: Int, section: Int, by distance: CGFloat) throws -> CGPoint {
        let control = try #require(stage.cell(item, section)?.accessoryViews.first)
        let start = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
        stage.app.touchDown(at: start)
        stage.app.advance(by: 0.3)
        for step in 1...5 {
            stage.app.touchMove(to: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / 5))
            stage.app.advance(by: 0.05)
        }
        stage.app.advance(by: 0.3)
        return CGPoint(x: start.x, y: start.y + distance)
    }

    private func header(_ stage: ListStage, _ section: Int) -> UICollectionReusableView? {
        stage.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }

    @Test("Dragging a row down into a later section slides everything between up by a row, then drops it there")
    func sectionsBetweenSlideDown() throws {
        let stage = stage([("s", ["A", "B"]), ("m", ["M"]), ("t", ["X", "Y"])])
        let rowHeight = stage.frame(0, 0).height
        // A's centre goes between X's and Y's middles: the slot is after X, before Y.
        let centre = (stage.frame(0, 2).midY + stage.frame(1, 2).midY) / 2
        _ = try drag(stage, item: 0, section: 0, by: centre - stage.frame(0, 0).midY)
        let up = CGAffineTransform(translationX: 0, y: -rowHeight)
        #expect(stage.cell(1, 0)?.transform == up, "B closes the gap A left")
        #expect(header(stage, 1)?.transform == up, "the section in between slides up with its header")
        #expect(stage.cell(0, 1)?.transform == up)
        #expect(header(stage, 2)?.transform == up, "the target section's header slides up")
        #expect(stage.cell(0, 2)?.transform == up, "X, before the slot, slides up")
        #expect(stage.cell(1, 2)?.transform == .identity, "Y, after the slot, stays")
        #expect(header(stage, 0)?.transform == .identity)
        stage.app.touchUp()
        stage.app.advance(by: 0.3)
        #expect(stage.dataSource.snapshot().itemIdentifiers(inSection: "s") == ["B"])
        #expect(stage.dataSource.snapshot().itemIdentifiers(inSection: "t") == ["X", "A", "Y"])
        for section in 0..<3 {
            #expect(header(stage, section)?.transform ?? .identity == .identity)
            for item in 0..<stage.collectionView.numberOfItems(inSection: section) {
                #expect(stage.cell(item, section)?.transform == .identity)
            }
        }
    }

    @Test("Dragging a row up into an earlier section slides everything between down by a row")
    func sectionsBetweenSlideUp() throws {
        let stage = stage([("s", ["A", "B"]), ("m", ["M"]), ("t", ["X", "Y"])])
        let rowHeight = stage.frame(0, 0).height
        // Y's centre goes between A's and B's middles: the slot is before B.
        let centre = (stage.frame(0, 0).midY + stage.frame(1, 0).midY) / 2
        _ = try drag(stage, item: 1, section: 2, by: centre - stage.frame(1, 2).midY)
        let down = CGAffineTransform(translationX: 0, y: rowHeight)
        #expect(stage.cell(0, 0)?.transform == .identity, "A, before the slot, stays")
        #expect(stage.cell(1, 0)?.transform == down, "B makes room")
        #expect(header(stage, 1)?.transform == down)
        #expect(stage.cell(0, 1)?.transform == down)
        #expect(header(stage, 2)?.transform == down)
        #expect(stage.cell(0, 2)?.transform == down, "X, before Y's home, slides down")
        stage.app.touchUp()
        stage.app.advance(by: 0.3)
        #expect(stage.dataSource.snapshot().itemIdentifiers(inSection: "s") == ["A", "Y", "B"])
        #expect(stage.dataSource.snapshot().itemIdentifiers(inSection: "t") == ["X"])
    }

    @Test("Mid-drag into a later section renders with the sections between slid up, light and dark, at scale 3")
    func midDragRenders() throws {
        for dark in [false, true] {
            let stage = stage([("s", ["A", "B"]), ("m", ["M"]), ("t", ["X", "Y"])], dark: dark, scale: 3)
            let centre = (stage.frame(0, 2).midY + stage.frame(1, 2).midY) / 2
            _ = try drag(stage, item: 0, section: 0, by: centre - stage.frame(0, 0).midY)
            let file = "reorder-between-\(dark ? "dark" : "light").png"
            let png = stage.app.renderPNG()
            try png.write(to: FileManager.default.temporaryDirectory.appendingPathComponent(file))
            #expect(png.count > 1000)
            stage.app.touchUp()
            stage.app.advance(by: 0.3)
        }
    }

    @Test("An empty section with a header takes a row dropped over its header")
    func emptySectionTakesDrop() throws {
        let stage = stage([("s", ["A", "B"]), ("e", []), ("t", ["X"])])
        let emptyHeader = stage.supplementaryFrame(UICollectionView.elementKindSectionHeader, 1)
        #expect(emptyHeader.height > 0)
        var sections: [String] = []
        stage.dataSource.reorderingHandlers.didReorder = { transaction in
            sections = transaction.sectionTransactions.map { "\($0.sectionIdentifier):\($0.finalSnapshot.items.joined())" }
        }
        _ = try drag(stage, item: 0, section: 0, by: emptyHeader.midY - stage.frame(0, 0).midY)
        #expect(header(stage, 2)?.transform == .identity, "nothing after the empty section moves")
        #expect(stage.cell(1, 0)?.transform == CGAffineTransform(translationX: 0, y: -stage.frame(0, 0).height))
        stage.app.touchUp()
        stage.app.advance(by: 0.3)
        #expect(stage.dataSource.snapshot().itemIdentifiers(inSection: "s") == ["B"])
        #expect(stage.dataSource.snapshot().itemIdentifiers(inSection: "e") == ["A"])
        #expect(stage.dataSource.snapshot().itemIdentifiers(inSection: "t") == ["X"])
        #expect(sections.sorted() == ["e:A", "s:B"])
    }
}
