import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Compositional layouts that scroll sideways: sections laid out left to right, each one's
/// groups following one another, with leading headers and sideways tiling.
@MainActor
@Suite struct CompositionalHorizontalTests {
    /// Columns 100 wide holding two items of half the height, 10 apart, 20 in from each side.
    private func columnSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        return section
    }

    private func horizontal(spacing: CGFloat = 0) -> UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = spacing
        return configuration
    }

    @Test("Sections follow one another left to right, their columns filling the height")
    func sectionsLeftToRight() {
        let layout = UICollectionViewCompositionalLayout(section: columnSection(), configuration: horizontal(spacing: 30))
        let stage = CompositionalStage(layout, counts: [5, 4], frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        #expect(stage.frame(0) == CGRect(x: 20, y: 0, width: 100, height: 150))
        #expect(stage.frame(1) == CGRect(x: 20, y: 150, width: 100, height: 150))
        #expect(stage.frame(2) == CGRect(x: 130, y: 0, width: 100, height: 150))
        #expect(stage.frame(4) == CGRect(x: 240, y: 0, width: 100, height: 150))
        // Section 0 ends at 240 + 100 + 20 = 360; section 1 starts 30 later.
        #expect(stage.frame(0, 1) == CGRect(x: 410, y: 0, width: 100, height: 150))
        #expect(stage.frame(3, 1) == CGRect(x: 520, y: 150, width: 100, height: 150))
        #expect(stage.collectionView.contentSize == CGSize(width: 640, height: 300))
        // 390 points show section 0 only: section 1 starts at 410.
        #expect(stage.collectionView.indexPathsForVisibleItems == (0..<5).map { IndexPath(item: $0, section: 0) })
        #expect(stage.collectionView.indexPathForItem(at: CGPoint(x: 530, y: 200)) == IndexPath(item: 3, section: 1))
    }

    @Test("A drag scrolls the layout sideways and tiles exactly the columns in view")
    func scrollsSideways() {
        let layout = UICollectionViewCompositionalLayout(section: columnSection(), configuration: horizontal())
        let stage = CompositionalStage(layout, counts: [1_000], frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let cv = stage.collectionView
        // 500 columns 110 apart: 20 + 500 × 100 + 499 × 10 + 20.
        #expect(cv.contentSize == CGSize(width: 55_030, height: 300))
        // Columns at 20, 130, 240, 350 meet 0…390: items 0…7.
        #expect(cv.indexPathsForVisibleItems.count == 8)
        stage.app.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 50, y: 150), steps: 10, duration: 1)
        stage.app.advance(by: 2)
        #expect(cv.contentOffset.y == 0)
        #expect(cv.contentOffset.x > 200)
        stage.scroll(to: CGPoint(x: 1_100, y: 0))
        // 1,100…1,490 meets the columns at 1,010 (ends 1,110) through 1,460: columns 9…13.
        #expect(cv.indexPathsForVisibleItems == (18..<28).map { IndexPath(item: $0, section: 0) })
        #expect(cv.cellForItem(at: IndexPath(item: 18, section: 0))?.frame == CGRect(x: 1_010, y: 0, width: 100, height: 150))
        var made = Set<ObjectIdentifier>()
        for step in 1...100 {
            stage.scroll(to: CGPoint(x: CGFloat(step) * 500, y: 0))
            for cell in cv.visibleCells { made.insert(ObjectIdentifier(cell)) }
            #expect(cv.visibleCells.count <= 10)
        }
        // Each jump of 500 leaves no column in view, so the cells shown go back to the pool
        // before the next are asked for: a bounded set of cells is reused.
        #expect(made.count <= 20)
    }

    @Test("A leading header takes room before each section's columns and a pinned one stays at the left edge")
    func leadingHeaders() {
        let section = columnSection()
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
            elementKind: TestKind.header, alignment: .leading)
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .absolute(60)),
            elementKind: TestKind.footer, alignment: .bottomTrailing)
        section.boundarySupplementaryItems = [header, footer]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: horizontal())
        let stage = CompositionalStage(layout, counts: [10, 10], frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        // Section 0: header 0…40, inset to 60, 5 columns to 600, inset to 620, footer 620…650.
        #expect(stage.shownFrame(TestKind.header, 0) == CGRect(x: 0, y: 0, width: 40, height: 300))
        #expect(stage.frame(0) == CGRect(x: 60, y: 0, width: 100, height: 150))
        let section1 = stage.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: TestKind.header, at: IndexPath(item: 0, section: 1))
        #expect(section1?.frame == CGRect(x: 650, y: 0, width: 40, height: 300))
        #expect(stage.frame(0, 1) == CGRect(x: 710, y: 0, width: 100, height: 150))
        #expect(stage.collectionView.contentSize == CGSize(width: 1_300, height: 300))
        stage.scroll(to: CGPoint(x: 250, y: 0))
        #expect(stage.shownFrame(TestKind.header, 0) == CGRect(x: 250, y: 0, width: 40, height: 300))
        #expect(stage.shownFrame(TestKind.footer, 0) == CGRect(x: 620, y: 240, width: 30, height: 60))
        stage.scroll(to: CGPoint(x: 630, y: 0))
        // Section 0 ends at 650: its header is pushed to 610; section 1's lies at 650.
        #expect(stage.shownFrame(TestKind.header, 0) == CGRect(x: 610, y: 0, width: 40, height: 300))
        #expect(stage.shownFrame(TestKind.header, 1) == CGRect(x: 650, y: 0, width: 40, height: 300))
    }

    @Test("A top header in a horizontal layout takes its height from the columns")
    func topHeaderAcross() {
        let section = columnSection()
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(50)),
                elementKind: TestKind.header, alignment: .top)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: horizontal())
        let stage = CompositionalStage(layout, counts: [4], frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        // The columns fill the 250 points below the header; the header is centred along the
        // section's 250 points of content (20 + 100 + 10 + 100 + 20).
        #expect(stage.frame(0) == CGRect(x: 20, y: 50, width: 100, height: 125))
        #expect(stage.frame(1) == CGRect(x: 20, y: 175, width: 100, height: 125))
        #expect(stage.shownFrame(TestKind.header, 0) == CGRect(x: 25, y: 0, width: 200, height: 50))
    }
}
