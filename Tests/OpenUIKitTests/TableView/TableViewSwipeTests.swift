import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Swipe actions revealed by dragging a row to the left.
@MainActor
@Suite struct TableViewSwipeTests {
    /// A horizontal drag across row 2 from x 300 to x 150.
    private func swipeRowTwo(_ stage: TableStage) {
        let y = stage.center(of: IndexPath(row: 2, section: 0)).y
        stage.app.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 150, y: y), steps: 10, duration: 0.3)
    }

    @Test("A left drag reveals Delete; tapping it commits the deletion, and the row goes")
    func swipeToDelete() {
        let stage = TableStage(counts: [10])
        let table = stage.table
        stage.source.editable = true
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
        swipeRowTwo(stage)
        #expect(cell?.contentView.frame.minX == -74)
        #expect(table.contentOffset.y == 0)
        #expect(stage.source.calls.isEmpty)
        let button = cell?.contentView.superview?.subviews.compactMap { view in
            view.subviews.first { $0 is UIButton } as? UIButton
        }.first
        #expect(button?.currentTitle == "Delete")
        #expect(button?.convert(button?.bounds ?? .zero, to: nil) == CGRect(x: 316, y: 88, width: 74, height: 44))
        stage.app.tap(at: CGPoint(x: 353, y: 110))
        #expect(stage.source.calls == [.call("table", "commit", arguments: ["delete", "[0, 2]"])])
        #expect(table.numberOfRows(inSection: 0) == 9)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "0.3")
        // The deleted row's cell slides out, then waits in the reuse queue; reused, its content
        // is back in place.
        #expect(cell?.superview === table)
        #expect(!table.visibleCells.contains { $0 === cell })
        stage.app.runFrames(for: 0.35)
        #expect(cell?.superview == nil)
        #expect(stage.liveCells.count == 9)
        stage.table.reloadData()
        stage.app.runTurn()
        #expect(stage.liveCells.count == 9)
        #expect(stage.liveCells.allSatisfy { $0.contentView.frame.minX == 0 })
    }

    @Test("Rows the data source does not let edit do not swipe; a short drag springs back")
    func notEditableAndShortDrag() {
        let stage = TableStage(counts: [10])
        let cell = stage.table.cellForRow(at: IndexPath(row: 2, section: 0))
        swipeRowTwo(stage)
        #expect(cell?.contentView.frame.minX == 0)
        // The finger reached the row after the scroll view's hold and moved off: highlighted,
        // then not selected.
        #expect(stage.source.calls == [
            .call("table", "didHighlightRowAt", at: [0, 2]), .call("table", "didUnhighlightRowAt", at: [0, 2]),
        ])
        #expect(stage.table.indexPathForSelectedRow == nil)
        stage.source.recorder.clear()
        stage.source.editable = true
        let y = stage.center(of: IndexPath(row: 2, section: 0)).y
        stage.app.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 270, y: y), steps: 6, duration: 0.2)
        #expect(cell?.contentView.frame.minX == 0)
        #expect(stage.source.calls.isEmpty)
    }

    @Test("The delegate's actions show instead; tapping one runs its handler; a tap elsewhere closes without selecting")
    func customActions() {
        let stage = TableStage(counts: [10])
        let handled = EventRecorder()
        stage.source.swipeActions = { indexPath in
            let flag = UIContextualAction(style: .normal, title: "Flag") { action, _, completion in
                handled.record(.call(action.title ?? "", "handler", at: indexPath))
                completion(true)
            }
            let archive = UIContextualAction(style: .destructive, title: "Archive") { _, _, completion in
                completion(false)
            }
            return UISwipeActionsConfiguration(actions: [flag, archive])
        }
        let cell = stage.table.cellForRow(at: IndexPath(row: 2, section: 0))
        swipeRowTwo(stage)
        #expect(cell?.contentView.frame.minX == -148)
        // Flag is nearest the trailing edge: x 316…390.
        stage.app.tap(at: CGPoint(x: 353, y: 110))
        #expect(handled.events == [.call("Flag", "handler", at: [0, 2])])
        #expect(cell?.contentView.frame.minX == 0)
        swipeRowTwo(stage)
        #expect(cell?.contentView.frame.minX == -148)
        stage.app.tap(at: stage.center(of: IndexPath(row: 6, section: 0)))
        #expect(cell?.contentView.frame.minX == 0)
        #expect(stage.source.calls.isEmpty)
        #expect(stage.table.indexPathForSelectedRow == nil)
    }

    @Test("A touch elsewhere in the table closes the open row and selects nothing; the next tap selects")
    func touchElsewhereCloses() {
        let stage = TableStage(counts: [10])
        stage.source.editable = true
        let cell = stage.table.cellForRow(at: IndexPath(row: 2, section: 0))
        swipeRowTwo(stage)
        #expect(cell?.contentView.frame.minX == -74)
        stage.source.recorder.clear()
        let other = stage.center(of: IndexPath(row: 5, section: 0))
        stage.app.tap(at: other)
        stage.app.runTurn()
        #expect(cell?.contentView.frame.minX == 0, "the open row closed")
        #expect(stage.table.indexPathForSelectedRow == nil, "the closing touch selected nothing")
        stage.app.tap(at: other)
        stage.app.runTurn()
        #expect(stage.table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        #expect(!stage.source.calls.contains { "\($0)".contains("commit") })
    }
}
