import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Item updates animate on the application clock as the layout's default appearing and
/// disappearing attributes say: cells that stay move, inserted ones fade in at their place,
/// deleted ones fade out where they were, then go to the pool. The update lasts 0.3 s on the
/// ease-in-out curve, which is exactly half way at half the time.
@MainActor
@Suite struct CollectionViewAnimatedUpdateTests {
    private func item(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    private func shown(_ cell: UICollectionViewCell?) -> CGPoint { cell?.layer.presentation()?.position ?? .zero }

    private func opacity(_ cell: UICollectionViewCell?) -> Float { cell?.layer.presentation()?.opacity ?? -1 }

    private func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01 }

    private func halfway(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }

    private func identities(_ cells: [UICollectionViewCell]) -> Set<ObjectIdentifier> {
        Set(cells.map(ObjectIdentifier.init))
    }

    @Test("Inserting: the cells after move from their old places, the new item fades in at its own")
    func insertFadesIn() {
        let stage = CollectionStage(counts: [9])
        let cv = stage.collectionView
        let moving = cv.cellForItem(at: item(2))
        let from = moving!.center
        stage.source.counts = [10]
        cv.insertItems(at: [item(0)])
        let inserted = cv.cellForItem(at: item(0))
        #expect(cv.cellForItem(at: item(3)) === moving)
        let to = moving!.center
        #expect(from != to && inserted?.alpha == 1)
        stage.app.advance(by: 0.15)
        #expect(near(shown(moving), halfway(from, to)))
        #expect(abs(opacity(inserted) - 0.5) < 0.01)
        #expect(near(shown(inserted), inserted!.center))
        stage.app.runFrames(for: 0.2)
        #expect(stage.liveCells.allSatisfy { $0.layer.animationKeys() == nil })
        #expect(near(shown(moving), to) && opacity(inserted) == 1)
    }

    @Test("A deleted item's cell fades out where it was, outside visibleCells and cellForItem, then is reused")
    func deleteFadesOut() {
        let stage = CollectionStage(counts: [9])
        let cv = stage.collectionView
        let deleted = cv.cellForItem(at: item(1))
        let place = deleted!.center
        let next = cv.cellForItem(at: item(2))
        stage.source.counts = [8]
        cv.deleteItems(at: [item(1)])
        #expect(deleted?.superview === cv)
        #expect(!cv.visibleCells.contains { $0 === deleted })
        #expect(cv.cellForItem(at: item(1)) === next && cv.indexPath(for: deleted!) == nil)
        #expect(near(next!.center, place))
        stage.app.advance(by: 0.15)
        #expect(abs(opacity(deleted) - 0.5) < 0.01 && near(shown(deleted), place))
        stage.app.runFrames(for: 0.2)
        #expect(deleted?.superview == nil && deleted?.alpha == 1)
        #expect(stage.liveCells.count == 8)
        let made = stage.source.cellsSeen.count
        stage.source.counts = [9]
        UIView.performWithoutAnimation { cv.insertItems(at: [item(8)]) }
        #expect(cv.cellForItem(at: item(8)) === deleted)
        #expect(stage.source.cellsSeen.count == made)
    }

    @Test("moveItem carries the cell from its old place to its new one on the clock")
    func move() {
        let stage = CollectionStage(counts: [9])
        let cv = stage.collectionView
        let cell = cv.cellForItem(at: item(0))
        let from = cell!.center
        cv.moveItem(at: item(0), to: item(7))
        let to = cell!.center
        #expect(cv.cellForItem(at: item(7)) === cell && from != to)
        stage.app.advance(by: 0.15)
        #expect(near(shown(cell), halfway(from, to)))
    }

    @Test("performBatchUpdates completes with true after the animation, false when reloadData cuts it short")
    func completion() {
        let stage = CollectionStage(counts: [9])
        let cv = stage.collectionView
        let deleted = cv.cellForItem(at: item(0))
        let recorder = EventRecorder()
        cv.performBatchUpdates({
            stage.source.counts = [8]
            cv.deleteItems(at: [item(0)])
        }, completion: { finished in
            let shown = deleted?.superview != nil
            recorder.record(.call("updates", "completion", arguments: ["\(finished)", "deleted cell shown: \(shown)"]))
        })
        // Recorded once performBatchUpdates has returned.
        recorder.record(.call("collection", "performBatchUpdates"))
        stage.app.runFrames(for: 0.29)
        #expect(recorder.events == [.call("collection", "performBatchUpdates")])
        stage.app.runFrames(for: 0.05)
        #expect(recorder.events == [
            .call("collection", "performBatchUpdates"),
            .call("updates", "completion", arguments: ["true", "deleted cell shown: false"]),
        ])

        var finished: Bool?
        let second = cv.cellForItem(at: item(0))
        cv.performBatchUpdates({
            stage.source.counts = [7]
            cv.deleteItems(at: [item(0)])
        }, completion: { finished = $0 })
        stage.app.advance(by: 0.1)
        cv.reloadData()
        #expect(second?.superview == nil)
        stage.app.stepFrame()
        #expect(finished == false)
        #expect(stage.liveCells.count == 7 && stage.liveCells.allSatisfy { $0.layer.animationKeys() == nil })
    }

    @Test("Inside performWithoutAnimation nothing animates; the completion runs on the next turn")
    func withoutAnimation() {
        let stage = CollectionStage(counts: [9])
        let cv = stage.collectionView
        var finished: Bool?
        UIView.performWithoutAnimation {
            cv.performBatchUpdates({
                stage.source.counts = [9]
                cv.deleteItems(at: [item(0)])
                cv.insertItems(at: [item(8)])
            }, completion: { finished = $0 })
        }
        #expect(stage.liveCells.count == 9)
        #expect(stage.liveCells.allSatisfy { $0.layer.animationKeys() == nil && $0.alpha == 1 })
        #expect(finished == nil)
        stage.app.runTurn()
        #expect(finished == true)
    }

    @Test("While items animate the cells are those in view plus the leaving ones; scrolling mid-animation loses none")
    func tilingAndScrolling() {
        let stage = CollectionStage(counts: [60])
        let cv = stage.collectionView
        let shownBefore = stage.liveCells.count
        #expect(shownBefore == cv.visibleCells.count)
        stage.source.counts = [57]
        cv.deleteItems(at: [item(0), item(1), item(2)])
        #expect(cv.visibleCells.count == shownBefore)
        #expect(stage.liveCells.count == shownBefore + 3)
        stage.app.advance(by: 0.1)
        cv.contentOffset = CGPoint(x: 0, y: 330)
        cv.layoutIfNeeded()
        // Every item the layout places in the new bounds has its own cell there.
        let wanted = (stage.layout.layoutAttributesForElements(in: cv.bounds) ?? [])
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath)
        let cells = wanted.compactMap { cv.cellForItem(at: $0) }
        #expect(!wanted.isEmpty && cells.count == wanted.count && identities(cells).count == wanted.count)
        #expect(stage.liveCells.count > cv.visibleCells.count)
        stage.app.runFrames(for: 0.3)
        #expect(identities(stage.liveCells) == identities(cv.visibleCells))
        #expect(stage.liveCells.allSatisfy { $0.alpha == 1 && $0.layer.animationKeys() == nil })
        let made = stage.source.cellsSeen.count
        cv.contentOffset = .zero
        cv.layoutIfNeeded()
        #expect(stage.source.cellsSeen.count == made)
        #expect(cv.visibleCells.count == shownBefore)
    }

    @Test("A diffable data source animates when animatingDifferences is true, and not when false")
    func diffable() {
        let stage = CollectionStage(counts: [])
        let cv = stage.collectionView
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, indexPath, item in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.tag = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3])
        source.apply(snapshot, animatingDifferences: false)
        stage.app.runTurn()
        let third = cv.cellForItem(at: item(2))
        snapshot.insertItems([9], beforeItem: 1)
        var completed = false
        source.apply(snapshot, animatingDifferences: true) { completed = true }
        #expect(cv.cellForItem(at: item(3)) === third && third?.layer.animationKeys() != nil)
        #expect(!completed)
        stage.app.runFrames(for: 0.35)
        #expect(completed)
        snapshot.deleteItems([9])
        source.apply(snapshot, animatingDifferences: false)
        #expect(cv.cellForItem(at: item(2)) === third && third?.layer.animationKeys() == nil)
        #expect(stage.liveCells.count == 3)
    }
}
