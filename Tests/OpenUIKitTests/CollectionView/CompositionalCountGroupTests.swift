import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The iOS 13 spellings `horizontal(layoutSize:subitem:count:)` and
/// `vertical(layoutSize:subitem:count:)`.
@MainActor
@Suite struct CompositionalCountGroupTests {
    @Test("horizontal(layoutSize:subitem:count:) lays out count equal items in a row, spacing included")
    func horizontalCount() {
        let cell = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
        let three = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitem: cell, count: 3)
        three.interItemSpacing = .fixed(15)
        let stage = CompositionalStage(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: three)), counts: [5])
        // (390 − 2 × 15) / 3 = 120 a cell.
        #expect(stage.frame(0) == CGRect(x: 0, y: 0, width: 120, height: 50))
        #expect(stage.frame(2) == CGRect(x: 270, y: 0, width: 120, height: 50))
        #expect(stage.frame(4) == CGRect(x: 135, y: 50, width: 120, height: 50))
    }

    @Test("vertical(layoutSize:subitem:count:) stacks count equal items in a column")
    func verticalCount() {
        let cell = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(200)),
            subitem: cell, count: 4)
        let stage = CompositionalStage(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: column)), counts: [4])
        #expect(stage.frame(0) == CGRect(x: 0, y: 0, width: 195, height: 50))
        #expect(stage.frame(3) == CGRect(x: 0, y: 150, width: 195, height: 50))
    }
}
