import Foundation

/// One chosen-by-tap line of a shown context menu: an action, a command or a submenu's entry.
/// It draws a checkmark column when the menu has one, the title (and subtitle), and the
/// element's image or the submenu's chevron at the trailing edge; it highlights while a finger
/// is on it and sends `touchUpInside` when chosen. It is an accessibility button named by its
/// title, so tests find it as a person would.
@MainActor
final class ContextMenuRowControl: UIControl {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let trailingImageView = UIImageView()
    let checkmarkView = UIImageView()
    /// Whether a checkmark column is kept at the leading edge.
    let hasCheckmarkColumn: Bool

    /// Height of a one-line row.
    static let height: CGFloat = 44
    /// Height of a row with a subtitle.
    static let heightWithSubtitle: CGFloat = 58
    /// Inset of the title from the leading edge, and of the image from the trailing edge.
    static let inset: CGFloat = 16
    /// Width kept for the checkmark when the menu shows one.
    static let checkmarkColumn: CGFloat = 26
    /// Width kept for the trailing image.
    static let imageColumn: CGFloat = 28

    init(
        title: String, subtitle: String?, image: UIImage?, isDestructive: Bool, isEnabled: Bool, isChecked: Bool,
        hasCheckmarkColumn: Bool, isSubmenu: Bool
    ) {
        self.hasCheckmarkColumn = hasCheckmarkColumn
        super.init(frame: .zero)
        let color: UIColor = isEnabled ? (isDestructive ? .systemRed : .label) : .tertiaryLabel
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = color
        addSubview(titleLabel)
        if let subtitle, !subtitle.isEmpty {
            subtitleLabel.text = subtitle
            subtitleLabel.font = .systemFont(ofSize: 13)
            subtitleLabel.textColor = isEnabled ? .secondaryLabel : .tertiaryLabel
            addSubview(subtitleLabel)
        }
        let trailing = image ?? (isSubmenu ? UIImage(systemName: "chevron.right") : nil)
        if let trailing {
            trailingImageView.image = trailing.withRenderingMode(.alwaysTemplate)
            trailingImageView.tintColor = color
            trailingImageView.contentMode = .center
            addSubview(trailingImageView)
        }
        if isChecked {
            checkmarkView.image = UIImage(systemName: "checkmark")?.withRenderingMode(.alwaysTemplate)
            checkmarkView.tintColor = color
            checkmarkView.contentMode = .center
            addSubview(checkmarkView)
        }
        self.isEnabled = isEnabled
        isAccessibilityElement = true
        accessibilityLabel = title
        accessibilityValue = isChecked ? "checked" : nil
        accessibilityTraits = isEnabled ? (isChecked ? [.button, .selected] : .button) : [.button, .notEnabled]
    }

    required init?(coder: NSCoder) { nil }

    /// The row's height: taller with a subtitle.
    var preferredHeight: CGFloat { subtitleLabel.superview == nil ? Self.height : Self.heightWithSubtitle }

    /// The width the row needs for its title, subtitle, checkmark and image.
    var preferredWidth: CGFloat {
        let text = max(titleLabel.intrinsicContentSize.width, subtitleLabel.intrinsicContentSize.width)
        return (leadingInset + text + Self.inset + Self.imageColumn + Self.inset).rounded(.up)
    }

    private var leadingInset: CGFloat { Self.inset + (hasCheckmarkColumn ? Self.checkmarkColumn : 0) }

    override var isHighlighted: Bool {
        didSet {
            backgroundColor = isHighlighted
                ? UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.12) : UIColor(white: 0, alpha: 0.1) }
                : nil
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let textWidth = bounds.width - leadingInset - Self.inset - Self.imageColumn - Self.inset
        if subtitleLabel.superview != nil {
            titleLabel.frame = CGRect(x: leadingInset, y: 9, width: textWidth, height: 22)
            subtitleLabel.frame = CGRect(x: leadingInset, y: 31, width: textWidth, height: 18)
        } else {
            titleLabel.frame = CGRect(x: leadingInset, y: 0, width: textWidth, height: bounds.height)
        }
        trailingImageView.frame = CGRect(
            x: bounds.width - Self.inset - Self.imageColumn, y: 0, width: Self.imageColumn, height: bounds.height)
        checkmarkView.frame = CGRect(x: Self.inset - 4, y: 0, width: Self.checkmarkColumn, height: bounds.height)
    }
}
