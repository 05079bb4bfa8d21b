import Foundation

/// One action's button in an alert or action sheet: its title centred, tinted by its style,
/// a highlight while a finger is on it, and the choice on `touchUpInside`. It is an
/// accessibility button named by its title, so tests find it as a person would.
@MainActor
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    let titleLabel = UILabel()

    init(action: UIAlertAction, font: UIFont) {
        self.action = action
        super.init(frame: .zero)
        titleLabel.text = action.title
        titleLabel.font = font
        titleLabel.textAlignment = .center
        titleLabel.textColor =
            !action.isEnabled ? .tertiaryLabel : action.style == .destructive ? .systemRed : .systemBlue
        addSubview(titleLabel)
        isEnabled = action.isEnabled
        isAccessibilityElement = true
        accessibilityLabel = action.title
        accessibilityTraits = action.isEnabled ? .button : [.button, .notEnabled]
        addAction(
            UIAction(handler: { [weak action] _ in
                guard let action else { return }
                action.controller?.choose(action)
            }), for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemFill : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Not insetBy: a button narrower than its insets (before its sheet has a width) would
        // get the null rectangle, whose origin is infinite.
        titleLabel.frame = CGRect(x: bounds.minX + 8, y: bounds.minY, width: max(0, bounds.width - 16), height: bounds.height)
    }
}
