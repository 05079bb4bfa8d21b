import OpenUIKit

/// The lists screen: an inset-grouped collection view list with a settings-like section of
/// rows with accessories (a value label and disclosure chevron, a checkmark, a detail button)
/// and an expandable outline section whose parents turn their chevrons as they open and close.
final class ListsScreenViewController: UIViewController {
    /// The sections of the list.
    private enum Section: Hashable, Sendable {
        case settings, library
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    private var chosen = "Bluetooth"

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Lists"
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.accessibilityIdentifier = "lists-collection"
        view.addSubview(collectionView)

        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [unowned self] cell, _, item in
            configure(cell, item: item)
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = indexPath.section == 0 ? "Settings" : "Library"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.settings])
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Cellular", "About"])
        dataSource.apply(snapshot, animatingDifferences: false)

        var library = NSDiffableDataSourceSectionSnapshot<String>()
        library.append(["Documents", "Photos", "Music"])
        library.append(["Letters", "Invoices"], to: "Documents")
        library.append(["Holidays", "Family"], to: "Photos")
        library.append(["Summer 2025"], to: "Holidays")
        library.expand(["Documents"])
        dataSource.apply(library, to: .library, animatingDifferences: false)
    }

    private func configure(_ cell: UICollectionViewListCell, item: String) {
        var content = cell.defaultContentConfiguration()
        content.text = item
        switch item {
        case "Wi-Fi":
            cell.accessories = [.label(text: "Home"), .disclosureIndicator()]
        case "Bluetooth", "Cellular":
            content.secondaryText = item == "Bluetooth" ? "Connected" : nil
            cell.accessories = item == chosen ? [.checkmark()] : []
        case "About":
            cell.accessories = [.detail(actionHandler: { [unowned self] in showAbout() }), .disclosureIndicator()]
        case "Documents", "Photos", "Holidays":
            cell.accessories = [.outlineDisclosure()]
        default:
            cell.accessories = []
        }
        cell.accessibilityIdentifier = "lists-row-\(item)"
        cell.contentConfiguration = content
    }

    private func showAbout() {
        let alert = UIAlertController(title: "About", message: "A list built with UICollectionLayoutListConfiguration.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
