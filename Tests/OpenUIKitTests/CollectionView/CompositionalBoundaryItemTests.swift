import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Section and layout headers and footers of compositional layouts: their frames, pinning
/// while the section scrolls, and tiling (only the ones in view exist, reused).
@MainActor
@Suite struct CompositionalBoundaryItemTests {
    @Test("A header and a footer make room before and after the section's insets and groups")
    func headerAndFooterFrames() {
        let section = listSection(itemHeight: 50)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.boundarySupplementaryItems = [
            boundaryItem(TestKind.header, height: 44, alignment: .top),
            boundaryItem(TestKind.footer, height: 30, alignment: .bottom),
        ]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 16
        let stage = CompositionalStage(
            UICollectionViewCompositionalLayout(section: section, configuration: configuration), counts: [3, 3])
        // Section 0: header 0…44, inset 10, items 54…204, inset 10, footer 214…244.
        #expect(stage.shownFrame(TestKind.header, 0) == CGRect(x: 20, y: 0, width: 350, height: 44))
        #expect(stage.frame(0) == CGRect(x: 20, y: 54, width: 350, height: 50))
        #expect(stage.frame(2) == CGRect(x: 20, y: 154, width: 350, height: 50))
        #expect(stage.shownFrame(TestKind.footer, 0) == CGRect(x: 20, y: 214, width: 350, height: 30))
        // Section 1 starts 16 later, at 260.
        #expect(stage.shownFrame(TestKind.header, 1) == CGRect(x: 20, y: 260, width: 350, height: 44))
        #expect(stage.frame(0, 1) == CGRect(x: 20, y: 314, width: 350, height: 50))
        #expect(stage.shownFrame(TestKind.footer, 1) == CGRect(x: 20, y: 474, width: 350, height: 30))
        #expect(stage.collectionView.contentSize == CGSize(width: 390, height: 504))
        // The data source configured each view (its tag is the section) and the header is above the cells.
        let header = stage.collectionView.supplementaryView(forElementKind: TestKind.header, at: IndexPath(item: 0, section: 1))
        #expect(header?.tag == 1)
        let attributes = stage.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: TestKind.header, at: IndexPath(item: 0, section: 1))
        #expect(attributes?.frame == CGRect(x: 20, y: 260, width: 350, height: 44))
        #expect(attributes?.zIndex == 1)
        #expect(stage.source.supplementaryRequests == [TestKind.header: 2, TestKind.footer: 2])
    }

    @Test("Without following the insets, a header spans the section; one that does not extend overlaps the content")
    func insetsAndExtension() {
        let section = listSection(itemHeight: 50)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.supplementariesFollowContentInsets = false
        let header = boundaryItem(TestKind.header, height: 44, alignment: .top)
        header.extendsBoundary = false
        let narrow = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(20)),
            elementKind: TestKind.footer, alignment: .bottomTrailing, absoluteOffset: CGPoint(x: -5, y: 3))
        section.boundarySupplementaryItems = [header, narrow]
        let stage = CompositionalStage(UICollectionViewCompositionalLayout(section: section), counts: [2])
        #expect(stage.shownFrame(TestKind.header, 0) == CGRect(x: 0, y: 0, width: 390, height: 44))
        // The header takes no room: the items start after the top inset alone.
        #expect(stage.frame(0) == CGRect(x: 20, y: 10, width: 350, height: 50))
        // Items end at 110, inset to 120; the footer sits at the trailing corner, moved by its offset.
        #expect(stage.shownFrame(TestKind.footer, 0) == CGRect(x: 285, y: 123, width: 100, height: 20))
        #expect(stage.collectionView.contentSize == CGSize(width: 390, height: 140))
    }

    @Test("A pinned header stays at the top of the visible bounds until its section's end pushes it off")
    func pinnedHeader() {
        let section = listSection(itemHeight: 50)
        let header = boundaryItem(TestKind.header, height: 44, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let stage = CompositionalStage(UICollectionViewCompositionalLayout(section: section), counts: [20, 20])
        // Section 0: header 0…44, items 44…1,044; section 1: header 1,044…1,088, items to 2,088.
        #expect(stage.collectionView.contentSize.height == 2_088)
        #expect(stage.shownFrame(TestKind.header, 0) == CGRect(x: 0, y: 0, width: 390, height: 44))
        stage.scroll(to: CGPoint(x: 0, y: 300))
        #expect(stage.shownFrame(TestKind.header, 0) == CGRect(x: 0, y: 300, width: 390, height: 44))
        // The pinned header is above every cell.
        let pinned = stage.collectionView.supplementaryView(forElementKind: TestKind.header, at: IndexPath(item: 0, section: 0))
        let subviews = stage.collectionView.subviews
        #expect(subviews.firstIndex { $0 === pinned }! > subviews.lastIndex { $0 is UICollectionViewCell }!)
        stage.scroll(to: CGPoint(x: 0, y: 1_020))
        // Section 0 ends at 1,044: its header is pushed up to 1,000; section 1's is where it lies.
        #expect(stage.shownFrame(TestKind.header, 0) == CGRect(x: 0, y: 1_000, width: 390, height: 44))
        #expect(stage.shownFrame(TestKind.header, 1) == CGRect(x: 0, y: 1_044, width: 390, height: 44))
        stage.scroll(to: CGPoint(x: 0, y: 1_500))
        #expect(stage.shownFrame(TestKind.header, 0) == nil)
        #expect(stage.shownFrame(TestKind.header, 1) == CGRect(x: 0, y: 1_500, width: 390, height: 44))
        // The pinned position is what the layout answers too, and a content inset moves it down.
        stage.collectionView.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        stage.collectionView.setNeedsLayout()
        stage.app.runTurn()
        #expect(stage.shownFrame(TestKind.header, 1) == CGRect(x: 0, y: 1_530, width: 390, height: 44))
        #expect(stage.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: TestKind.header, at: IndexPath(item: 0, section: 1))?.frame.minY == 1_530)
    }

    @Test("A pinned footer stays at the bottom of the visible bounds while its section is in view")
    func pinnedFooter() {
        let section = listSection(itemHeight: 50)
        let footer = boundaryItem(TestKind.footer, height: 30, alignment: .bottom)
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [footer]
        let stage = CompositionalStage(UICollectionViewCompositionalLayout(section: section), counts: [40, 10])
        // Section 0: items 0…2,000, footer 2,000…2,030. At rest the visible bottom is 844.
        #expect(stage.shownFrame(TestKind.footer, 0) == CGRect(x: 0, y: 814, width: 390, height: 30))
        stage.scroll(to: CGPoint(x: 0, y: 1_500))
        #expect(stage.shownFrame(TestKind.footer, 0) == CGRect(x: 0, y: 2_000, width: 390, height: 30))
        // Section 1 (2,030…2,560) shows its footer at the bottom, 2,314.
        #expect(stage.shownFrame(TestKind.footer, 1) == CGRect(x: 0, y: 2_314, width: 390, height: 30))
    }

    @Test("Layout headers and footers come before the first section and after the last, at a one-index path")
    func layoutBoundaryItems() {
        let section = listSection(itemHeight: 100)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        let header = boundaryItem(TestKind.header, height: 60, alignment: .top)
        header.pinToVisibleBounds = true
        configuration.boundarySupplementaryItems = [header, boundaryItem(TestKind.footer, height: 40, alignment: .bottom)]
        let stage = CompositionalStage(
            UICollectionViewCompositionalLayout(section: section, configuration: configuration), counts: [5, 5])
        let cv = stage.collectionView
        #expect(cv.supplementaryView(forElementKind: TestKind.header, at: IndexPath(index: 0))?.frame
            == CGRect(x: 0, y: 0, width: 390, height: 60))
        #expect(stage.frame(0) == CGRect(x: 0, y: 60, width: 390, height: 100))
        #expect(stage.frame(0, 1) == CGRect(x: 0, y: 560, width: 390, height: 100))
        #expect(cv.contentSize.height == 1_100)
        stage.scroll(to: CGPoint(x: 0, y: 256))
        // Pinned over the whole content; the footer lies at 1,060.
        #expect(cv.supplementaryView(forElementKind: TestKind.header, at: IndexPath(index: 0))?.frame.minY == 256)
        #expect(cv.supplementaryView(forElementKind: TestKind.footer, at: IndexPath(index: 0))?.frame
            == CGRect(x: 0, y: 1_060, width: 390, height: 40))
        #expect(cv.supplementaryView(forElementKind: TestKind.header, at: IndexPath(index: 0))?.tag == -1)
    }

    @Test("Items beside the content: a leading item narrows the groups; a trailing one overlaps them, centred")
    func sideItems() {
        let section = listSection(itemHeight: 50)
        let leading = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .absolute(100)),
            elementKind: TestKind.side, alignment: .leading)
        let trailing = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(20)),
            elementKind: TestKind.footer, alignment: .trailing)
        trailing.extendsBoundary = false
        section.boundarySupplementaryItems = [leading, trailing]
        let stage = CompositionalStage(UICollectionViewCompositionalLayout(section: section), counts: [4])
        #expect(stage.frame(0) == CGRect(x: 40, y: 0, width: 350, height: 50))
        #expect(stage.shownFrame(TestKind.side, 0) == CGRect(x: 0, y: 50, width: 40, height: 100))
        #expect(stage.shownFrame(TestKind.footer, 0) == CGRect(x: 380, y: 90, width: 10, height: 20))
        #expect(stage.collectionView.contentSize.height == 200)
    }

    @Test("Flicking 200 sections with pinned headers and footers keeps only the views in view, reused")
    func boundedWhileFlicking() {
        let section = listSection(itemHeight: 50)
        let header = boundaryItem(TestKind.header, height: 44, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header, boundaryItem(TestKind.footer, height: 30, alignment: .bottom)]
        let stage = CompositionalStage(UICollectionViewCompositionalLayout(section: section), counts: Array(repeating: 10, count: 200))
        let cv = stage.collectionView
        // Each section is 44 + 500 + 30 = 574 points.
        #expect(cv.contentSize.height == 114_800)
        var maximumLive = 0
        var flicks = 0
        let end = cv.contentSize.height - 844
        while cv.contentOffset.y < end && flicks < 500 {
            stage.app.flick(from: CGPoint(x: 195, y: 750), velocity: CGPoint(x: 0, y: -40_000), duration: 1.0 / 64, steps: 4)
            flicks += 1
            for _ in 0..<20 {
                stage.app.advance(by: 1.0 / 60)
                maximumLive = max(maximumLive, stage.liveSupplementaries.count)
                if !cv.isDecelerating { break }
            }
        }
        #expect(cv.contentOffset.y == end)
        // 844 points meet at most 3 sections of 574: 3 headers and 3 footers at once.
        #expect(maximumLive <= 6)
        // Every header and footer was asked for once on the way down, from at most 3 views each.
        #expect(stage.source.supplementaryRequests[TestKind.header] == 200)
        #expect(stage.source.supplementaryRequests[TestKind.footer] == 200)
        #expect(stage.source.supplementariesSeen[TestKind.header]!.count <= 3)
        #expect(stage.source.supplementariesSeen[TestKind.footer]!.count <= 3)
        // Section 198 (113,652…114,226) has its header pinned at the top of the view; the last
        // section's header lies where it is, below.
        #expect(stage.shownFrame(TestKind.header, 198) == CGRect(x: 0, y: end, width: 390, height: 44))
        #expect(stage.shownFrame(TestKind.header, 199) == CGRect(x: 0, y: 114_226, width: 390, height: 44))
    }

    @Test("A background decoration fills its section less its insets, below the cells, made from the registered class")
    func backgroundDecoration() {
        CountedBackground.made = 0
        let section = listSection(itemHeight: 50)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.boundarySupplementaryItems = [boundaryItem(TestKind.header, height: 40, alignment: .top)]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: TestKind.background)
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        #expect(background.zIndex == 0)
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(CountedBackground.self, forDecorationViewOfKind: TestKind.background)
        let stage = CompositionalStage(layout, counts: Array(repeating: 10, count: 30))
        let cv = stage.collectionView
        // Sections are 40 + 10 + 500 + 10 = 560 high; two meet 844 points.
        let backgrounds = cv.subviews.compactMap { $0 as? CountedBackground }
        #expect(backgrounds.map(\.frame).sorted { $0.minY < $1.minY } == [
            CGRect(x: 5, y: 5, width: 380, height: 550), CGRect(x: 5, y: 565, width: 380, height: 550),
        ])
        #expect(layout.layoutAttributesForDecorationView(ofKind: TestKind.background, at: IndexPath(item: 0, section: 1))?
            .frame == CGRect(x: 5, y: 565, width: 380, height: 550))
        let firstCell = cv.subviews.firstIndex { $0 is UICollectionViewCell }!
        #expect(cv.subviews.lastIndex { $0 is CountedBackground }! < firstCell)
        for step in 1...40 {
            stage.scroll(to: CGPoint(x: 0, y: min(CGFloat(step) * 400, cv.contentSize.height - 844)))
            #expect((1...3).contains(cv.subviews.filter { $0 is CountedBackground }.count))
        }
        #expect(CountedBackground.made <= 3)
    }

    @Test("An orthogonal section's header stays in the collection view; the section's scroll view spans the content below it")
    func orthogonalSectionHeader() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.boundarySupplementaryItems = [boundaryItem(TestKind.header, height: 40, alignment: .top)]
        let stage = CompositionalStage(UICollectionViewCompositionalLayout(section: section), counts: [10, 10])
        let cv = stage.collectionView
        // Section 0: header 0…40, then its scroll view over the insets and the 200-point row, 40…260.
        #expect(stage.shownFrame(TestKind.header, 0) == CGRect(x: 20, y: 0, width: 350, height: 40))
        #expect(stage.frame(0) == CGRect(x: 20, y: 50, width: 300, height: 200))
        #expect(stage.shownFrame(TestKind.header, 1) == CGRect(x: 20, y: 260, width: 350, height: 40))
        let scrollers = cv.subviews.compactMap { $0 as? UIScrollView }.sorted { $0.frame.minY < $1.frame.minY }
        #expect(scrollers.map(\.frame) == [
            CGRect(x: 0, y: 40, width: 390, height: 220), CGRect(x: 0, y: 300, width: 390, height: 220),
        ])
        // 20 + 10 cards of 300 + 9 gaps of 10 + 20.
        #expect(scrollers.first?.contentSize == CGSize(width: 3_130, height: 220))
        #expect(cv.supplementaryView(forElementKind: TestKind.header, at: IndexPath(item: 0, section: 0))?.superview === cv)
        #expect(scrollers.first?.subviews.contains { $0 is UICollectionViewCell } == true)
    }

    @Test("The iOS pattern: a diffable data source whose supplementaryViewProvider dequeues headers from a registration")
    func diffableHeaders() {
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let section = listSection(itemHeight: 60)
        section.boundarySupplementaryItems = [boundaryItem(UICollectionView.elementKindSectionHeader, height: 30, alignment: .top)]
        let cv = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        cv.contentInsetAdjustmentBehavior = .never
        controller.view.addSubview(cv)
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, item in
            cell.accessibilityLabel = item
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            header.tag = 100 + indexPath.section
        }
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: cv) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "vegetables"])
        snapshot.appendItems(["apple", "pear"], toSection: "fruit")
        snapshot.appendItems(["leek"], toSection: "vegetables")
        dataSource.apply(snapshot, animatingDifferences: false)
        app.runTurn()
        let headers = cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(headers.map(\.tag) == [100, 101])
        // Section 0: header 0…30, two rows to 150; section 1: header 150…180, its row 180…240.
        #expect(headers.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 390, height: 30), CGRect(x: 0, y: 150, width: 390, height: 30),
        ])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 180, width: 390, height: 60))
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.accessibilityLabel == "leek")
    }
}
