import Foundation

/// One entry of a shown edit menu: its title in a label, a highlight while a finger is on it,
/// and `touchUpInside` when chosen. It is an accessibility button named by its title, so tests
/// find it as a person would.
@MainActor
final class EditMenuItemControl: UIControl {
    /// The entry's title as drawn.
    let titleLabel = UILabel()
    /// Horizontal padding on each side of the title.
    static let horizontalPadding: CGFloat = 14
    /// The menu's row height.
    static let height: CGFloat = 38

    init(title: String, isDestructive: Bool, isEnabled: Bool) {
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 15)
        titleLabel.textColor = isEnabled ? (isDestructive ? .systemRed : .label) : .tertiaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        self.isEnabled = isEnabled
        isAccessibilityElement = true
        accessibilityLabel = title
        accessibilityTraits = isEnabled ? .button : [.button, .notEnabled]
    }

    required init?(coder: NSCoder) { nil }

    /// The width the entry needs: its title and the padding.
    var preferredWidth: CGFloat {
        (titleLabel.intrinsicContentSize.width + 2 * Self.horizontalPadding).rounded(.up)
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemFill : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds
    }
}
