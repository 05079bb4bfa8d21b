import OpenUIKit

/// The notes app's detail screen: the note's title in a label and its body in a text view,
/// laid out with anchors; a rename button asks for a title in an alert with a text field, a
/// share button presents a modal screen in a navigation controller.
final class SoakNoteDetailViewController: UIViewController, UITextViewDelegate {
    let store: SoakNoteStore
    let index: Int
    let titleLabel = UILabel()
    let textView = UITextView()
    let countLabel = UILabel()

    init(store: SoakNoteStore, index: Int) {
        self.store = store
        self.index = index
        super.init(nibName: nil, bundle: nil)
        SoakLifetimes.watch(self)
        SoakLifetimes.watch(textView)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Note"
        let note = store.notes.indices.contains(index) ? store.notes[index] : SoakNoteStore.Note(title: "Gone", body: "")
        titleLabel.text = note.title
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.adjustsFontForContentSizeCategory = true
        textView.text = note.body
        textView.font = .preferredFont(forTextStyle: .body)
        textView.delegate = self
        countLabel.font = .preferredFont(forTextStyle: .caption1)
        countLabel.text = "\(note.body.count) characters"
        let rename = UIButton(type: .system)
        rename.setTitle("Rename", for: .normal)
        rename.addAction(UIAction { [weak self] _ in self?.askForTitle() }, for: .touchUpInside)
        let share = UIButton(type: .system)
        share.setTitle("Share", for: .normal)
        share.addAction(UIAction { [weak self] _ in self?.presentShare() }, for: .touchUpInside)
        let buttons = UIStackView(arrangedSubviews: [rename, share])
        buttons.spacing = 12
        for view in [titleLabel, textView, countLabel, buttons] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor, constant: -20),
            buttons.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            buttons.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            textView.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 8),
            textView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            textView.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            countLabel.topAnchor.constraint(equalTo: textView.bottomAnchor, constant: 8),
            countLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            countLabel.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -16),
        ])
    }

    func textViewDidChange(_ textView: UITextView) {
        guard store.notes.indices.contains(index) else { return }
        store.notes[index].body = textView.text
        countLabel.text = "\(textView.text.count) characters"
        listController?.noteChanged()
    }

    private var listController: SoakNotesListViewController? {
        navigationController?.viewControllers.first as? SoakNotesListViewController
    }

    /// Renames the note (the label's intrinsic size changes, as in the reproduction).
    func rename(to title: String) {
        titleLabel.text = title
        if store.notes.indices.contains(index) { store.notes[index].title = title }
        listController?.noteChanged()
    }

    func askForTitle() {
        guard presentedViewController == nil else { return }
        let alert = UIAlertController(title: "Rename", message: "A new title for the note", preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Title" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Rename", style: .default) { [weak self, weak alert] _ in
            guard let text = alert?.textFields?.first?.text, !text.isEmpty else { return }
            self?.rename(to: text)
        })
        present(alert, animated: true)
    }

    func presentShare() {
        guard presentedViewController == nil else { return }
        let share = SoakShareViewController(text: textView.text)
        let navigation = UINavigationController(rootViewController: share)
        present(navigation, animated: true)
    }
}
