import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Rows highlighted under the finger and selected when it lifts.
@MainActor
@Suite struct TableViewSelectionTests {
    @Test("A tap highlights the row, then selects it at the lift; a tap on another row moves the selection")
    func tapSelects() {
        let stage = TableStage(counts: [50])
        let table = stage.table
        stage.app.tap(at: stage.center(of: IndexPath(row: 2, section: 0)))
        #expect(stage.source.calls == [
            .call("table", "didHighlightRowAt", at: [0, 2]), .call("table", "didUnhighlightRowAt", at: [0, 2]),
            .call("table", "willSelectRowAt", at: [0, 2]), .call("table", "didSelectRowAt", at: [0, 2]),
        ])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        stage.source.recorder.clear()
        stage.app.tap(at: stage.center(of: IndexPath(row: 5, section: 0)))
        #expect(stage.source.calls == [
            .call("table", "didHighlightRowAt", at: [0, 5]), .call("table", "didUnhighlightRowAt", at: [0, 5]),
            .call("table", "willSelectRowAt", at: [0, 5]), .call("table", "willDeselectRowAt", at: [0, 2]),
            .call("table", "didDeselectRowAt", at: [0, 2]), .call("table", "didSelectRowAt", at: [0, 5]),
        ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
        table.deselectRow(at: IndexPath(row: 5, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0))?.isSelected == false)
    }

    @Test("A finger held on a row highlights it after the scroll view's hold; dragging to scroll cancels it")
    func scrollingCancelsHighlight() {
        let stage = TableStage(counts: [50])
        let table = stage.table
        let point = stage.center(of: IndexPath(row: 3, section: 0))
        stage.app.touchDown(at: point)
        #expect(stage.source.calls.isEmpty)
        stage.app.advance(by: 0.2)
        #expect(stage.source.calls == [.call("table", "didHighlightRowAt", at: [0, 3])])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isHighlighted == true)
        for step in 1...6 {
            stage.app.advance(by: 1.0 / 64)
            stage.app.touchMove(to: CGPoint(x: point.x, y: point.y - CGFloat(step) * 20))
        }
        stage.app.touchUp()
        #expect(stage.source.calls == [
            .call("table", "didHighlightRowAt", at: [0, 3]), .call("table", "didUnhighlightRowAt", at: [0, 3]),
        ])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isHighlighted == false)
        #expect(table.contentOffset.y > 0)
    }

    @Test("With multiple selection, taps add rows and a tap on a selected row deselects it")
    func multipleSelection() {
        let stage = TableStage(counts: [50])
        let table = stage.table
        table.allowsMultipleSelection = true
        stage.app.tap(at: stage.center(of: IndexPath(row: 1, section: 0)))
        stage.app.tap(at: stage.center(of: IndexPath(row: 4, section: 0)))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 0)])
        stage.source.recorder.clear()
        stage.app.tap(at: stage.center(of: IndexPath(row: 1, section: 0)))
        #expect(stage.source.calls == [
            .call("table", "didHighlightRowAt", at: [0, 1]), .call("table", "didUnhighlightRowAt", at: [0, 1]),
            .call("table", "willDeselectRowAt", at: [0, 1]), .call("table", "didDeselectRowAt", at: [0, 1]),
        ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
    }

    @Test("selectRow(at:animated:scrollPosition:) selects and scrolls without telling the delegate")
    func programmaticSelection() {
        let stage = TableStage(counts: [100])
        let table = stage.table
        table.selectRow(at: IndexPath(row: 60, section: 0), animated: false, scrollPosition: .top)
        stage.app.runTurn()
        #expect(stage.source.calls.isEmpty)
        #expect(table.contentOffset.y == CGFloat(60 * 44))
        #expect(table.cellForRow(at: IndexPath(row: 60, section: 0))?.isSelected == true)
        table.allowsSelection = false
        stage.app.tap(at: stage.center(of: IndexPath(row: 61, section: 0)))
        #expect(stage.source.calls.isEmpty)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 60, section: 0))
    }
}
