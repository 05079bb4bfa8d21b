import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Only the rows in view have cells, reused from a queue as the table scrolls.
@MainActor
@Suite struct TableViewTilingTests {
    /// 10,000 rows in `make test`, 100,000 in the long runs (`make test-long`).
    @Test(
        "A table of many rows flicked end to end keeps at most 21 cells and asks for each row's cell once",
        arguments: LongRuns.arguments(quick: [10_000], long: [100_000]))
    func manyRowsByFlicks(rows: Int) {
        let stage = TableStage(counts: [rows])
        // Cells without text: this test is about tiling, not about drawing labels.
        stage.source.configuresText = false
        stage.source.cellForRowCalls = 0
        stage.source.cellsSeen = []
        stage.table.reloadData()
        stage.app.runTurn()
        let table = stage.table
        // 844 points show 19.2 rows of 44: 20 cells at rest, 21 when a row straddles each edge.
        #expect(stage.liveCells.count == 20)
        #expect(stage.source.cellForRowCalls == 20)
        #expect(stage.source.cellsSeen.count == 20)
        #expect(table.contentSize == CGSize(width: 390, height: 44 * CGFloat(rows)))
        #expect(table.indexPathsForVisibleRows == (0..<20).map { IndexPath(row: $0, section: 0) })

        var maximumLive = 0
        var flicks = 0
        let end = 44 * CGFloat(rows) - 844
        while table.contentOffset.y < end {
            // A fast upward flick (40,000 pt/s over 1/64 s, 625 points of finger travel), then
            // a third of a second of glide before the next flick catches it: at most 667
            // points a frame, less than a screen, so every row passes through view.
            stage.app.flick(
                from: CGPoint(x: 195, y: 750), velocity: CGPoint(x: 0, y: -40_000), duration: 1.0 / 64, steps: 4)
            flicks += 1
            for _ in 0..<20 {
                stage.app.advance(by: 1.0 / 60)
                maximumLive = max(maximumLive, stage.liveCells.count)
                if !table.isDecelerating { break }
            }
            #expect(flicks < 1000, "the flicks must reach the end")
            if flicks >= 1000 { break }
        }
        #expect(table.contentOffset.y == end)
        #expect(maximumLive <= 21)
        #expect(stage.liveCells.count == 20)
        // Every row's cell was asked for exactly once on the way down, from at most 21 cells.
        #expect(stage.source.cellForRowCalls == rows)
        #expect(stage.source.cellsSeen.count <= 21)
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: rows - 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: rows - 1, section: 0))?.tag == rows - 1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        print("\(rows) rows: \(flicks) flicks, at most \(maximumLive) live cells, \(stage.source.cellsSeen.count) cells made")
    }

    @Test("Cells leaving the view go to the reuse queue and come back for new rows, prepared for reuse")
    func reuseQueue() {
        let stage = TableStage(counts: [200])
        let table = stage.table
        let firstCell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(firstCell != nil)
        firstCell?.isSelected = true
        table.contentOffset = CGPoint(x: 0, y: 44 * 20)
        stage.app.runTurn()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(stage.liveCells.count == 20)
        #expect(stage.source.cellForRowCalls == 40)
        #expect(stage.source.cellsSeen.count == 20)
        // The first cell went to the queue and came back for one of rows 20…39.
        let reused = stage.liveCells.first { $0 === firstCell }
        #expect(reused?.isSelected == false)
        #expect(table.indexPath(for: reused!) != nil)
        #expect(table.visibleCells.count == 20)
    }

    @Test("A cell that leaves at the top and is handed out at the bottom in the same pass never leaves the table")
    func sameFrameReuseStaysInTable() {
        let stage = TableStage(counts: [100], cellClass: SuperviewCountingCell.self)
        let table = stage.table
        let top = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? SuperviewCountingCell
        let moves = top?.superviewMoves
        table.contentOffset = CGPoint(x: 0, y: 44)
        table.layoutIfNeeded()
        // Row 0 left and row 20 came in within one pass: the queued cell went straight to row 20.
        #expect(table.cellForRow(at: IndexPath(row: 20, section: 0)) === top)
        #expect(top?.superviewMoves == moves && top?.prepareForReuseCalls == 1)
        #expect(top?.frame == table.rectForRow(at: IndexPath(row: 20, section: 0)))
        // Cells queued and not handed out again leave at the end of the pass: from 21 rows in
        // view (offset 40) to 20 (offset 300).
        table.contentOffset = CGPoint(x: 0, y: 40)
        table.layoutIfNeeded()
        #expect(stage.liveCells.count == 21)
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        #expect(stage.liveCells.count == 20)
        #expect(stage.liveCells.allSatisfy { $0.frame.intersects(table.bounds) })
        #expect(Set(stage.liveCells.map(ObjectIdentifier.init)) == Set(table.visibleCells.map(ObjectIdentifier.init)))
    }

    @Test("Row and section geometry: rects, index paths at points, headers from titles")
    func geometry() {
        let stage = TableStage(counts: [3, 0, 5])
        let table = stage.table
        #expect(table.numberOfSections == 3)
        #expect(table.numberOfRows(inSection: 2) == 5)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 2)) == CGRect(x: 0, y: 4 * 44, width: 390, height: 44))
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 132))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 140)) == IndexPath(row: 0, section: 2))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 400)) == nil)
        #expect(table.indexPathsForVisibleRows?.count == 8)
    }

    @Test("Unregistered identifiers stop dequeueReusableCell(withIdentifier:for:) with UIKit's message")
    func unregisteredIdentifierStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
                _ = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "unable to dequeue a cell with identifier Cell - must register a nib or a class for the identifier or "
                    + "connect a prototype cell in a storyboard"))
    }
}

/// A cell that counts how often it moved between superviews and was prepared for reuse.
final class SuperviewCountingCell: UITableViewCell {
    var superviewMoves = 0
    var prepareForReuseCalls = 0

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        superviewMoves += 1
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCalls += 1
    }
}
