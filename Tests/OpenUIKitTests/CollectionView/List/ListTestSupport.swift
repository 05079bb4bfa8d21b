import Foundation
import OpenUIKit
import OpenUIKitTesting

/// An application showing a list collection view over a diffable data source of strings,
/// counting the cells the cell provider configures.
@MainActor
final class ListStage {
    let app: HeadlessApp
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<String, String>
    /// The items the cell provider was asked for, in order.
    var configured: [String] = []
    /// Accessories per item, given to each cell as it is configured.
    var accessories: [String: [UICellAccessory]] = [:]
    /// Secondary text per item.
    var secondary: [String: String] = [:]
    /// An image per item, shown before its text.
    var images: [String: UIImage] = [:]

    init(
        _ configuration: UICollectionLayoutListConfiguration, sections: [(String, [String])] = [],
        frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844), dark: Bool = false, scale: CGFloat? = nil,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight, images: [String: UIImage] = [:]
    ) {
        app = HeadlessApp(
            screenSize: scale == nil ? nil : CGSize(width: 390, height: 844), scale: scale, layoutDirection: layoutDirection)
        self.images = images
        if dark { app.userInterfaceStyle = .dark }
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.contentInsetAdjustmentBehavior = .never
        var configure: (UICollectionViewListCell, String) -> Void = { _, _ in }
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            configure(cell, item)
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Header \(indexPath.section)"
            view.contentConfiguration = content
        }
        let footers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionFooter
        ) { view, _, indexPath in
            var content = UIListContentConfiguration.groupedFooter()
            content.text = "Footer \(indexPath.section)"
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == UICollectionView.elementKindSectionHeader
                ? collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(using: footers, for: indexPath)
        }
        configure = { [unowned self] cell, item in
            configured.append(item)
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.secondaryText = secondary[item]
            content.image = images[item]
            cell.contentConfiguration = content
            cell.accessories = accessories[item] ?? []
        }
        controller.view.addSubview(collectionView)
        if !sections.isEmpty {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            for (section, items) in sections {
                snapshot.appendSections([section])
                snapshot.appendItems(items, toSection: section)
            }
            dataSource.apply(snapshot, animatingDifferences: false)
        }
        app.runTurn()
    }

    func frame(_ item: Int, _ section: Int = 0) -> CGRect {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }

    func cell(_ item: Int, _ section: Int = 0) -> UICollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
    }

    func supplementaryFrame(_ kind: String, _ section: Int) -> CGRect {
        collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?
            .frame ?? .null
    }

    /// The texts of the shown items, top to bottom.
    var shownItems: [String] {
        collectionView.indexPathsForVisibleItems.sorted().compactMap { dataSource.itemIdentifier(for: $0) }
    }
}
