import OpenUIKit

/// The notes sample app inside the gallery: its navigation controller and list of notes, the
/// same view controllers `make notes-app` launches from its `@main` delegate (the files are
/// shared with Apps/Sources/NotesApp through symbolic links in `Notes/`).
final class NotesScreenViewController: UIViewController {
    private let store = NoteStore()

    init(log: GalleryLog) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        store.notes = NoteStore.sampleNotes
        let navigation = UINavigationController(rootViewController: NotesListViewController(store: store))
        navigation.navigationBar.prefersLargeTitles = true
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }
}
