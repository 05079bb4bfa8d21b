import OpenUIKit

/// Menus: a long press on the photo card shows its context menu (an inline group of Copy,
/// Share and a disabled Favorite, a "Move to" submenu that opens over the menu, a single-selection
/// "Sort by" group, and a destructive Delete); the "Sort" button shows a menu when tapped
/// (`showsMenuAsPrimaryAction`). The status line says what was chosen.
///
/// Layout: a vertically bouncing scroll view (so it stays below the navigation bar) holding a
/// column 20 points in from the sides: the hint, the 220 × 140 card, the Sort button and the
/// status line, whose text wraps at large text sizes.
final class MenusScreenViewController: UIViewController, UIContextMenuInteractionDelegate {
    private let card = UIView()
    private let sortButton = UIButton(type: .system)
    private let status = UILabel()
    private var sortOrder = "Date"
    private let content = UIScrollView()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Menus"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.alwaysBounceVertical = true
        view.addSubview(content)

        let hint = UILabel()
        hint.text = "Long-press the card for its context menu; tap Sort for the button's menu."
        hint.font = .preferredFont(forTextStyle: .footnote)
        hint.adjustsFontForContentSizeCategory = true
        hint.numberOfLines = 0
        // The secondary label colour is 3.3:1 on the grouped background, under what this size
        // needs.
        hint.textColor = .label

        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 14
        card.accessibilityIdentifier = "menus-card"
        let caption = UILabel()
        caption.text = "Photo"
        caption.textColor = .white
        caption.font = .preferredFont(forTextStyle: .headline)
        caption.adjustsFontForContentSizeCategory = true
        caption.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(caption)
        card.addInteraction(UIContextMenuInteraction(delegate: self))

        sortButton.setTitle("Sort", for: .normal)
        sortButton.titleLabel?.font = .preferredFont(forTextStyle: .body)
        sortButton.titleLabel?.adjustsFontForContentSizeCategory = true
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.menu = UIMenu(children: [
            UIAction(title: "Date") { [unowned self] _ in report("sort by date") },
            UIAction(title: "Name") { [unowned self] _ in report("sort by name") },
        ])

        status.font = .preferredFont(forTextStyle: .subheadline)
        status.adjustsFontForContentSizeCategory = true
        status.numberOfLines = 0
        status.textColor = .label
        status.text = "Nothing chosen yet"

        let stack = UIStackView(arrangedSubviews: [hint, card, sortButton, status])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 16
        stack.setCustomSpacing(24, after: card)
        stack.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: content.contentLayoutGuide.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: content.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: content.frameLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: content.frameLayoutGuide.trailingAnchor, constant: -20),
            hint.widthAnchor.constraint(equalTo: stack.widthAnchor),
            status.widthAnchor.constraint(equalTo: stack.widthAnchor),
            card.widthAnchor.constraint(equalToConstant: 220),
            card.heightAnchor.constraint(equalToConstant: 140),
            caption.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            caption.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            caption.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
            sortButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 120),
            sortButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
    }

    private func report(_ message: String) {
        status.text = message
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
            let sort = ["Date", "Name"].map { order in
                UIAction(title: order, state: order == sortOrder ? .on : .off) { [unowned self] _ in
                    sortOrder = order
                    report("sorted by \(order.lowercased())")
                }
            }
            return UIMenu(children: [
                UIMenu(options: .displayInline, children: [
                    UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { [unowned self] _ in report("copied") },
                    UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { [unowned self] _ in
                        report("shared")
                    },
                    UIAction(title: "Favorite", image: UIImage(systemName: "heart"), attributes: .disabled) { _ in },
                ]),
                UIMenu(title: "Move to", children: [
                    UIAction(title: "Album") { [unowned self] _ in report("moved to album") },
                    UIAction(title: "Archive") { [unowned self] _ in report("moved to archive") },
                ]),
                UIMenu(title: "Sort by", options: [.displayInline, .singleSelection], children: sort),
                UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [unowned self] _ in
                    report("deleted")
                },
            ])
        }
    }
}
