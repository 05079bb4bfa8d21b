import OpenUIKit

/// Every text style at the screen's content size category, with a segmented control that
/// overrides the category for this screen (default, extra extra extra large, accessibility
/// extra extra extra large) so the labels, which adjust for the category, grow in place.
final class DynamicTypeScreenViewController: UIViewController {
    private static let categories: [(String, UIContentSizeCategory)] = [
        ("Default", .large),
        ("XXXL", .extraExtraExtraLarge),
        ("AX5", .accessibilityExtraExtraExtraLarge),
    ]
    private static let styles: [(String, UIFont.TextStyle)] = [
        ("Large Title", .largeTitle), ("Title 1", .title1), ("Title 2", .title2), ("Title 3", .title3),
        ("Headline", .headline), ("Body", .body), ("Callout", .callout), ("Subheadline", .subheadline),
        ("Footnote", .footnote), ("Caption 1", .caption1), ("Caption 2", .caption2),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let picker = UISegmentedControl(items: Self.categories.map(\.0))
        picker.selectedSegmentIndex = 0
        picker.accessibilityLabel = "Content size category"
        // A segmented control is 32 points tall; 44 makes each segment a comfortable target.
        picker.translatesAutoresizingMaskIntoConstraints = false
        picker.heightAnchor.constraint(equalToConstant: 44).isActive = true
        picker.addAction(UIAction { [weak self, weak picker] _ in
            guard let self, let picker else { return }
            traitOverrides.preferredContentSizeCategory = Self.categories[picker.selectedSegmentIndex].1
        }, for: .valueChanged)

        let labels = UIStackView()
        labels.axis = .vertical
        labels.spacing = 6
        for (title, style) in Self.styles {
            let label = UILabel()
            label.text = title
            label.font = .preferredFont(forTextStyle: style)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
            labels.addArrangedSubview(label)
        }

        let scrollView = UIScrollView()
        let stack = UIStackView(arrangedSubviews: [picker, labels])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
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
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
        ])
    }
}
