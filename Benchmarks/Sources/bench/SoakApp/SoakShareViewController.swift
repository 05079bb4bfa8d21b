import OpenUIKit

/// A modal screen the detail presents in a navigation controller: the note's text in a label
/// and a Done button that dismisses it.
final class SoakShareViewController: UIViewController {
    private let text: String

    init(text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
        SoakLifetimes.watch(self)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        title = "Share"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text.isEmpty ? "Nothing to share" : text
        label.translatesAutoresizingMaskIntoConstraints = false
        let toggle = UISwitch()
        toggle.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        view.addSubview(toggle)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            toggle.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 20),
            toggle.leadingAnchor.constraint(equalTo: label.leadingAnchor),
        ])
    }
}
