import Foundation

/// One rounded button of the compact date picker, showing the date or the time as text on a
/// light grey fill; its text turns to the tint while the editor it opened is on screen. It is
/// an accessibility button named by its text, so tests find it as a person would.
@MainActor
final class DatePickerChip: UIControl {
    let label = UILabel()

    /// Height of a chip.
    static let height: CGFloat = 34
    /// Space between the text and the chip's left and right edges.
    static let horizontalPadding: CGFloat = 11
    /// Corner radius of the fill.
    static let cornerRadius: CGFloat = 6
    /// Space between the date chip and the time chip.
    static let spacing: CGFloat = 6

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Self.cornerRadius
        label.font = .systemFont(ofSize: 17)
        label.textColor = .label
        label.textAlignment = .center
        addSubview(label)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) {
        Fatal.stop("DatePickerChip is created by UIDatePicker, never decoded")
    }

    /// The text shown.
    var text: String {
        get { label.text ?? "" }
        set {
            label.text = newValue
            accessibilityLabel = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether the editor this chip opened is on screen.
    var isActive = false {
        didSet { label.textColor = isActive ? (tintColor ?? .systemBlue) : .label }
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: (label.intrinsicContentSize.width + 2 * Self.horizontalPadding).rounded(.up), height: Self.height)
    }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.6 : 1 }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if isActive { label.textColor = tintColor }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // A hidden chip may be narrower than its padding: keep the label's width at least 0.
        label.frame = CGRect(
            x: Self.horizontalPadding, y: 0, width: max(0, bounds.width - 2 * Self.horizontalPadding), height: bounds.height)
    }
}
