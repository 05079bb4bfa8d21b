import UIKit

@objc protocol NotesListViewControllerDelegate: AnyObject {
    @objc optional func notesList(_ controller: NotesListViewController, didOpenNoteAt index: Int)
    @objc optional func notesListDidAddNote(_ controller: NotesListViewController)
    @objc optional func notesList(_ controller: NotesListViewController, didDeleteNoteAt index: Int)
}

/// The notes list: a plain table of notes, an add button, pinning by long press and delete by
/// swiping. Reloads itself when the store posts a change.
class NotesListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {

    @IBOutlet var tableView: UITableView!
    @IBOutlet var emptyLabel: UILabel!
    @IBOutlet var countLabel: UILabel!

    let store: NoteStore
    let formatter = NoteDateFormatter()
    weak var delegate: NotesListViewControllerDelegate?

    private(set) var addButtonItem: UIBarButtonItem!
    private(set) var reloadCount = 0
    private(set) var openedNoteIDs: [UUID] = []
    private var longPressRecognizer: UILongPressGestureRecognizer!

    init(store: NoteStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        title = "Notes"
        NotificationCenter.default.addObserver(self, selector: #selector(storeDidChange(_:)), name: NoteStore.didChangeNotification, object: store)
        NotificationCenter.default.addObserver(self, selector: #selector(contentSizeCategoryDidChange(_:)), name: UIContentSizeCategory.didChangeNotification, object: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        addButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addNote(_:)))
        navigationItem.rightBarButtonItem = addButtonItem
        navigationItem.leftBarButtonItem = editButtonItem

        tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 64
        tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.reuseIdentifier)
        view.addSubview(tableView)

        emptyLabel = UILabel()
        emptyLabel.text = "No Notes"
        emptyLabel.font = .preferredFont(forTextStyle: .title3)
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(emptyLabel)

        countLabel = UILabel()
        countLabel.font = .preferredFont(forTextStyle: .caption1)
        countLabel.textColor = .secondaryLabel
        countLabel.textAlignment = .center
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(countLabel)

        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: countLabel.topAnchor, constant: -4),
            countLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            countLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            countLabel.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
            emptyLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            emptyLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])

        longPressRecognizer = UILongPressGestureRecognizer(target: self, action: #selector(handleLongPress(_:)))
        longPressRecognizer.minimumPressDuration = 0.5
        tableView.addGestureRecognizer(longPressRecognizer)

        updateEmptyState()
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
        addButtonItem.isEnabled = !editing
    }

    private func updateEmptyState() {
        emptyLabel.isHidden = store.count > 0
        countLabel.text = store.count == 1 ? "1 Note" : "\(store.count) Notes"
    }

    // MARK: - Actions

    @objc func addNote(_ sender: UIBarButtonItem) {
        store.add(title: "")
        delegate?.notesListDidAddNote?(self)
        if let index = store.notes.firstIndex(where: { $0.title.isEmpty }) {
            openNote(at: index)
        }
    }

    @objc private func handleLongPress(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        let point = recognizer.location(in: tableView)
        guard let indexPath = tableView.indexPathForRow(at: point) else { return }
        store.togglePin(store.note(at: indexPath.row).id)
    }

    @objc private func storeDidChange(_ notification: Notification) {
        reloadCount += 1
        guard isViewLoaded else { return }
        tableView.reloadData()
        updateEmptyState()
    }

    @objc private func contentSizeCategoryDidChange(_ notification: Notification) {
        guard isViewLoaded else { return }
        tableView.reloadData()
    }

    func openNote(at index: Int) {
        let note = store.note(at: index)
        openedNoteIDs.append(note.id)
        delegate?.notesList?(self, didOpenNoteAt: index)
        let editor = NoteEditorViewController(note: note, store: store)
        navigationController?.pushViewController(editor, animated: true)
    }

    // MARK: - Table view data source

    func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return store.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier, for: indexPath) as! NoteCell
        cell.configure(with: store.note(at: indexPath.row), formatter: formatter)
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        return true
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        deleteNote(at: indexPath)
    }

    func deleteNote(at indexPath: IndexPath) {
        NotificationCenter.default.removeObserver(self, name: NoteStore.didChangeNotification, object: store)
        store.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        NotificationCenter.default.addObserver(self, selector: #selector(storeDidChange(_:)), name: NoteStore.didChangeNotification, object: store)
        updateEmptyState()
        delegate?.notesList?(self, didDeleteNoteAt: indexPath.row)
    }

    // MARK: - Table view delegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        openNote(at: indexPath.row)
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.deleteNote(at: indexPath)
            completion(true)
        }
        let note = store.note(at: indexPath.row)
        let pin = UIContextualAction(style: .normal, title: note.isPinned ? "Unpin" : "Pin") { [weak self] _, _, completion in
            self?.store.togglePin(note.id)
            completion(true)
        }
        pin.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, pin])
    }
}
