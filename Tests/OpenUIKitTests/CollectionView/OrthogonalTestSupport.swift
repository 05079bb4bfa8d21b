import Foundation
import OpenUIKit
import OpenUIKitTesting

/// An App-Store-like screen: a 390 × 844 collection view with a 200-point banner (section 0),
/// a row of 300 × 250 cards that scrolls sideways (section 1: 10 points around and between
/// the cards, 20 at the sides), and a list of 80-point rows (section 2).
@MainActor
struct OrthogonalStage {
    let app: HeadlessApp
    let collectionView: UICollectionView
    let source: CountingCollectionSource

    init(
        behavior: NSCollectionLayoutSection.OrthogonalScrollingBehavior = .continuous, cards: Int = 20,
        cardWidth: CGFloat = 300, rows: Int = 10,
        visibleItemsHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil
    ) {
        app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let layout = UICollectionViewCompositionalLayout { section, _ in
            switch section {
            case 0:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            case 1:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(cardWidth), heightDimension: .absolute(250)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = behavior
                section.visibleItemsInvalidationHandler = visibleItemsHandler
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
                return section
            default:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
        }
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.backgroundColor = .white
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        source = CountingCollectionSource(counts: [1, cards, rows])
        collectionView.dataSource = source
        collectionView.delegate = source
        controller.view.addSubview(collectionView)
        app.runTurn()
    }

    /// The sideways-scrolling section's own scroll view.
    var scroller: UIScrollView {
        collectionView.subviews.compactMap { $0 as? UIScrollView }.first!
    }

    /// Cells shown anywhere in the collection view (its own subviews and the scroller's).
    var liveCells: [UICollectionViewCell] {
        (collectionView.subviews + scroller.subviews).compactMap { $0 as? UICollectionViewCell }
    }

    /// Lets a glide finish.
    func settle() {
        for _ in 0..<8 { app.advance(by: 0.5) }
    }
}
