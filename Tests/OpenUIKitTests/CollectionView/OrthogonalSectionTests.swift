import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Orthogonal sections: a row of cards scrolling sideways in a vertical collection view.
@MainActor
@Suite struct OrthogonalSectionTests {
    private func frame(_ cv: UICollectionView, _ item: Int, _ section: Int) -> CGRect? {
        cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("The cards line up across the layout in a scroll view spanning their section")
    func frames() {
        let stage = OrthogonalStage()
        let cv = stage.collectionView
        #expect(frame(cv, 0, 0) == CGRect(x: 0, y: 0, width: 390, height: 200))
        // Cards follow one another 310 points apart from the leading inset of 20.
        #expect(frame(cv, 0, 1) == CGRect(x: 20, y: 210, width: 300, height: 250))
        #expect(frame(cv, 1, 1) == CGRect(x: 330, y: 210, width: 300, height: 250))
        #expect(frame(cv, 19, 1) == CGRect(x: 20 + 19 * 310, y: 210, width: 300, height: 250))
        // The section is 10 + 250 + 10 tall, so the list starts at 470.
        #expect(frame(cv, 0, 2) == CGRect(x: 0, y: 470, width: 390, height: 80))
        #expect(cv.contentSize == CGSize(width: 390, height: 470 + 800))
        let scroller = stage.scroller
        #expect(scroller.frame == CGRect(x: 0, y: 200, width: 390, height: 270))
        #expect(scroller.contentSize == CGSize(width: 20 + 20 * 300 + 19 * 10 + 20, height: 270))
        // Cards 0 and 1 are in view; the cards live in the scroller, placed in its content.
        #expect(cv.indexPathsForVisibleItems.filter { $0.section == 1 } == [[1, 0], [1, 1]])
        let card = cv.cellForItem(at: [1, 1])
        #expect(card?.superview === scroller)
        #expect(card?.frame == CGRect(x: 330, y: 10, width: 300, height: 250))
        // Banner, two cards, rows 0–4 (row 4 starts at 790 < 844).
        #expect(cv.visibleCells.count == 1 + 2 + 5)
        #expect(stage.liveCells.count == 8)
        #expect(cv.indexPathForItem(at: CGPoint(x: 340, y: 300)) == [1, 1])
        #expect(cv.indexPathForItem(at: CGPoint(x: 325, y: 300)) == nil)
    }

    @Test("A horizontal drag on the cards scrolls only their section; the shown cards follow")
    func horizontalDrag() {
        let stage = OrthogonalStage()
        let cv = stage.collectionView
        stage.app.drag(from: CGPoint(x: 300, y: 335), to: CGPoint(x: 100, y: 335), lift: false)
        let moved = stage.scroller.contentOffset
        #expect(moved.y == 0)
        // The finger's 200 points less the 10 it travels before the pan begins.
        #expect(moved.x == 190)
        #expect(cv.contentOffset == .zero)
        stage.app.touchUp()
        stage.settle()
        let offset = stage.scroller.contentOffset.x
        #expect(offset >= moved.x)
        #expect(cv.contentOffset == .zero)
        // The cards shown are exactly those meeting [offset, offset + 390).
        let expected = (0..<20).filter { card in
            let minX = 20 + CGFloat(card) * 310
            return minX < offset + 390 && minX + 300 > offset
        }.map { IndexPath(item: $0, section: 1) }
        #expect(cv.indexPathsForVisibleItems.filter { $0.section == 1 } == expected)
        // Hit-testing sees the scrolled cards.
        let firstShown = expected[0]
        let cardFrame = frame(cv, firstShown.item, 1)!
        let onScreenX = max(cardFrame.minX - offset, 0) + 5
        #expect(cv.indexPathForItem(at: CGPoint(x: onScreenX, y: 300)) == firstShown)
    }

    @Test("A vertical drag that starts on the cards scrolls the whole collection view")
    func verticalDragOnCards() {
        let stage = OrthogonalStage()
        let cv = stage.collectionView
        stage.app.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 200), lift: false)
        #expect(cv.contentOffset.x == 0)
        #expect(cv.contentOffset.y == 190)
        #expect(stage.scroller.contentOffset == .zero)
        stage.app.touchUp()
        stage.settle()
        #expect(stage.scroller.contentOffset == .zero)
        #expect(cv.contentOffset.y > 0)
    }

    private func flickedOffset(_ behavior: NSCollectionLayoutSection.OrthogonalScrollingBehavior) -> CGFloat {
        let stage = OrthogonalStage(behavior: behavior)
        stage.app.flick(from: CGPoint(x: 300, y: 335), velocity: CGPoint(x: -1000, y: 0))
        stage.settle()
        #expect(stage.collectionView.contentOffset == .zero)
        #expect(stage.scroller.isDecelerating == false)
        return stage.scroller.contentOffset.x
    }

    @Test("Paging behaviours rest where UIKit's do")
    func pagingTargets() {
        // .paging: one page of the section's width.
        #expect(flickedOffset(.paging) == 390)
        // .groupPaging: the next group's leading edge at the leading inset (card 1 at 330 − 20).
        #expect(flickedOffset(.groupPaging) == 310)
        // .groupPagingCentered: the next group centred (card 1's centre 480 − 195).
        #expect(flickedOffset(.groupPagingCentered) == 285)
        // .continuousGroupLeadingBoundary: the fast glide from about 125 would end near 225; it
        // ends instead on the nearest group leading edge, card 1's.
        #expect(flickedOffset(.continuousGroupLeadingBoundary) == 310)
        // .continuous: no snapping; the normal-rate glide carries well past the 125-point drag,
        // between two leading edges.
        let continuous = flickedOffset(.continuous)
        #expect(continuous > 500)
        #expect(continuous.truncatingRemainder(dividingBy: 310) != 0)
    }

    @Test("Flicking through 1,000 cards keeps the cells bounded")
    func boundedCells() {
        let stage = OrthogonalStage(cards: 1_000, cardWidth: 100)
        let cv = stage.collectionView
        var mostLive = 0
        var flicks = 0
        let end = stage.scroller.contentSize.width - 390
        while stage.scroller.contentOffset.x < end && flicks < 400 {
            stage.app.flick(from: CGPoint(x: 350, y: 335), velocity: CGPoint(x: -2400, y: 0))
            for _ in 0..<30 {
                stage.app.advance(by: 1.0 / 15)
                mostLive = max(mostLive, stage.liveCells.count)
            }
            flicks += 1
        }
        stage.settle()
        #expect(flicks > 20)
        #expect(stage.scroller.contentOffset.x == end)
        #expect(cv.cellForItem(at: [1, 999]) != nil)
        // At most 5 cards (100 wide, 110 apart, across 390) plus the banner and 5 rows are ever
        // shown, and the pool keeps the cells made at that count.
        #expect(mostLive == 11)
        #expect(stage.source.cellsSeen.count == 11)
        #expect(stage.source.cellForItemCalls > 1_000)
    }

    @Test("A tap on a scrolled card selects it")
    func tapSelects() {
        let stage = OrthogonalStage()
        let cv = stage.collectionView
        stage.scroller.contentOffset = CGPoint(x: 310, y: 0)
        stage.app.runTurn()
        #expect(cv.indexPathForItem(at: CGPoint(x: 175, y: 335)) == [1, 1])
        stage.app.tap(at: CGPoint(x: 175, y: 335))
        stage.app.runTurn()
        #expect(cv.indexPathsForSelectedItems == [[1, 1]])
        #expect(cv.cellForItem(at: [1, 1])?.isSelected == true)
        #expect(stage.source.calls.contains(.call("collection", "didSelectItemAt", at: [1, 1])))
    }

    @Test("scrollToItem scrolls a card's section sideways and the collection view down to it")
    func scrollToItem() {
        let stage = OrthogonalStage(rows: 20)
        let cv = stage.collectionView
        cv.contentOffset = CGPoint(x: 0, y: 400)
        stage.app.runTurn()
        cv.scrollToItem(at: [1, 10], at: [.centeredHorizontally, .top], animated: false)
        // Card 10 runs 3120…3420: centred, its section scrolls to 3270 − 195.
        #expect(stage.scroller.contentOffset == CGPoint(x: 3075, y: 0))
        #expect(cv.contentOffset == CGPoint(x: 0, y: 210))
        #expect(cv.cellForItem(at: [1, 10])?.superview === stage.scroller)
        #expect(cv.indexPathForItem(at: CGPoint(x: 195, y: 335)) == [1, 10])
    }

    @Test("The visible-items handler sees the shown cards and the section's offset; what it changes reaches the cells")
    func visibleItemsHandler() {
        final class Record { var calls: [(items: [IndexPath], offset: CGPoint)] = [] }
        let record = Record()
        let stage = OrthogonalStage { items, offset, environment in
            record.calls.append((items.map(\.indexPath), offset))
            // A carousel: the card nearest the middle of the screen is full, the others fade.
            let middle = offset.x + environment.container.contentSize.width / 2
            for item in items { item.alpha = abs(item.center.x - middle) < 155 ? 1 : 0.5 }
        }
        let cv = stage.collectionView
        #expect(record.calls.last?.items == [[1, 0], [1, 1]])
        #expect(record.calls.last?.offset == .zero)
        // Card 0's centre (170) is 25 from the middle (195); card 1's (480) is 285.
        #expect(cv.cellForItem(at: [1, 0])?.alpha == 1)
        #expect(cv.cellForItem(at: [1, 1])?.alpha == 0.5)
        stage.scroller.contentOffset = CGPoint(x: 310, y: 0)
        stage.app.runTurn()
        #expect(record.calls.last?.offset == CGPoint(x: 310, y: 0))
        // Card 0's last 10 points are still in view; card 1 (centre 480) is now the middle one.
        #expect(record.calls.last?.items == [[1, 0], [1, 1], [1, 2]])
        #expect(cv.cellForItem(at: [1, 0])?.alpha == 0.5)
        #expect(cv.cellForItem(at: [1, 1])?.alpha == 1)
        #expect(cv.cellForItem(at: [1, 2])?.alpha == 0.5)
        // The layout's own attributes are unchanged.
        #expect(cv.layoutAttributesForItem(at: [1, 1])?.alpha == 1)
        #expect(cv.layoutAttributesForItem(at: [1, 2])?.alpha == 1)
    }

    @Test("The App-Store-like screen renders with its cards scrolled")
    func render() throws {
        let stage = OrthogonalStage()
        let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink]
        for cell in stage.liveCells { cell.backgroundColor = colors[cell.tag % colors.count] }
        stage.scroller.contentOffset = CGPoint(x: 160, y: 0)
        stage.app.runTurn()
        for cell in stage.liveCells {
            cell.backgroundColor = colors[cell.tag % colors.count]
            cell.layer.cornerRadius = cell.tag >= 100_000 && cell.tag < 200_000 ? 16 : 0
        }
        stage.app.runTurn()
        // Cards 0 (−140…160) and 1 (170…470) show, in their section's scroll view.
        #expect(stage.collectionView.indexPathsForVisibleItems.filter { $0.section == 1 } == [[1, 0], [1, 1]])
        let png = stage.app.renderPNG()
        #expect(png.count > 1_000)
        try png.write(to: URL(fileURLWithPath: "/tmp/orthogonal-app-store.png"))
    }
}

@MainActor
@Suite struct OrthogonalSectionUpdateTests {
    @Test("A shown card moved by a batch update out of the orthogonal section joins the collection view")
    func moveOut() {
        let stage = OrthogonalStage()
        let cv = stage.collectionView
        let card = cv.cellForItem(at: [1, 0])
        #expect(card?.superview === stage.scroller)
        stage.source.counts = [1, 19, 11]
        cv.performBatchUpdates {
            cv.moveItem(at: [1, 0], to: [2, 0])
        }
        stage.app.runTurn()
        let moved = cv.cellForItem(at: [2, 0])
        #expect(moved === card)
        #expect(moved?.superview === cv)
        #expect(moved?.frame == CGRect(x: 0, y: 470, width: 390, height: 80))
        // The next card takes the first place in the scroller.
        #expect(cv.cellForItem(at: [1, 0])?.superview === stage.scroller)
        #expect(cv.cellForItem(at: [1, 0])?.frame == CGRect(x: 20, y: 10, width: 300, height: 250))
    }
}
