import OpenUIKit

/// Symbol images next to text: the same symbols at the small, medium and large scales of the
/// body style, then sized by three text styles, each beside a label in that style.
final class SymbolsScreenViewController: UIViewController {
    private static let names = ["heart.fill", "star", "trash", "gearshape", "bell"]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let rows = UIStackView()
        rows.axis = .vertical
        rows.alignment = .leading
        rows.spacing = 16
        rows.translatesAutoresizingMaskIntoConstraints = false

        let scales: [(String, UIImage.SymbolScale)] = [("Small", .small), ("Medium", .medium), ("Large", .large)]
        for (title, scale) in scales {
            let configuration = UIImage.SymbolConfiguration(textStyle: .body, scale: scale)
            rows.addArrangedSubview(row(title, font: .preferredFont(forTextStyle: .body), configuration: configuration))
        }
        let styles: [(String, UIFont.TextStyle)] = [("Footnote", .footnote), ("Title 2", .title2), ("Large Title", .largeTitle)]
        for (title, style) in styles {
            let configuration = UIImage.SymbolConfiguration(textStyle: style)
            rows.addArrangedSubview(row(title, font: .preferredFont(forTextStyle: style), configuration: configuration))
        }

        view.addSubview(rows)
        NSLayoutConstraint.activate([
            rows.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            rows.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            rows.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// A label in `font` followed by the symbols drawn with `configuration`, tinted.
    private func row(_ title: String, font: UIFont, configuration: UIImage.SymbolConfiguration) -> UIView {
        let row = UIStackView()
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 8
        let label = UILabel()
        label.text = title
        label.font = font
        label.adjustsFontForContentSizeCategory = true
        // At the largest text sizes a row is wider than the screen: the label gives way
        // (truncates) and the symbols keep their size. With equal compression resistances
        // which of them shrinks would be a tie the engine settles arbitrarily.
        label.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        row.addArrangedSubview(label)
        for name in Self.names {
            let imageView = UIImageView(image: UIImage(systemName: name, withConfiguration: configuration))
            imageView.tintColor = .systemBlue
            imageView.accessibilityLabel = name
            row.addArrangedSubview(imageView)
        }
        return row
    }
}
