import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Batch updates checked against the data source, with cells and selection following items.
@MainActor
@Suite struct CollectionViewUpdateTests {
    @Test("Inserts, deletes and moves in one batch keep the surviving items' cells and selection")
    func batchKeepsCells() {
        let stage = CollectionStage(counts: [10, 4])
        let cv = stage.collectionView
        let cell3 = cv.cellForItem(at: IndexPath(item: 3, section: 0))
        let cell5 = cv.cellForItem(at: IndexPath(item: 5, section: 0))
        cv.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        var completed = false
        cv.performBatchUpdates({
            stage.source.counts = [10, 4]
            cv.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
            cv.insertItems(at: [IndexPath(item: 9, section: 0), IndexPath(item: 0, section: 1)])
            cv.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 8, section: 0))
            cv.moveItem(at: IndexPath(item: 2, section: 1), to: IndexPath(item: 0, section: 0))
        }, completion: { completed = $0 })
        // The completion comes once the update's animation has ended.
        #expect(!completed)
        stage.app.runFrames(for: 0.35)
        #expect(completed)
        #expect(cv.numberOfItems(inSection: 0) == 10)
        #expect(cv.numberOfItems(inSection: 1) == 4)
        // Item 3 moved to 8. The items that stay (2, 4, 5, …) fill the slots the insertion and
        // the moves leave free, in order, from slot 1: item 5 is item 3 now, still selected
        // with the same cell.
        #expect(cv.cellForItem(at: IndexPath(item: 8, section: 0)) === cell3)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0)) === cell5)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(cell5?.isSelected == true)
        #expect(cv.indexPathsForVisibleItems.count == 14)
    }

    @Test("Section inserts and deletes, reloads and reloadData")
    func sectionsAndReloads() {
        let stage = CollectionStage(counts: [3, 3, 3])
        let cv = stage.collectionView
        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 2))
        stage.source.counts = [3, 3, 2]
        cv.performBatchUpdates {
            cv.deleteSections([0])
            cv.insertSections([2])
        }
        #expect(cv.numberOfSections == 3)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 1)) === cell)
        let calls = stage.source.cellForItemCalls
        cv.reloadItems(at: [IndexPath(item: 0, section: 0)])
        #expect(stage.source.cellForItemCalls == calls + 1)
        cv.reloadData()
        stage.app.runTurn()
        #expect(stage.source.cellForItemCalls == calls + 1 + 8)
    }

    /// Runs one update in a child process that must stop, and returns its standard error.
    private static func stderrOfFailing(_ scenario: Int) async -> String {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [scenario] in
            await MainActor.run {
                let stage = CollectionStage(counts: [4, 2])
                let cv = stage.collectionView
                switch scenario {
                case 0:
                    stage.source.counts = [5, 2]  // one more item, but nothing inserted
                    cv.performBatchUpdates {}
                case 1:
                    stage.source.counts = [4]
                    cv.performBatchUpdates {}
                default:
                    stage.source.counts = [3, 2]
                    cv.deleteItems(at: [IndexPath(item: 7, section: 0)])
                }
            }
        }
        return String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test("A count that disagrees with the recorded changes stops with UIKit's message")
    func invalidItemCount() async {
        let message = await Self.stderrOfFailing(0)
        #expect(message.contains(
            "NSInternalInconsistencyException: Invalid update: invalid number of items in section 0. The number of "
                + "items contained in an existing section after the update (5) must be equal to the number of items "
                + "contained in that section before the update (4), plus or minus the number of items inserted or "
                + "deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved "
                + "into or out of that section (0 moved in, 0 moved out)."))
    }

    @Test("A section count that disagrees stops; deleting a missing item stops")
    func invalidSectionsAndItems() async {
        let sections = await Self.stderrOfFailing(1)
        #expect(sections.contains(
            "Invalid update: invalid number of sections. The number of sections contained in the collection view "
                + "after the update (1) must be equal to the number of sections contained in the collection view "
                + "before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 "
                + "deleted)."))
        let missing = await Self.stderrOfFailing(2)
        #expect(missing.contains("attempt to delete item 7 from section 0 which only contains 4 items before the update"))
    }
}
