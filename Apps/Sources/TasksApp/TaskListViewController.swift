import OpenUIKit

/// The task list: two sections in an inset-grouped list; tap a task to tick it, swipe to flag or
/// delete, press and hold for more, search from the navigation bar, + to add one in a sheet.
final class TaskListViewController: UIViewController, UICollectionViewDelegate, UISearchResultsUpdating {
    enum Section: Int, CaseIterable {
        case today, later
        var title: String { self == .today ? "Today" : "Later" }
    }

    let store: TaskStore
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
    let searchController = UISearchController(searchResultsController: nil)
    private var observer: NSObjectProtocol?

    static let dueFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .medium
        return formatter
    }()

    init(store: TaskStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        tabBarItem = UITabBarItem(title: "Tasks", image: UIImage(systemName: "checklist"), tag: 0)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = store.listName
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
        configureDataSource()

        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.presentNewTask() })
        add.accessibilityLabel = "New Task"
        navigationItem.rightBarButtonItem = add
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Tasks"
        navigationItem.searchController = searchController

        observer = NotificationCenter.default.addObserver(
            forName: TaskStore.didChangeNotification, object: store, queue: .main
        ) { [weak self] _ in
            self?.storeDidChange()
        }
        applySnapshot(animatingDifferences: false)
    }

    private func makeLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let id = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                self.store.delete(id)
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let id = self.dataSource.itemIdentifier(for: indexPath), let task = self.store.task(id) else { return nil }
            let flag = UIContextualAction(style: .normal, title: task.isFlagged ? "Unflag" : "Flag") { _, _, completion in
                self.store.update(id) { $0.isFlagged.toggle() }
                completion(true)
            }
            flag.backgroundColor = .systemOrange
            flag.image = UIImage(systemName: "flag.fill")
            return UISwipeActionsConfiguration(actions: [flag])
        }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// The row's second line: a calendar symbol before the due date, then the priority, the
    /// symbol drawn in the text's colour as an inline attachment.
    static func details(of task: TaskItem) -> NSAttributedString? {
        var parts: [NSAttributedString] = []
        if let due = task.due {
            let line = NSMutableAttributedString(attachment: NSTextAttachment(image: UIImage(systemName: "calendar")!))
            line.append(NSAttributedString(string: " Due " + dueFormatter.string(from: due)))
            parts.append(line)
        }
        if task.priority == .high { parts.append(NSAttributedString(string: "High priority")) }
        guard let first = parts.first else { return nil }
        let details = NSMutableAttributedString(attributedString: first)
        for part in parts.dropFirst() {
            details.append(NSAttributedString(string: " · "))
            details.append(part)
        }
        return details
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { [weak self] cell, _, id in
            guard let self, let task = self.store.task(id) else { return }
            var content = cell.defaultContentConfiguration()
            content.text = task.title
            content.secondaryAttributedText = Self.details(of: task)
            content.secondaryTextProperties.color = .secondaryLabel
            content.image = UIImage(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
            content.imageProperties.tintColor = task.isDone ? .systemGreen : .tertiaryLabel
            if task.isDone { content.textProperties.color = .secondaryLabel }
            cell.contentConfiguration = content
            var accessories: [UICellAccessory] = []
            if task.isFlagged {
                let flag = UIImageView(image: UIImage(systemName: "flag.fill"))
                flag.tintColor = .systemOrange
                accessories.append(.customView(configuration: .init(customView: flag, placement: .trailing())))
            }
            accessories.append(.disclosureIndicator())
            cell.accessories = accessories
            cell.accessibilityLabel = task.title
            cell.accessibilityTraits = task.isDone ? [.button, .selected] : [.button]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = self?.dataSource.sectionIdentifier(for: indexPath.section)?.title
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: id)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    /// The tasks shown: the search text filters titles; completed ones hide when the setting says so.
    var shownTasks: [TaskItem] {
        let query = searchController.searchBar.text ?? ""
        return store.tasks.filter { task in
            (store.showsCompleted || !task.isDone) && (query.isEmpty || task.title.localizedCaseInsensitiveContains(query))
        }
    }

    func applySnapshot(animatingDifferences: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        let shown = shownTasks
        for section in Section.allCases {
            let ids = shown.filter { $0.isLater == (section == .later) }.map(\.id)
            guard !ids.isEmpty else { continue }
            snapshot.appendSections([section])
            snapshot.appendItems(ids, toSection: section)
        }
        // Items whose content changed are reconfigured in place (their identifiers are the same).
        snapshot.reconfigureItems(snapshot.itemIdentifiers.filter { dataSource.snapshot().indexOfItem($0) != nil })
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    private func storeDidChange() {
        title = store.listName
        applySnapshot(animatingDifferences: true)
    }

    func presentNewTask() {
        let form = NewTaskViewController(store: store)
        let navigation = UINavigationController(rootViewController: form)
        if let sheet = navigation.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(navigation, animated: true)
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
        store.update(id) { $0.isDone.toggle() }
    }

    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let id = dataSource.itemIdentifier(for: indexPath), let task = store.task(id) else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            let flag = UIAction(title: task.isFlagged ? "Unflag" : "Flag", image: UIImage(systemName: "flag")) { _ in
                self?.store.update(id) { $0.isFlagged.toggle() }
            }
            let move = UIAction(
                title: task.isLater ? "Move to Today" : "Move to Later", image: UIImage(systemName: "calendar")
            ) { _ in
                self?.store.update(id) { $0.isLater.toggle() }
            }
            let priorities = UIMenu(
                title: "Priority", image: UIImage(systemName: "exclamationmark"),
                children: TaskItem.Priority.allCases.map { priority in
                    UIAction(title: priority.title, state: task.priority == priority ? .on : .off) { _ in
                        self?.store.update(id) { $0.priority = priority }
                    }
                })
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self?.store.delete(id)
            }
            return UIMenu(title: "", children: [flag, move, priorities, UIMenu(title: "", options: .displayInline, children: [delete])])
        }
    }

    // MARK: UISearchResultsUpdating

    func updateSearchResults(for searchController: UISearchController) {
        applySnapshot(animatingDifferences: false)
    }
}
