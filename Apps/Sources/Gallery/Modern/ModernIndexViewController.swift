import OpenUIKit

/// The Modern tab's list: one inset-grouped row per ``ModernEntry``, configured with a list
/// content configuration (symbol, title) and a disclosure indicator; a tap pushes the entry.
final class ModernIndexViewController: UITableViewController {
    private let entries: [ModernEntry]
    private let log: GalleryLog

    init(entries: [ModernEntry], log: GalleryLog) {
        self.entries = entries
        self.log = log
        super.init(style: .insetGrouped)
        title = "Modern UI"
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "entry")
        let toggle = UIBarButtonItem(image: UIImage(systemName: "moon"), primaryAction: UIAction { [unowned self] _ in
            toggleAppearance()
        })
        toggle.accessibilityLabel = "Dark"
        navigationItem.rightBarButtonItem = toggle
    }

    /// Shows the tab's screens dark (or back in the system's appearance), through the
    /// navigation controller's trait override, and shows the other choice on the button (a moon, or a sun).
    private func toggleAppearance() {
        guard let navigationController else { return }
        let dark = navigationController.overrideUserInterfaceStyle != .dark
        navigationController.overrideUserInterfaceStyle = dark ? .dark : .unspecified
        navigationItem.rightBarButtonItem?.image = UIImage(systemName: dark ? "sun.max" : "moon")
        navigationItem.rightBarButtonItem?.accessibilityLabel = dark ? "Light" : "Dark"
        log.note("modern: \(dark ? "dark" : "system") appearance")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        entries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
        let entry = entries[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = entry.title
        content.image = UIImage(systemName: entry.symbolName)
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let entry = entries[indexPath.row]
        log.note("modern: \(entry.title)")
        let screen = entry.make()
        screen.title = entry.title
        navigationController?.pushViewController(screen, animated: true)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
