import OpenUIKit

/// The notes app's list: a table of notes with an add button, rows that open the detail
/// screen, and a long press that offers an action sheet to delete the row.
final class SoakNotesListViewController: UITableViewController {
    let store: SoakNoteStore

    init(store: SoakNoteStore) {
        self.store = store
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        tableView.register(SoakNoteCell.self, forCellReuseIdentifier: SoakNoteCell.reuseIdentifier)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addNote() })
        let press = UILongPressGestureRecognizer(target: self, action: SoakNotesListViewController.longPressed)
        tableView.addGestureRecognizer(press)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SoakNoteCell.reuseIdentifier, for: indexPath)
        if let cell = cell as? SoakNoteCell {
            let note = store.notes[indexPath.row]
            cell.title.text = note.title
            cell.subtitle.text = note.body.isEmpty ? "No text" : String(note.body.prefix(40))
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        openNote(at: indexPath.row, animated: true)
    }

    /// Pushes the detail screen of the note at `row`.
    func openNote(at row: Int, animated: Bool) {
        guard store.notes.indices.contains(row) else { return }
        let detail = SoakNoteDetailViewController(store: store, index: row)
        navigationController?.pushViewController(detail, animated: animated)
    }

    /// Inserts a new note at the top.
    func addNote() {
        store.notes.insert(store.makeNote(), at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    /// Deletes the note at `row` (when there is one).
    func deleteNote(at row: Int) {
        guard store.notes.indices.contains(row) else { return }
        store.notes.remove(at: row)
        tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }

    /// Reloads the rows after the detail screen changed a note.
    func noteChanged() { tableView.reloadData() }

    private func longPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, presentedViewController == nil,
            let indexPath = tableView.indexPathForRow(at: recognizer.location(in: tableView))
        else { return }
        let sheet = UIAlertController(title: store.notes[indexPath.row].title, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.deleteNote(at: indexPath.row)
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        // In regular width the sheet is a popover, which must point at something (UIKit stops
        // otherwise): the pressed row.
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = tableView
            popover.sourceRect = tableView.rectForRow(at: indexPath)
        }
        present(sheet, animated: true)
    }
}
