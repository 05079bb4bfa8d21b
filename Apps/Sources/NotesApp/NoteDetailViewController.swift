import OpenUIKit

/// One note's text in a text view; the trash button deletes it after an action sheet confirms.
final class NoteDetailViewController: UIViewController, UITextViewDelegate {
    let store: NoteStore
    let noteID: Int
    let textView = UITextView()

    init(store: NoteStore, noteID: Int) {
        self.store = store
        self.noteID = noteID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: NoteDetailViewController.confirmDelete)
        trash.accessibilityLabel = "Delete"
        navigationItem.rightBarButtonItem = trash
        textView.font = UIFont.preferredFont(forTextStyle: .body)
        textView.text = store.note(noteID)?.body ?? ""
        textView.delegate = self
        textView.accessibilityIdentifier = "NoteBody"
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            textView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        title = store.note(noteID)?.title
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if textView.text.isEmpty { textView.becomeFirstResponder() }
    }

    func textViewDidChange(_ textView: UITextView) {
        store.update(noteID, body: textView.text)
        title = store.note(noteID)?.title
    }

    func confirmDelete() {
        let sheet = UIAlertController(title: nil, message: "This note will be deleted.", preferredStyle: .actionSheet)
        sheet.addAction(
            UIAlertAction(title: "Delete Note", style: .destructive) { [weak self] _ in
                guard let self else { return }
                self.store.delete(self.noteID)
                self.navigationController?.popViewController(animated: true)
            })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        // In a regular-width window an action sheet is a popover and needs its anchor: the trash
        // button (UIKit stops the app otherwise, as OpenUIKit does; the app soak found it).
        sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        present(sheet, animated: true)
    }
}
