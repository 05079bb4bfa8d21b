import Foundation
import OpenUIKit
import OpenUIKitTesting

/// The element kinds compositional tests use for headers, footers and backgrounds.
enum TestKind {
    static let header = "test-header"
    static let footer = "test-footer"
    static let side = "test-side"
    static let background = "test-background"
}

/// A background decoration view that counts how many were ever made.
@MainActor
final class CountedBackground: UICollectionReusableView {
    static var made = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        CountedBackground.made += 1
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A data source over section counts whose supplementary views come from a registration,
/// counting the distinct views of each kind handed out.
@MainActor
final class BoundaryItemSource: UICollectionViewDataSource {
    var counts: [Int]
    var supplementaryRequests: [String: Int] = [:]
    var supplementariesSeen: [String: Set<ObjectIdentifier>] = [:]
    private let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: TestKind.header) {
        view, _, indexPath in view.tag = indexPath.count == 2 ? indexPath.section : -1
    }
    private let footers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: TestKind.footer) {
        view, _, indexPath in view.tag = indexPath.count == 2 ? indexPath.section : -1
    }
    private let sides = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: TestKind.side) {
        view, _, indexPath in view.tag = indexPath.section
    }
    private let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in cell.tag = item }

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: indexPath.item)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryRequests[kind, default: 0] += 1
        let view: UICollectionReusableView
        switch kind {
        case TestKind.header: view = collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        case TestKind.footer: view = collectionView.dequeueConfiguredReusableSupplementary(using: footers, for: indexPath)
        default: view = collectionView.dequeueConfiguredReusableSupplementary(using: sides, for: indexPath)
        }
        supplementariesSeen[kind, default: []].insert(ObjectIdentifier(view))
        return view
    }
}

/// An application with a collection view of `frame` (no content inset adjustment) over a
/// ``BoundaryItemSource`` with `counts`, using `layout`.
@MainActor
struct CompositionalStage {
    let app: HeadlessApp
    let collectionView: UICollectionView
    let source: BoundaryItemSource

    init(
        _ layout: UICollectionViewCompositionalLayout, counts: [Int],
        frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)
    ) {
        app = HeadlessApp()
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        source = BoundaryItemSource(counts: counts)
        collectionView.dataSource = source
        controller.view.addSubview(collectionView)
        app.runTurn()
    }

    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// The frame of the shown supplementary view of `kind` for `section` (nil when not shown).
    func shownFrame(_ kind: String, _ section: Int) -> CGRect? {
        collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    /// Scrolls to `offset` and lets the collection view tile.
    func scroll(to offset: CGPoint) {
        collectionView.contentOffset = offset
        app.runTurn()
    }

    /// Supplementary views of every kind that are subviews now.
    var liveSupplementaries: [UICollectionReusableView] {
        collectionView.subviews.compactMap { $0 as? UICollectionReusableView }.filter {
            !($0 is UICollectionViewCell) && !($0 is CountedBackground)
        }
    }
}

/// A list section: full-width items of `height` points in a one-item group.
@MainActor
func listSection(itemHeight height: CGFloat) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
        subitems: [item])
    return NSCollectionLayoutSection(group: group)
}

/// A boundary item of `kind`, full width (of its section's breadth) and `height` high.
@MainActor
func boundaryItem(
    _ kind: String, height: CGFloat, alignment: NSRectAlignment
) -> NSCollectionLayoutBoundarySupplementaryItem {
    NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
        elementKind: kind, alignment: alignment)
}
