import OpenUIKit

/// Every `UIButton.Configuration` style, one button each, stacked in a scroll view; plus a
/// button with a subtitle and a leading symbol, and a Save button that shows its activity
/// indicator while it saves (two seconds of the app clock, when the screen appears and on each
/// tap), then reads "Saved".
final class ButtonsScreenViewController: UIViewController {
    /// The seconds the stand-in save takes.
    static let saveDuration: TimeInterval = 2

    private let saveButton = UIButton(configuration: .tinted())
    private var hasSaved = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let stack = UIStackView()
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false

        let styles: [(String, UIButton.Configuration)] = [
            ("Plain", .plain()),
            ("Gray", .gray()),
            ("Tinted", .tinted()),
            ("Filled", .filled()),
            ("Bordered Prominent", .borderedProminent()),
        ]
        for (title, base) in styles {
            var configuration = base
            configuration.title = title
            if title == "Filled" || title == "Bordered Prominent" { configuration.baseBackgroundColor = ModernPalette.prominentFill }
            stack.addArrangedSubview(Self.sized(UIButton(configuration: configuration)))
        }

        var withSubtitle = UIButton.Configuration.filled()
        withSubtitle.title = "Download"
        withSubtitle.subtitle = "12 MB"
        withSubtitle.image = UIImage(systemName: "arrow.down.circle")
        withSubtitle.imagePadding = 8
        withSubtitle.cornerStyle = .capsule
        withSubtitle.baseBackgroundColor = ModernPalette.prominentFill
        stack.addArrangedSubview(Self.sized(UIButton(configuration: withSubtitle)))

        saveButton.configuration?.title = "Save"
        saveButton.addAction(UIAction { [weak self] _ in self?.save() }, for: .touchUpInside)
        stack.addArrangedSubview(Self.sized(saveButton))

        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        // Bounces like a settings page, which also makes the vertical axis scrollable, so the
        // automatic inset adjustment keeps the content below the navigation bar.
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.widthAnchor.constraint(lessThanOrEqualTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !hasSaved else { return }
        hasSaved = true
        save()
    }

    /// A stand-in for saving: the button shows its activity indicator until the save is done.
    /// An app finishes when its real work does; the gallery waits on a timer of the
    /// application clock, so a headless run stays deterministic.
    private func save() {
        saveButton.configuration?.title = "Saving"
        saveButton.configuration?.image = nil
        saveButton.configuration?.showsActivityIndicator = true
        view.window?.application?.runLoop.schedule(after: Self.saveDuration) { [weak self] _ in
            self?.saveButton.configuration?.showsActivityIndicator = false
            self?.saveButton.configuration?.title = "Saved"
            self?.saveButton.configuration?.image = UIImage(systemName: "checkmark")
            self?.saveButton.configuration?.imagePadding = 6
        }
    }

    /// `button`, at least 44 points tall: a configured button of the default size is shorter
    /// than the smallest comfortable touch target.
    private static func sized(_ button: UIButton) -> UIButton {
        button.translatesAutoresizingMaskIntoConstraints = false
        button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
        return button
    }
}
