import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Compositional layouts: fractional and absolute sizes, groups in groups, spacing, insets.
@MainActor
@Suite struct CompositionalLayoutTests {
    private func stage(_ layout: UICollectionViewLayout, counts: [Int]) -> (HeadlessApp, UICollectionView, CountingCollectionSource) {
        let app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let source = CountingCollectionSource(counts: counts)
        cv.dataSource = source
        controller.view.addSubview(cv)
        app.runTurn()
        return (app, cv, source)
    }

    private func frame(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("A row group of quarter-width items repeats down the section, inset, spaced, the last group partial")
    func quarterGrid() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.interGroupSpacing = 8
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 30
        let (_, cv, source) = stage(UICollectionViewCompositionalLayout(section: section, configuration: configuration), counts: [10, 1])
        // 350 points inside the section's insets: quarters of 87.5, less 5 on each side.
        #expect(frame(cv, 0) == CGRect(x: 25, y: 15, width: 77.5, height: 90))
        #expect(frame(cv, 3) == CGRect(x: 287.5, y: 15, width: 77.5, height: 90))
        #expect(frame(cv, 4) == CGRect(x: 25, y: 123, width: 77.5, height: 90))
        #expect(frame(cv, 9) == CGRect(x: 112.5, y: 231, width: 77.5, height: 90))
        // Section 0 ends at 10 + 3 × 100 + 2 × 8 + 10 = 336; section 1 starts 30 later.
        #expect(frame(cv, 0, 1) == CGRect(x: 25, y: 366 + 15, width: 77.5, height: 90))
        #expect(cv.contentSize == CGSize(width: 390, height: 366 + 120))
        #expect(cv.indexPathsForVisibleItems.count == 11)
        #expect(source.cellForItemCalls == 11)
        #expect(cv.indexPathForItem(at: CGPoint(x: 30, y: 130)) == IndexPath(item: 4, section: 0))
    }

    @Test("Nested groups: a large item over a row of two; a repeated subitem shares the width after spacing")
    func nestedGroups() {
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)))
        let half = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let pair = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [half])
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(300)),
            subitems: [big, pair])
        let (_, cv, _) = stage(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: column)), counts: [5])
        #expect(frame(cv, 0) == CGRect(x: 0, y: 0, width: 390, height: 200))
        #expect(frame(cv, 1) == CGRect(x: 0, y: 200, width: 195, height: 100))
        #expect(frame(cv, 2) == CGRect(x: 195, y: 200, width: 195, height: 100))
        #expect(frame(cv, 3) == CGRect(x: 0, y: 300, width: 390, height: 200))
        #expect(frame(cv, 4) == CGRect(x: 0, y: 500, width: 195, height: 100))

        let cell = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
        let four = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)),
            repeatingSubitem: cell, count: 4)
        four.interItemSpacing = .fixed(10)
        let provided = UICollectionViewCompositionalLayout { index, environment in
            #expect(environment.container.effectiveContentSize.width == 390)
            let section = NSCollectionLayoutSection(group: four)
            section.interGroupSpacing = CGFloat(index) * 10
            return section
        }
        let (_, grid, _) = stage(provided, counts: [8])
        // (390 − 3 × 10) / 4 = 90 a cell.
        #expect(frame(grid, 1) == CGRect(x: 100, y: 0, width: 90, height: 90))
        #expect(frame(grid, 7) == CGRect(x: 300, y: 90, width: 90, height: 90))
    }
}
