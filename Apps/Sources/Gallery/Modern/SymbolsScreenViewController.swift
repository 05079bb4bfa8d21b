import OpenUIKit

/// Symbol images next to text: the same symbols at the small, medium and large scales of the
/// body style, then sized by three text styles, each beside a label in that style (below it
/// where the row is wider than the screen).
final class SymbolsScreenViewController: UIViewController {
    /// The symbols, each with what VoiceOver says for it.
    private static let symbols = [
        ("heart.fill", "Heart"), ("star", "Star"), ("trash", "Trash"), ("gearshape", "Settings"), ("bell", "Bell"),
    ]
    private var rowStacks: [UIStackView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let rows = UIStackView()
        rows.axis = .vertical
        rows.alignment = .leading
        rows.spacing = 16
        rows.translatesAutoresizingMaskIntoConstraints = false
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (controller: SymbolsScreenViewController, _: UITraitCollection) in
            controller.view.setNeedsLayout()
        }

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

        // In a vertically bouncing scroll view: at the largest text sizes the rows are taller
        // than the screen.
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        scrollView.addSubview(rows)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            rows.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            rows.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            rows.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
            rows.trailingAnchor.constraint(lessThanOrEqualTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
        ])
    }

    /// A label in `font` followed by the symbols drawn with `configuration`, tinted.
    private func row(_ title: String, font: UIFont, configuration: UIImage.SymbolConfiguration) -> UIView {
        let row = UIStackView()
        row.spacing = 8
        let label = UILabel()
        label.text = title
        label.font = font
        label.adjustsFontForContentSizeCategory = true
        row.addArrangedSubview(label)
        let symbols = UIStackView()
        symbols.alignment = .center
        symbols.spacing = 8
        for (name, description) in Self.symbols {
            let imageView = UIImageView(image: UIImage(systemName: name, withConfiguration: configuration))
            imageView.tintColor = .systemBlue
            imageView.accessibilityLabel = description
            symbols.addArrangedSubview(imageView)
        }
        row.addArrangedSubview(symbols)
        row.alignment = .center
        rowStacks.append(row)
        return row
    }

    /// Side by side where a row fits the screen's width; where it does not (the large title
    /// row, and every row at the accessibility sizes) the label goes above its symbols, as
    /// iOS apps stack such rows.
    private func updateAxes() {
        let available = view.bounds.width - 40
        for row in rowStacks {
            let needed = row.arrangedSubviews.reduce(CGFloat(0)) { width, part in
                width + part.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width
            } + row.spacing * CGFloat(row.arrangedSubviews.count - 1)
            let stacked = needed > available
            let axis: NSLayoutConstraint.Axis = stacked ? .vertical : .horizontal
            guard row.axis != axis else { continue }
            row.axis = axis
            row.alignment = stacked ? .leading : .center
        }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        updateAxes()
    }
}
