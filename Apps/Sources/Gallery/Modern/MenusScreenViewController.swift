import OpenUIKit

/// Menus: a long press on the photo card shows its context menu (an inline group of Copy,
/// Share and a disabled Favorite, a "Move to" submenu that opens over the menu, a single-selection
/// "Sort by" group, and a destructive Delete); the "Sort" button shows a menu when tapped
/// (`showsMenuAsPrimaryAction`). The status line says what was chosen.
///
/// Layout (points, in a vertically bouncing scroll view that keeps it below the navigation bar): hint (20, 16, 350, 40); card (20, 72, 220,
/// 140); sort button (20, 236, 120, 44); status line (20, 296, 350, 24).
final class MenusScreenViewController: UIViewController, UIContextMenuInteractionDelegate {
    private let card = UIView(frame: CGRect(x: 20, y: 72, width: 220, height: 140))
    private let sortButton = UIButton(type: .system)
    private let status = UILabel(frame: CGRect(x: 20, y: 296, width: 350, height: 24))
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
        content.contentSize = CGSize(width: 390, height: 330)
        view.addSubview(content)

        let hint = UILabel(frame: CGRect(x: 20, y: 16, width: 350, height: 40))
        hint.text = "Long-press the card for its context menu; tap Sort for the button's menu."
        hint.font = .preferredFont(forTextStyle: .footnote)
        hint.numberOfLines = 2
        hint.textColor = .secondaryLabel
        content.addSubview(hint)

        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 14
        card.accessibilityIdentifier = "menus-card"
        let caption = UILabel(frame: CGRect(x: 16, y: 100, width: 188, height: 24))
        caption.text = "Photo"
        caption.textColor = .white
        caption.font = .boldSystemFont(ofSize: 17)
        card.addSubview(caption)
        card.addInteraction(UIContextMenuInteraction(delegate: self))
        content.addSubview(card)

        sortButton.frame = CGRect(x: 20, y: 236, width: 120, height: 44)
        sortButton.setTitle("Sort", for: .normal)
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.menu = UIMenu(children: [
            UIAction(title: "Date") { [unowned self] _ in report("sort by date") },
            UIAction(title: "Name") { [unowned self] _ in report("sort by name") },
        ])
        content.addSubview(sortButton)

        status.font = .preferredFont(forTextStyle: .subheadline)
        status.textColor = .label
        status.text = "Nothing chosen yet"
        content.addSubview(status)
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
