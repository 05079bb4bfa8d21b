import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Insertions, deletions, reloads and moves, checked against the data source as UIKit does.
@MainActor
@Suite struct TableViewUpdateTests {
    @Test("Inserting a row asks only for its cell; the cells below move down with their rows")
    func insertRow() {
        let stage = TableStage(counts: [5])
        let table = stage.table
        let oldCell = table.cellForRow(at: IndexPath(row: 2, section: 0))
        stage.source.counts = [6]
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        #expect(table.numberOfRows(inSection: 0) == 6)
        #expect(stage.source.cellForRowCalls == 6)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === oldCell)
        #expect(oldCell?.frame.minY == CGFloat(3 * 44))
        #expect(table.contentSize.height == CGFloat(6 * 44))
        #expect(stage.liveCells.count == 6)
    }

    @Test("A batch deletes rows, inserts a section and reloads a row, then calls its completion")
    func batch() {
        let stage = TableStage(counts: [6])
        let table = stage.table
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        var completed: Bool?
        table.performBatchUpdates({
            stage.source.counts = [4, 2]
            table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
            table.insertSections(IndexSet(integer: 1), with: .automatic)
            table.reloadRows(at: [IndexPath(row: 5, section: 0)], with: .none)
        }, completion: { completed = $0 })
        // The completion comes once the update's animation has ended.
        #expect(completed == nil)
        stage.app.runFrames(for: 0.35)
        #expect(completed == true)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.numberOfRows(inSection: 1) == 2)
        // The selection followed row 4 to row 2; 6 first cells, then the reloaded row and the
        // two rows of the new section.
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(stage.source.cellForRowCalls == 6 + 3)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "0.2")
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "0.3")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "1.1")
        #expect(stage.liveCells.count == 6)
    }

    @Test("beginUpdates/endUpdates nest; moveRow carries the cell to its new place")
    func nestedAndMove() {
        let stage = TableStage(counts: [4])
        let table = stage.table
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.beginUpdates()
        table.beginUpdates()
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        table.endUpdates()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
        table.endUpdates()
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cell)
        #expect(cell?.frame.minY == CGFloat(3 * 44))
        #expect(stage.source.cellForRowCalls == 4)
    }

    @Test("A row count that disagrees with the updates stops with UIKit's message")
    func rowMismatchStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stage = TableStage(counts: [5])
                stage.table.performBatchUpdates({
                    stage.source.counts = [7]
                    stage.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
                })
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "NSInternalInconsistencyException: Invalid update: invalid number of rows in section 0. The number of "
                    + "rows contained in an existing section after the update (7) must be equal to the number of rows "
                    + "contained in that section before the update (5), plus or minus the number of rows inserted or "
                    + "deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved "
                    + "into or out of that section (0 moved in, 0 moved out)."))
    }

    @Test("A section count that disagrees with the updates stops with UIKit's message")
    func sectionMismatchStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stage = TableStage(counts: [5])
                stage.source.counts = [5, 1]
                stage.table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Invalid update: invalid number of sections. The number of sections contained in the table view after "
                    + "the update (2) must be equal to the number of sections contained in the table view before the "
                    + "update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."))
    }
}
