import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Row updates animate on the application clock: cells that stay move, inserted cells come in
/// and deleted ones go out per their row animation, then leave for the reuse queue. The
/// update lasts 0.3 s on the ease-in-out curve, which is exactly half way at half the time.
@MainActor
@Suite struct TableViewAnimatedUpdateTests {
    private func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    /// The centre of the cell's layer as shown now.
    private func shown(_ cell: UITableViewCell?) -> CGPoint { cell?.layer.presentation()?.position ?? .zero }

    private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

    @Test("Inserting with .fade: rows below move from their old places, the new row fades in, all on the clock")
    func insertFade() {
        let stage = TableStage(counts: [5])
        let table = stage.table
        let moving = table.cellForRow(at: row(2))
        stage.source.counts = [6]
        table.insertRows(at: [row(2)], with: .fade)
        let inserted = table.cellForRow(at: row(2))
        // The model is final at once.
        #expect(table.cellForRow(at: row(3)) === moving)
        #expect(moving?.frame.minY == 132 && inserted?.frame.minY == 88 && inserted?.alpha == 1)
        stage.app.advance(by: 0.15)
        #expect(near(shown(moving).y, (110 + 154) / 2))
        #expect(abs((inserted?.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01)
        #expect(near(shown(inserted).y, 110))
        stage.app.runFrames(for: 0.2)
        #expect(stage.liveCells.allSatisfy { $0.layer.animationKeys() == nil })
        #expect(near(shown(moving).y, 154) && inserted?.layer.presentation()?.opacity == 1)
        #expect(stage.liveCells.count == 6)
    }

    @Test("A deleted row's cell slides out left, outside visibleCells and cellForRow, then is reused")
    func deleteLeft() {
        let stage = TableStage(counts: [5])
        let table = stage.table
        let deleted = table.cellForRow(at: row(1))
        let below = table.cellForRow(at: row(2))
        stage.source.counts = [4]
        table.deleteRows(at: [row(1)], with: .left)
        #expect(deleted?.superview === table)
        #expect(!table.visibleCells.contains { $0 === deleted })
        #expect(table.cellForRow(at: row(1)) === below)
        #expect(table.indexPath(for: deleted!) == nil)
        stage.app.advance(by: 0.15)
        // Centre from x 195 to −195 (fully off the left edge); the row below moves up 44.
        #expect(near(shown(deleted).x, 0) && near(shown(deleted).y, 66))
        #expect(near(shown(below).y, (110 + 66) / 2))
        stage.app.runFrames(for: 0.2)
        #expect(deleted?.superview == nil)
        #expect(stage.liveCells.count == 4)
        // The queued cell is the one the next new row gets.
        let made = stage.source.cellsSeen.count
        stage.source.counts = [5]
        table.insertRows(at: [row(4)], with: .none)
        #expect(table.cellForRow(at: row(4)) === deleted)
        #expect(stage.source.cellsSeen.count == made)
        #expect(deleted?.frame.minX == 0)
    }

    @Test("A faded-out cell gets its alpha back before it is reused")
    func fadeOutRestoresAlpha() {
        let stage = TableStage(counts: [5])
        let table = stage.table
        let deleted = table.cellForRow(at: row(3))
        stage.source.counts = [4]
        table.deleteRows(at: [row(3)], with: .fade)
        #expect(deleted?.alpha == 0)
        stage.app.advance(by: 0.15)
        #expect(abs((deleted?.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01)
        stage.app.runFrames(for: 0.2)
        #expect(deleted?.superview == nil && deleted?.alpha == 1)
    }

    @Test("performBatchUpdates completes with true after the animation ends, once the deleted cells are gone")
    func completionTiming() {
        let stage = TableStage(counts: [5])
        let table = stage.table
        let deleted = table.cellForRow(at: row(0))
        let recorder = EventRecorder()
        table.performBatchUpdates({
            stage.source.counts = [4]
            table.deleteRows(at: [row(0)], with: .fade)
        }, completion: { finished in
            let shown = deleted?.superview != nil
            recorder.record(.call("updates", "completion", arguments: ["\(finished)", "deleted cell shown: \(shown)"]))
        })
        // Recorded once performBatchUpdates has returned.
        recorder.record(.call("table", "performBatchUpdates"))
        stage.app.runFrames(for: 0.29)
        #expect(recorder.events == [.call("table", "performBatchUpdates")])
        stage.app.runFrames(for: 0.05)
        #expect(recorder.events == [
            .call("table", "performBatchUpdates"),
            .call("updates", "completion", arguments: ["true", "deleted cell shown: false"]),
        ])
    }

    @Test("Reloading the data cuts the animation short: completion(false), leaving cells queued at once")
    func interrupted() {
        let stage = TableStage(counts: [5])
        let table = stage.table
        let deleted = table.cellForRow(at: row(1))
        var finished: Bool?
        table.performBatchUpdates({
            stage.source.counts = [4]
            table.deleteRows(at: [row(1)], with: .right)
        }, completion: { finished = $0 })
        stage.app.advance(by: 0.1)
        table.reloadData()
        #expect(deleted?.superview == nil)
        stage.app.stepFrame()
        #expect(finished == false)
        #expect(stage.liveCells.count == 4 && stage.liveCells.allSatisfy { $0.layer.animationKeys() == nil })
    }

    @Test("Inside performWithoutAnimation nothing animates; the completion runs on the next turn")
    func withoutAnimation() {
        let stage = TableStage(counts: [5])
        let table = stage.table
        let deleted = table.cellForRow(at: row(0))
        var finished: Bool?
        UIView.performWithoutAnimation {
            table.performBatchUpdates({
                stage.source.counts = [5]
                table.deleteRows(at: [row(0)], with: .fade)
                table.insertRows(at: [row(4)], with: .left)
            }, completion: { finished = $0 })
        }
        // The deleted row's cell went to the reuse queue at once: the inserted row got it.
        #expect(table.cellForRow(at: row(4)) === deleted)
        #expect(stage.liveCells.count == 5)
        #expect(stage.liveCells.allSatisfy { $0.layer.animationKeys() == nil })
        #expect(finished == nil)
        stage.app.runTurn()
        #expect(finished == true)
    }

    @Test(".none: the inserted row appears and the deleted one goes at once, while the others still move")
    func noneAnimation() {
        let stage = TableStage(counts: [5])
        let table = stage.table
        let deleted = table.cellForRow(at: row(0))
        let moving = table.cellForRow(at: row(1))
        stage.source.counts = [5]
        table.performBatchUpdates {
            table.deleteRows(at: [row(0)], with: .none)
            table.insertRows(at: [row(4)], with: .none)
        }
        let inserted = table.cellForRow(at: row(4))
        #expect(deleted?.superview == nil)
        #expect(inserted?.layer.animationKeys() == nil && inserted?.frame.minY == 176)
        stage.app.advance(by: 0.15)
        #expect(near(shown(moving).y, (66 + 22) / 2))
    }

    @Test("Slides come from the side they name; .middle grows from the row's middle")
    func insertDirections() {
        // (animation, expected centre and height of row 2's new cell half way)
        let cases: [(UITableView.RowAnimation, CGPoint, CGFloat)] = [
            (.right, CGPoint(x: 390, y: 110), 44),
            (.left, CGPoint(x: 0, y: 110), 44),
            (.top, CGPoint(x: 195, y: 88), 44),
            (.bottom, CGPoint(x: 195, y: 132), 44),
            (.middle, CGPoint(x: 195, y: 110), 22),
        ]
        for (animation, center, height) in cases {
            let stage = TableStage(counts: [5])
            stage.source.counts = [6]
            stage.table.insertRows(at: [row(2)], with: animation)
            let inserted = stage.table.cellForRow(at: row(2))
            stage.app.advance(by: 0.15)
            let layer = inserted?.layer.presentation()
            #expect(near(shown(inserted).x, center.x) && near(shown(inserted).y, center.y), "\(animation)")
            #expect(near(layer?.bounds.height ?? 0, height), "\(animation)")
            #expect(layer?.opacity == 1, "\(animation)")
        }
    }

    @Test(".automatic slides a first row from the bottom, a last row from the top, and fades a middle row")
    func automatic() {
        let cases: [(Int, CGFloat, Float)] = [(0, 22 + 22, 1), (5, 242 - 22, 1), (3, 154, 0.5)]
        for (inserted, centerY, opacity) in cases {
            let stage = TableStage(counts: [5])
            stage.source.counts = [6]
            stage.table.insertRows(at: [row(inserted)], with: .automatic)
            let cell = stage.table.cellForRow(at: row(inserted))
            stage.app.advance(by: 0.15)
            #expect(near(shown(cell).y, centerY), "row \(inserted)")
            #expect(abs((cell?.layer.presentation()?.opacity ?? 0) - opacity) < 0.01, "row \(inserted)")
        }
    }

    @Test("An enclosing UIView.animate block gives the update its duration")
    func inheritedDuration() {
        let stage = TableStage(counts: [5])
        let table = stage.table
        let moving = table.cellForRow(at: row(1))
        var finished: Bool?
        UIView.animate(withDuration: 1) {
            table.performBatchUpdates({
                stage.source.counts = [4]
                table.deleteRows(at: [row(0)], with: .fade)
            }, completion: { finished = $0 })
        }
        stage.app.advance(by: 0.5)
        #expect(near(shown(moving).y, 44))
        stage.app.runFrames(for: 0.3)
        #expect(finished == nil)
        stage.app.runFrames(for: 0.25)
        #expect(finished == true)
    }

    @Test("While rows animate, the cells are those of the rows in view plus the ones leaving")
    func tilingBound() {
        let stage = TableStage(counts: [100])
        let table = stage.table
        #expect(stage.liveCells.count == 20)
        stage.source.counts = [95]
        table.deleteRows(at: (0..<5).map { row($0) }, with: .fade)
        // 20 rows meet the bounds (844 / 44); the 5 deleted cells fade out.
        #expect(table.visibleCells.count == 20)
        #expect(stage.liveCells.count == 25)
        // Rows 20–24 came into view from below: they move up from where they were.
        let arriving = table.cellForRow(at: row(15))
        #expect(arriving?.textLabel?.text == "0.15")
        stage.app.advance(by: 0.15)
        let oldCenter: CGFloat = 20 * 44 + 22
        let newCenter: CGFloat = 15 * 44 + 22
        #expect(near(shown(arriving).y, (oldCenter + newCenter) / 2))
        stage.app.runFrames(for: 0.2)
        #expect(stage.liveCells.count == 20)
        #expect(Set(stage.liveCells.map(ObjectIdentifier.init)) == Set(table.visibleCells.map(ObjectIdentifier.init)))
    }

    @Test("Scrolling during an update animation loses no cells: rows in view keep cells, moving ones finish, then all are reused")
    func scrollingDuringUpdate() {
        let stage = TableStage(counts: [100])
        let table = stage.table
        stage.source.counts = [97]
        table.deleteRows(at: [row(2), row(3), row(4)], with: .left)
        stage.app.advance(by: 0.1)
        table.contentOffset = CGPoint(x: 0, y: 440)
        table.layoutIfNeeded()
        // Every row meeting the new bounds has its own cell showing its row.
        let rows = table.indexPathsForRows(in: table.bounds) ?? []
        #expect(rows.count == 20)
        let cells = rows.compactMap { table.cellForRow(at: $0) }
        #expect(cells.count == 20 && Set(cells.map(ObjectIdentifier.init)).count == 20)
        #expect(cells.allSatisfy { $0.superview === table && $0.frame.intersects(table.bounds) })
        // Cells still moving or sliding out stay on screen until their animations end.
        #expect(stage.liveCells.count > table.visibleCells.count)
        stage.app.runFrames(for: 0.3)
        #expect(Set(stage.liveCells.map(ObjectIdentifier.init)) == Set(table.visibleCells.map(ObjectIdentifier.init)))
        #expect(stage.liveCells.allSatisfy { $0.alpha == 1 && $0.layer.animationKeys() == nil })
        // Back at the top the queued cells are reused: nothing new is made.
        let made = stage.source.cellsSeen.count
        table.contentOffset = .zero
        table.layoutIfNeeded()
        #expect(stage.source.cellsSeen.count == made)
        #expect(table.cellForRow(at: row(2))?.textLabel?.text == "0.2")
        #expect(table.cellForRow(at: row(2))?.frame.minX == 0)
    }

    @Test("A second batch while the first moves carries on from where the rows are shown")
    func batchDuringBatch() {
        let stage = TableStage(counts: [5])
        let table = stage.table
        let moving = table.cellForRow(at: row(4))
        stage.source.counts = [6]
        table.insertRows(at: [row(0)], with: .fade)
        stage.app.advance(by: 0.15)
        let before = shown(moving).y
        stage.source.counts = [7]
        table.insertRows(at: [row(0)], with: .fade)
        stage.app.stepFrame()
        // One frame later the row has moved on a little, not jumped to the new start or end.
        #expect(shown(moving).y >= before && shown(moving).y < before + 5)
        stage.app.runFrames(for: 0.4)
        #expect(near(shown(moving).y, 6 * 44 + 22))
        #expect(stage.liveCells.count == 7)
    }

    @Test("A diffable data source animates when animatingDifferences is true, and not when false")
    func diffable() {
        let app = HeadlessApp(device: .bareScreen)
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        controller.view.addSubview(table)
        let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        app.runTurn()
        let c = table.cellForRow(at: row(2))
        snapshot.insertItems(["new"], beforeItem: "b")
        var completed = false
        source.apply(snapshot, animatingDifferences: true) { completed = true }
        #expect(table.cellForRow(at: row(3)) === c && c?.layer.animationKeys() != nil)
        #expect(!completed)
        app.runFrames(for: 0.35)
        #expect(completed)
        snapshot.deleteItems(["a"])
        source.apply(snapshot, animatingDifferences: false)
        #expect(table.cellForRow(at: row(2)) === c && c?.layer.animationKeys() == nil)
        #expect(c?.frame.minY == 88)
    }
}
