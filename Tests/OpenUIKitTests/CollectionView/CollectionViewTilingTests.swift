import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Only the items in view have cells, taken from and returned to the reuse pool as the
/// collection view scrolls.
@MainActor
@Suite struct CollectionViewTilingTests {
    @Test("10,000 items flicked end to end keep at most 27 cells and ask for each item's cell once")
    func tenThousandItemsByFlicks() {
        let stage = CollectionStage(counts: [10_000])
        let cv = stage.collectionView
        // 3 items of 100 a line, lines 110 apart: 3,334 lines, the last one 100 high.
        #expect(cv.contentSize == CGSize(width: 390, height: 3_334 * 110 - 10))
        // 844 points meet 8 lines at rest (0…7, line 7 ends at 870), 9 when one straddles each edge.
        #expect(stage.liveCells.count == 24)
        #expect(stage.source.cellForItemCalls == 24)

        var maximumLive = 0
        var flicks = 0
        let end = cv.contentSize.height - 844
        while cv.contentOffset.y < end {
            // A fast flick (40,000 pt/s) then a third of a second of glide: at most 667 points a
            // frame, less than a screen, so every line passes through view.
            stage.app.flick(
                from: CGPoint(x: 195, y: 750), velocity: CGPoint(x: 0, y: -40_000), duration: 1.0 / 64, steps: 4)
            flicks += 1
            for _ in 0..<20 {
                stage.app.advance(by: 1.0 / 60)
                maximumLive = max(maximumLive, stage.liveCells.count)
                if !cv.isDecelerating { break }
            }
            if flicks >= 500 { break }
        }
        #expect(flicks < 500, "the flicks must reach the end")
        #expect(cv.contentOffset.y == end)
        #expect(maximumLive <= 27)
        // Every item's cell was asked for exactly once on the way down, from at most 27 cells.
        #expect(stage.source.cellForItemCalls == 10_000)
        #expect(stage.source.cellsSeen.count <= 27)
        #expect(cv.indexPathsForVisibleItems.last == IndexPath(item: 9_999, section: 0))
        #expect(cv.cellForItem(at: IndexPath(item: 9_999, section: 0))?.tag == 9_999)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(cv.visibleCells.count == stage.liveCells.count)
        print("10,000 items: \(flicks) flicks, at most \(maximumLive) live cells, \(stage.source.cellsSeen.count) cells made")
    }

    @Test("Scrolling a horizontal flow layout shows exactly the columns in view")
    func horizontalTiling() {
        let stage = CollectionStage(counts: [1_000], frame: CGRect(x: 0, y: 0, width: 390, height: 200)) { layout in
            layout.scrollDirection = .horizontal
        }
        let cv = stage.collectionView
        // 200 high holds one 100-point item a column (two need 210); columns 110 apart.
        #expect(cv.contentSize == CGSize(width: 1_000 * 110 - 10, height: 200))
        #expect(cv.indexPathsForVisibleItems == (0..<4).map { IndexPath(item: $0, section: 0) })
        cv.contentOffset = CGPoint(x: 1_100, y: 0)
        stage.app.runTurn()
        #expect(cv.indexPathsForVisibleItems == (10..<14).map { IndexPath(item: $0, section: 0) })
        #expect(stage.source.cellsSeen.count == 4)
        cv.scrollToItem(at: IndexPath(item: 500, section: 0), at: .centeredHorizontally, animated: false)
        // Item 500 is 55,000…55,100 across: its middle at the middle of 390 points.
        #expect(cv.contentOffset.x == 54_855)
        #expect(cv.cellForItem(at: IndexPath(item: 500, section: 0))?.frame == CGRect(x: 55_000, y: 50, width: 100, height: 100))
    }

    @Test("Cells leaving the view go to the pool and come back for new items after prepareForReuse")
    func reusePool() {
        let stage = CollectionStage(counts: [200], cellClass: ResettingCell.self)
        let cv = stage.collectionView
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? ResettingCell
        #expect(first != nil)
        #expect(first?.reuseIdentifier == "item")
        cv.contentOffset = CGPoint(x: 0, y: 110 * 10)
        stage.app.runTurn()
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(stage.source.cellForItemCalls == 48)
        #expect(stage.source.cellsSeen.count == 24)
        #expect(first?.preparedCount == 1)
        #expect(first.map { cv.indexPath(for: $0) } != nil)
        #expect(cv.indexPathsForVisibleItems == (30..<54).map { IndexPath(item: $0, section: 0) })
    }
}

/// A cell counting its prepareForReuse() calls.
final class ResettingCell: UICollectionViewCell {
    var preparedCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        preparedCount += 1
    }
}
