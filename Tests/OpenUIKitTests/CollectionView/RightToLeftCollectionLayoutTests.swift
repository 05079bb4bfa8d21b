import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A layout written left to right that places `count` 50 × 50 items in one row from x = 0,
/// 10 points apart, and says whether the collection view may mirror it.
@MainActor
final class RowLayout: UICollectionViewLayout {
    let flips: Bool
    let count: Int
    /// The rectangles the collection view asked about.
    var askedRects: [CGRect] = []

    init(flips: Bool, count: Int) {
        self.flips = flips
        self.count = count
        super.init()
    }

    required init?(coder: NSCoder) { fatalError("not decoded") }

    override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }

    override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 844) }

    private func attributes(_ item: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = CGRect(x: CGFloat(item) * 60, y: 0, width: 50, height: 50)
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        askedRects.append(rect)
        return (0..<count).map(attributes).filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(indexPath.item)
    }
}

/// A sideways flow layout of 100-point columns 10 apart whose glides end with a column at the
/// left of the view, in its own (left-to-right) coordinates; it records the velocities asked about.
@MainActor
final class ColumnSnappingLayout: UICollectionViewFlowLayout {
    var velocities: [CGPoint] = []

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 100, height: 100)
        minimumLineSpacing = 10
    }

    required init?(coder: NSCoder) { fatalError("not decoded") }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        velocities.append(velocity)
        return CGPoint(x: (proposedContentOffset.x / 110).rounded() * 110, y: proposedContentOffset.y)
    }
}

/// Collection view layouts in a right-to-left application: a layout that flips (flow and
/// compositional layouts) is mirrored by the collection view, so every frame is the
/// left-to-right one reflected across the content's width and the first item is at the right.
@MainActor
@Suite struct RightToLeftCollectionLayoutTests {
    /// An application of `direction` with a 390 × `height` collection view over `counts`.
    @MainActor
    private struct Stage {
        let app: HeadlessApp
        let collectionView: UICollectionView
        let source: CountingCollectionSource

        init(
            _ direction: UIUserInterfaceLayoutDirection, counts: [Int], height: CGFloat = 844,
            layout: UICollectionViewLayout, cellClass: UICollectionViewCell.Type = UICollectionViewCell.self
        ) {
            app = HeadlessApp(device: .bareScreen, layoutDirection: direction)
            let controller = UIViewController()
            app.makeWindow(rootViewController: controller)
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: height), collectionViewLayout: layout)
            collectionView.contentInsetAdjustmentBehavior = .never
            collectionView.register(cellClass, forCellWithReuseIdentifier: "item")
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "header")
            source = CountingCollectionSource(counts: counts)
            collectionView.dataSource = source
            collectionView.delegate = source
            controller.view.addSubview(collectionView)
            app.runTurn()
        }

        func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }

        /// The frame of the shown cell, in the collection view's content.
        func cellFrame(_ item: Int, _ section: Int = 0) -> CGRect? {
            guard let cell = collectionView.cellForItem(at: IndexPath(item: item, section: section)) else { return nil }
            return cell.superview?.convert(cell.frame, to: collectionView)
        }
    }

    private func mirrored(_ rect: CGRect?, in width: CGFloat) -> CGRect? {
        rect.map { CGRect(x: width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
    }

    private func flowLayout(_ configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        configure(layout)
        return layout
    }

    @Test("Flow and compositional layouts flip; a layout does not by default and is written left to right")
    func defaults() {
        #expect(UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)).flipsHorizontallyInOppositeLayoutDirection)
        #expect(!UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(UICollectionViewLayout().developmentLayoutDirection == .leftToRight)
    }

    @Test("A vertical flow grid right to left: every item, cell and header is the left-to-right frame reflected")
    func flowGridVertical() {
        let configure: (UICollectionViewFlowLayout) -> Void = { $0.headerReferenceSize = CGSize(width: 0, height: 40) }
        let ltr = Stage(.leftToRight, counts: [20], layout: flowLayout(configure))
        let rtl = Stage(.rightToLeft, counts: [20], layout: flowLayout(configure))
        #expect(rtl.collectionView.contentSize == ltr.collectionView.contentSize)
        #expect(rtl.collectionView.contentOffset == .zero)
        // Three 100-point items a line: item 0 at the left edge left to right, at the right edge right to left.
        #expect(ltr.frame(0)?.minX == 0)
        #expect(rtl.frame(0)?.maxX == 390)
        #expect(rtl.frame(2)?.minX == 0)
        for item in 0..<20 {
            #expect(rtl.frame(item) == mirrored(ltr.frame(item), in: 390))
        }
        #expect(rtl.collectionView.indexPathsForVisibleItems == ltr.collectionView.indexPathsForVisibleItems)
        for indexPath in rtl.collectionView.indexPathsForVisibleItems {
            #expect(rtl.cellFrame(indexPath.item) == rtl.frame(indexPath.item))
        }
        let header = IndexPath(item: 0, section: 0)
        let kind = UICollectionView.elementKindSectionHeader
        #expect(
            rtl.collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: header)?.frame
                == ltr.collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: header)?.frame)
        // Hit-testing follows the mirrored frames.
        #expect(rtl.collectionView.indexPathForItem(at: CGPoint(x: 380, y: 50)) == IndexPath(item: 0, section: 0))
        #expect(rtl.collectionView.indexPathForItem(at: CGPoint(x: 10, y: 50)) == IndexPath(item: 2, section: 0))
        withExtendedLifetime((ltr, rtl)) {}
    }

    @Test("A horizontally scrolling flow layout right to left starts at the right end with item 0 in view")
    func flowHorizontal() {
        let configure: (UICollectionViewFlowLayout) -> Void = { $0.scrollDirection = .horizontal }
        let ltr = Stage(.leftToRight, counts: [30], height: 300, layout: flowLayout(configure))
        let rtl = Stage(.rightToLeft, counts: [30], height: 300, layout: flowLayout(configure))
        let cv = rtl.collectionView
        let width = cv.contentSize.width
        #expect(width > 1000)
        #expect(width == ltr.collectionView.contentSize.width)
        for item in [0, 1, 2, 15, 29] {
            #expect(rtl.frame(item) == mirrored(ltr.frame(item), in: width))
        }
        #expect(rtl.frame(0)?.maxX == width)
        // Scrolled to the right end, where item 0 is.
        #expect(cv.contentOffset == CGPoint(x: width - 390, y: 0))
        #expect(cv.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 0)))
        #expect(!cv.indexPathsForVisibleItems.contains(IndexPath(item: 29, section: 0)))
        #expect(ltr.collectionView.contentOffset == .zero)
        // Reloading keeps the place, counted from the right end.
        cv.contentOffset.x = width - 390 - 120
        rtl.app.runTurn()
        cv.reloadData()
        rtl.app.runTurn()
        #expect(cv.contentOffset.x == width - 390 - 120)
        // The content growing at its trailing (left) end leaves the items shown in place.
        let shown = cv.indexPathsForVisibleItems
        let cellFrame = rtl.cellFrame(shown[0].item).map { cv.convert($0, to: nil) }
        rtl.source.counts = [40]
        cv.reloadData()
        rtl.app.runTurn()
        #expect(cv.contentSize.width > width)
        #expect(cv.indexPathsForVisibleItems == shown)
        #expect(rtl.cellFrame(shown[0].item).map { cv.convert($0, to: nil) } == cellFrame)
        // The left end shows the last items.
        cv.contentOffset.x = 0
        rtl.app.runTurn()
        #expect(cv.indexPathsForVisibleItems.contains(IndexPath(item: 39, section: 0)))
        withExtendedLifetime(ltr) {}
    }

    @Test("Content narrower than a sideways-scrolling collection view starts at its right edge")
    func shortHorizontalRow() {
        // One line of items (150 points tall), 210 points of content in 390.
        let rtl = Stage(.rightToLeft, counts: [2], height: 150, layout: flowLayout { $0.scrollDirection = .horizontal })
        #expect(rtl.collectionView.contentSize.width == 210)
        #expect(rtl.frame(0)?.maxX == 390)
        #expect(rtl.frame(1).map { $0.maxX < rtl.frame(0)!.minX } == true)
        #expect(rtl.collectionView.contentOffset == .zero)
        #expect(rtl.cellFrame(0) == rtl.frame(0))
    }

    @Test("A custom layout is mirrored only when it says it flips; it is asked about mirrored rectangles")
    func customLayout() {
        let plain = Stage(.rightToLeft, counts: [3], layout: RowLayout(flips: false, count: 3))
        #expect(plain.frame(0) == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(plain.cellFrame(0) == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(plain.collectionView.indexPathForItem(at: CGPoint(x: 10, y: 10)) == IndexPath(item: 0, section: 0))

        let layout = RowLayout(flips: true, count: 3)
        let flipped = Stage(.rightToLeft, counts: [3], layout: layout)
        #expect(flipped.frame(0) == CGRect(x: 340, y: 0, width: 50, height: 50))
        #expect(flipped.frame(2) == CGRect(x: 220, y: 0, width: 50, height: 50))
        #expect(flipped.cellFrame(0) == CGRect(x: 340, y: 0, width: 50, height: 50))
        #expect(flipped.cellFrame(2) == CGRect(x: 220, y: 0, width: 50, height: 50))
        layout.askedRects.removeAll()
        #expect(flipped.collectionView.indexPathForItem(at: CGPoint(x: 380, y: 10)) == IndexPath(item: 0, section: 0))
        // The probe at x = 380 reached the layout at x = 390 − 381 = 9, in its own coordinates.
        #expect(layout.askedRects == [CGRect(x: 9, y: 10, width: 1, height: 1)])
        #expect(flipped.collectionView.indexPathForItem(at: CGPoint(x: 10, y: 10)) == nil)

        // Left to right a flipping layout is not mirrored.
        let ltr = Stage(.leftToRight, counts: [3], layout: RowLayout(flips: true, count: 3))
        #expect(ltr.frame(0) == CGRect(x: 0, y: 0, width: 50, height: 50))
        withExtendedLifetime((plain, flipped, ltr)) {}
    }

    @Test("The layout direction changing lays the items out mirrored")
    func directionChange() {
        let stage = Stage(.leftToRight, counts: [6], layout: flowLayout())
        #expect(stage.cellFrame(0)?.minX == 0)
        stage.collectionView.semanticContentAttribute = .forceRightToLeft
        stage.collectionView.setNeedsLayout()
        stage.app.runTurn()
        #expect(stage.frame(0)?.maxX == 390)
        #expect(stage.cellFrame(0)?.maxX == 390)
        stage.collectionView.semanticContentAttribute = .forceLeftToRight
        stage.collectionView.setNeedsLayout()
        stage.app.runTurn()
        #expect(stage.cellFrame(0)?.minX == 0)
    }

    @Test("A tap right to left selects the item under the finger")
    func tapSelects() {
        let stage = Stage(.rightToLeft, counts: [20], layout: flowLayout())
        // The top-left cell is item 2.
        stage.app.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(stage.source.calls.contains(.call("collection", "didSelectItemAt", at: IndexPath(item: 2, section: 0))))
        stage.app.tap(at: CGPoint(x: 340, y: 160))
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test("A compositional grid right to left: items of a group run from the right, a leading header is at the right")
    func compositionalGrid() {
        func layout() -> UICollectionViewCompositionalLayout {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .topLeading)]
            return UICollectionViewCompositionalLayout(section: section)
        }
        let ltr = Stage(.leftToRight, counts: [9], layout: layout())
        let rtl = Stage(.rightToLeft, counts: [9], layout: layout())
        for item in 0..<9 {
            #expect(rtl.frame(item) == mirrored(ltr.frame(item), in: 390))
            #expect(rtl.cellFrame(item) == rtl.frame(item))
        }
        // The leading inset is at the right; item 0 ends there.
        #expect(rtl.frame(0)?.maxX == 360)
        #expect(rtl.frame(2)?.minX == 0)
        let header = rtl.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.maxX == 360)
        #expect(header?.frame.width == 150)
        let shownHeader = rtl.collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(shownHeader?.frame == header?.frame)
        withExtendedLifetime((ltr, rtl)) {}
    }

    /// A vertical compositional layout whose section 1 is a row of 300 × 250 cards scrolling
    /// sideways (20-point side insets, 10 between), between a 200-point banner and rows.
    private func orthogonalLayout(
        _ behavior: NSCollectionLayoutSection.OrthogonalScrollingBehavior = .continuous
    ) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let width: NSCollectionLayoutDimension = section == 1 ? .absolute(300) : .fractionalWidth(1)
            let height: CGFloat = section == 0 ? 200 : section == 1 ? 250 : 80
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .absolute(height)),
                subitems: [item])
            let layoutSection = NSCollectionLayoutSection(group: group)
            if section == 1 {
                layoutSection.orthogonalScrollingBehavior = behavior
                layoutSection.interGroupSpacing = 10
                layoutSection.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            }
            return layoutSection
        }
    }

    @Test("An orthogonal section right to left starts at the right end of its row, card 0 at the right")
    func orthogonalSection() throws {
        let stage = Stage(.rightToLeft, counts: [1, 20, 10], layout: orthogonalLayout())
        let cv = stage.collectionView
        let scroller = try #require(cv.subviews.compactMap { $0 as? UIScrollView }.first)
        let content = CGFloat(20 + 20 * 300 + 19 * 10 + 20)
        #expect(scroller.frame == CGRect(x: 0, y: 200, width: 390, height: 270))
        #expect(scroller.contentSize == CGSize(width: content, height: 270))
        #expect(scroller.contentOffset == CGPoint(x: content - 390, y: 0))
        // Card 0 is 20 points in from the right end of the row; card 1 left of it.
        let card0 = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 1)))
        #expect(card0.superview === scroller)
        #expect(card0.frame == CGRect(x: content - 320, y: 10, width: 300, height: 250))
        let card1 = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 1)))
        #expect(card1.frame == CGRect(x: content - 630, y: 10, width: 300, height: 250))
        #expect(cv.indexPathsForVisibleItems.filter { $0.section == 1 } == [[1, 0], [1, 1]])
        // On screen card 0 is at 70…370.
        #expect(cv.indexPathForItem(at: CGPoint(x: 360, y: 300)) == [1, 0])
        #expect(cv.indexPathForItem(at: CGPoint(x: 50, y: 300)) == [1, 1])
        #expect(cv.indexPathForItem(at: CGPoint(x: 380, y: 300)) == nil)
        // A drag from left to right scrolls on toward the later cards.
        stage.app.drag(from: CGPoint(x: 50, y: 335), to: CGPoint(x: 350, y: 335), lift: false)
        #expect(scroller.contentOffset.x == content - 390 - 290)
        stage.app.touchUp()
        for _ in 0..<8 { stage.app.advance(by: 0.5) }
        let offset = scroller.contentOffset.x
        #expect(offset < content - 390 - 290)
        let expected = (0..<20).filter { card in
            let minX = content - 320 - CGFloat(card) * 310
            return minX < offset + 390 && minX + 300 > offset
        }.map { IndexPath(item: $0, section: 1) }
        #expect(cv.indexPathsForVisibleItems.filter { $0.section == 1 } == expected)
        for indexPath in expected {
            let frame = try #require(cv.cellForItem(at: indexPath)).frame
            #expect(frame.minX == content - 320 - CGFloat(indexPath.item) * 310)
        }
        // The rows below are mirrored as a whole (full width, unchanged).
        #expect(stage.frame(0, 2) == CGRect(x: 0, y: 470, width: 390, height: 80))
    }

    @Test("Group paging right to left snaps a card's right edge to the section's leading inset")
    func orthogonalGroupPaging() throws {
        let stage = Stage(.rightToLeft, counts: [1, 20, 10], layout: orthogonalLayout(.groupPaging))
        let cv = stage.collectionView
        let scroller = try #require(cv.subviews.compactMap { $0 as? UIScrollView }.first)
        let content = scroller.contentSize.width
        stage.app.drag(from: CGPoint(x: 100, y: 335), to: CGPoint(x: 250, y: 335), steps: 4, duration: 0.1)
        for _ in 0..<8 { stage.app.advance(by: 0.5) }
        // One card on: card 1's right edge 20 points in from the right.
        let card1 = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 1)))
        let onScreen = card1.superview!.convert(card1.frame, to: cv)
        #expect(onScreen.maxX == 370)
        #expect(scroller.contentOffset.x == content - 390 - 310)
    }

    @Test("Self-sizing cells right to left: the measured frames are the left-to-right ones reflected")
    func selfSizing() {
        func layout() -> UICollectionViewFlowLayout {
            let layout = UICollectionViewFlowLayout()
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            return layout
        }
        let ltr = Stage(.leftToRight, counts: [12], layout: layout(), cellClass: BoxCell.self)
        let rtl = Stage(.rightToLeft, counts: [12], layout: layout(), cellClass: BoxCell.self)
        // Each item is measured to 60 × 50 (a 40-point box and 10-point margins).
        #expect(ltr.frame(0)?.size == CGSize(width: 60, height: 50))
        #expect(rtl.frame(0)?.size == CGSize(width: 60, height: 50))
        for item in 0..<12 {
            #expect(rtl.frame(item) == mirrored(ltr.frame(item), in: 390))
            #expect(rtl.cellFrame(item) == rtl.frame(item))
        }
        #expect(rtl.frame(0)?.maxX == 390)
        withExtendedLifetime((ltr, rtl)) {}
    }

    @Test("An animated insertion right to left ends with every cell at its mirrored frame")
    func animatedUpdate() {
        let ltr = Stage(.leftToRight, counts: [10], layout: flowLayout())
        let rtl = Stage(.rightToLeft, counts: [10], layout: flowLayout())
        for stage in [ltr, rtl] {
            var finished = false
            stage.collectionView.performBatchUpdates({
                stage.source.counts = [11]
                stage.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { finished = $0 })
            // Mid-animation the old item 0 (now 1) is on its way from the right edge.
            stage.app.advance(by: 0.1)
            for _ in 0..<4 { stage.app.advance(by: 0.25) }
            #expect(finished)
        }
        for item in 0..<11 {
            #expect(rtl.frame(item) == mirrored(ltr.frame(item), in: 390))
            #expect(rtl.cellFrame(item) == rtl.frame(item))
        }
        #expect(rtl.cellFrame(1)?.minX == 145)
    }

    @Test("scrollToItem right to left scrolls a sideways flow layout to the mirrored item")
    func scrollToItem() {
        let rtl = Stage(.rightToLeft, counts: [30], height: 300, layout: flowLayout { $0.scrollDirection = .horizontal })
        let cv = rtl.collectionView
        cv.scrollToItem(at: IndexPath(item: 20, section: 0), at: .right, animated: false)
        let frame = rtl.frame(20)!
        #expect(cv.contentOffset.x == frame.maxX - 390)
        #expect(cv.indexPathsForVisibleItems.contains(IndexPath(item: 20, section: 0)))
        #expect(rtl.cellFrame(20) == frame)
    }

    @Test("A glide right to left is snapped by the layout in its own coordinates: a column ends at the right edge")
    func snappingInLayoutCoordinates() {
        let layout = ColumnSnappingLayout()
        let rtl = Stage(.rightToLeft, counts: [30], height: 150, layout: layout)
        let cv = rtl.collectionView
        // 30 columns: 3290 points, shown from the right end.
        #expect(cv.contentSize.width == 3290)
        #expect(cv.contentOffset.x == 2900)
        rtl.app.drag(from: CGPoint(x: 60, y: 75), to: CGPoint(x: 300, y: 75), steps: 6, duration: 0.12)
        for _ in 0..<8 { rtl.app.advance(by: 0.5) }
        // The finger moved right: toward the later columns, forward in the layout's terms.
        #expect(layout.velocities.last.map { $0.x > 0 } == true)
        let offset = cv.contentOffset.x
        #expect(offset < 2900)
        #expect((2900 - offset).truncatingRemainder(dividingBy: 110) == 0)
        // The column the glide stopped at ends at the right edge of the view.
        let column = Int((2900 - offset) / 110)
        #expect(rtl.frame(column).map { $0.maxX - offset } == 390)
    }
}
