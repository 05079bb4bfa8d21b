import OpenUIKit

/// The list of notes: add with the + button, search with the search bar, open one with a tap.
final class NotesListViewController: UITableViewController, UISearchResultsUpdating {
    let store: NoteStore
    let searchController = UISearchController(searchResultsController: nil)
    private(set) var shownNotes: [Note] = []

    init(store: NoteStore) {
        self.store = store
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        let addButton = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: NotesListViewController.addNote)
        addButton.accessibilityLabel = "New Note"
        navigationItem.rightBarButtonItem = addButton
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Notes"
        navigationItem.searchController = searchController
        definesPresentationContext = true
        reload()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    func addNote() {
        let note = store.add()
        reload()
        let detail = NoteDetailViewController(store: store, noteID: note.id)
        navigationController?.pushViewController(detail, animated: true)
    }

    func updateSearchResults(for searchController: UISearchController) {
        reload()
    }

    private func reload() {
        let query = searchController.searchBar.text ?? ""
        shownNotes = query.isEmpty ? store.notes : store.notes.filter { $0.body.localizedCaseInsensitiveContains(query) }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shownNotes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        cell.textLabel?.text = shownNotes[indexPath.row].title
        // The title wraps rather than truncating at the large accessibility text sizes.
        cell.textLabel?.numberOfLines = 0
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = NoteDetailViewController(store: store, noteID: shownNotes[indexPath.row].id)
        navigationController?.pushViewController(detail, animated: true)
    }
}
