import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The flow layout's lines: justified, the last one left aligned, items centred on their line.
@MainActor
@Suite struct FlowLayoutTests {
    @Test("Vertical: three 100-point items a line across 360 points are justified, the last line left aligned")
    func verticalLines() {
        let stage = CollectionStage(counts: [7, 2]) { layout in
            layout.itemSize = CGSize(width: 100, height: 50)
            layout.sectionInset = UIEdgeInsets(top: 10, left: 15, bottom: 10, right: 15)
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.footerReferenceSize = CGSize(width: 0, height: 30)
        }
        // 390 − 2 × 15 = 360 across: 3 items (320 with the minimum spacing) per line; the
        // spare 60 points make the two gaps 30 each.
        #expect(stage.frame(0) == CGRect(x: 15, y: 50, width: 100, height: 50))
        #expect(stage.frame(1) == CGRect(x: 145, y: 50, width: 100, height: 50))
        #expect(stage.frame(2) == CGRect(x: 275, y: 50, width: 100, height: 50))
        #expect(stage.frame(3) == CGRect(x: 15, y: 110, width: 100, height: 50))
        // The last line keeps the minimum spacing from the leading inset.
        #expect(stage.frame(6) == CGRect(x: 15, y: 170, width: 100, height: 50))
        let cv = stage.collectionView
        let header0 = cv.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        let footer0 = cv.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(header0?.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(footer0?.frame == CGRect(x: 0, y: 230, width: 390, height: 30))
        // Section 1 starts at 260: header 40, inset 10, one line of two items left aligned.
        #expect(stage.frame(0, section: 1) == CGRect(x: 15, y: 310, width: 100, height: 50))
        #expect(stage.frame(1, section: 1) == CGRect(x: 125, y: 310, width: 100, height: 50))
        #expect(cv.contentSize == CGSize(width: 390, height: 260 + 40 + 10 + 50 + 10 + 30))
        // Shown: every item and the four supplementary views; headers above cells.
        #expect(cv.indexPathsForVisibleItems.count == 9)
        #expect(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).map(\.tag) == [0, 1])
        #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))?.frame
            == CGRect(x: 0, y: 370, width: 390, height: 30))
        #expect(cv.indexPathForItem(at: CGPoint(x: 150, y: 120)) == IndexPath(item: 4, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 130, y: 120)) == nil)
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 145, y: 110, width: 100, height: 50))
    }

    @Test("Items of different heights are centred on their line; a lone item on a full line is centred across")
    func mixedSizes() {
        let stage = CollectionStage(counts: [5]) { layout in
            layout.minimumLineSpacing = 8
            layout.minimumInteritemSpacing = 4
        }
        stage.source.sizes = { indexPath in
            [CGSize(width: 300, height: 40), CGSize(width: 200, height: 60), CGSize(width: 150, height: 20),
             CGSize(width: 100, height: 30), CGSize(width: 250, height: 10)][indexPath.item]
        }
        stage.layout.invalidateLayout()
        stage.app.runTurn()
        // Line 0: item 0 alone (300 + 4 + 200 > 390) is centred: x = (390 − 300) / 2.
        #expect(stage.frame(0) == CGRect(x: 45, y: 0, width: 300, height: 40))
        // Line 1: items 1 and 2 (200 + 4 + 150 = 354), justified, 60 high: item 2 centred on it.
        #expect(stage.frame(1) == CGRect(x: 0, y: 48, width: 200, height: 60))
        #expect(stage.frame(2) == CGRect(x: 240, y: 68, width: 150, height: 20))
        // Last line: items 3 and 4, left aligned 4 apart, centred on its 30 points.
        #expect(stage.frame(3) == CGRect(x: 0, y: 116, width: 100, height: 30))
        #expect(stage.frame(4) == CGRect(x: 104, y: 126, width: 250, height: 10))
        #expect(stage.collectionView.contentSize == CGSize(width: 390, height: 146))
    }

    @Test("Horizontal: items fill columns top to bottom, columns are minimumLineSpacing apart")
    func horizontalColumns() {
        let stage = CollectionStage(counts: [7], frame: CGRect(x: 0, y: 0, width: 390, height: 200)) { layout in
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 50, height: 60)
            layout.minimumLineSpacing = 12
            layout.headerReferenceSize = CGSize(width: 30, height: 0)
        }
        // 200 points high: 3 items (60 + 10 + 60 + 10 + 60 = 200) a column, exactly filling it.
        #expect(stage.frame(0) == CGRect(x: 30, y: 0, width: 50, height: 60))
        #expect(stage.frame(1) == CGRect(x: 30, y: 70, width: 50, height: 60))
        #expect(stage.frame(2) == CGRect(x: 30, y: 140, width: 50, height: 60))
        #expect(stage.frame(3) == CGRect(x: 92, y: 0, width: 50, height: 60))
        #expect(stage.frame(6) == CGRect(x: 154, y: 0, width: 50, height: 60))
        let header = stage.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 30, height: 200))
        #expect(stage.collectionView.contentSize == CGSize(width: 204, height: 200))
    }

    @Test("The delegate's per-section insets, spacings and header and footer sizes override the layout's")
    func delegateOverrides() {
        let stage = CollectionStage(counts: [4, 4])
        let delegate = SectionedFlowDelegate()
        stage.collectionView.delegate = delegate
        stage.app.runTurn()
        // Section 0: no header, inset 0, spacing 40 across: (100 + 40) × 2 + 100 = 380 ≤ 390,
        // so 3 a line, justified over 390: gaps of 45; lines 20 apart.
        #expect(stage.frame(1) == CGRect(x: 145, y: 0, width: 100, height: 100))
        #expect(stage.frame(3) == CGRect(x: 0, y: 120, width: 100, height: 100))
        // Section 1 starts at 220: a 25-point header, inset 5 all round (380 across: 3 a
        // line), two lines 10 apart, a 60-point footer.
        #expect(stage.frame(0, section: 1) == CGRect(x: 5, y: 250, width: 100, height: 100))
        #expect(stage.frame(3, section: 1) == CGRect(x: 5, y: 360, width: 100, height: 100))
        let footer = stage.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))
        #expect(footer?.frame == CGRect(x: 0, y: 465, width: 390, height: 60))
        #expect(stage.collectionView.contentSize.height == 525)
    }

    @Test("Pinned headers stay at the top until their section's end pushes them; pinned footers stay at the bottom")
    func pinnedHeadersAndFooters() {
        let stage = CollectionStage(counts: [30, 30, 30]) { layout in
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
            layout.sectionHeadersPinToVisibleBounds = true
            layout.sectionFootersPinToVisibleBounds = true
        }
        let cv = stage.collectionView
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        func shown(_ kind: String, _ section: Int) -> CGRect? {
            cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }
        // Sections are 40 + 10 lines (1,090) + 20 = 1,150 high. At rest, section 0's footer
        // sits at the bottom of the screen instead of at 1,130.
        #expect(shown(header, 0) == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(shown(footer, 0) == CGRect(x: 0, y: 824, width: 390, height: 20))
        cv.contentOffset = CGPoint(x: 0, y: 500)
        stage.app.runTurn()
        #expect(shown(header, 0) == CGRect(x: 0, y: 500, width: 390, height: 40))
        // Near the end of section 0 its header is pushed up by the footer's top (1,130).
        cv.contentOffset = CGPoint(x: 0, y: 1_100)
        stage.app.runTurn()
        #expect(shown(header, 0) == CGRect(x: 0, y: 1_090, width: 390, height: 40))
        #expect(shown(footer, 0) == CGRect(x: 0, y: 1_130, width: 390, height: 20))
        #expect(shown(header, 1) == CGRect(x: 0, y: 1_150, width: 390, height: 40))
        // Headers are above the cells scrolling under them.
        let headerView = cv.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))!
        let cellView = cv.visibleCells.first!
        #expect(cv.subviews.firstIndex { $0 === headerView }! > cv.subviews.firstIndex { $0 === cellView }!)
    }

    @Test("A new width lays the lines out again; scrolling does not invalidate the layout")
    func boundsChanges() {
        let stage = CollectionStage(counts: [12])
        let layout = stage.layout
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 300, width: 390, height: 844)) == false)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 500, height: 844)) == true)
        // 390 wide: 3 a line; 500 wide: 4 a line (430 ≤ 500).
        #expect(stage.frame(3) == CGRect(x: 0, y: 110, width: 100, height: 100))
        stage.collectionView.frame = CGRect(x: 0, y: 0, width: 500, height: 844)
        stage.app.runTurn()
        #expect(stage.frame(3) == CGRect(x: 400, y: 0, width: 100, height: 100))
        #expect(stage.collectionView.contentSize == CGSize(width: 500, height: 320))
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minX == 400)
    }

    @Test("scrollToItem puts the item at the top, centre or bottom, clamped to the content")
    func scrollToItem() {
        let stage = CollectionStage(counts: [300])
        let cv = stage.collectionView
        cv.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
        // Item 30 is on line 10, at y = 1100.
        #expect(cv.contentOffset.y == 1100)
        #expect(cv.cellForItem(at: IndexPath(item: 30, section: 0)) != nil)
        #expect(cv.indexPathsForVisibleItems.first == IndexPath(item: 30, section: 0))
        cv.scrollToItem(at: IndexPath(item: 60, section: 0), at: .centeredVertically, animated: false)
        // Item 60's line (20) is at 2200…2300: its middle, 2250, at the middle of 844 points.
        #expect(cv.contentOffset.y == 1_828)
        cv.scrollToItem(at: IndexPath(item: 299, section: 0), at: .bottom, animated: false)
        // The last line is line 99: it ends at 99 × 110 + 100 = 10,990, the content's end.
        #expect(cv.contentOffset.y == 10_146)
        cv.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
        #expect(cv.contentOffset.y == 0)
    }
}

/// A flow-layout delegate giving section 0 wide spacing and section 1 a header, insets and a
/// footer; items keep the layout's itemSize.
@MainActor
final class SectionedFlowDelegate: UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        section == 0 ? .zero : UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { section == 0 ? 20 : 10 }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { section == 0 ? 40 : 10 }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { CGSize(width: 0, height: section == 1 ? 25 : 0) }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { CGSize(width: 0, height: section == 1 ? 60 : 0) }
}
