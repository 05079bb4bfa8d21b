import Foundation

/// The row under the inline calendar of a ``UIDatePicker`` in ``UIDatePicker/Mode`` `.dateAndTime`:
/// a hairline, "Time" at the leading edge and the time chip at the trailing edge. Tapping the
/// chip opens the time wheels over the window, as the compact style's time chip does.
///
/// Geometry (points) [CHOSEN: Apple publishes none]: a 44-point row, 16-point side insets, the
/// hairline inset 16 points like a table separator.
@MainActor
final class DatePickerInlineTimeRow: UIView {
    static let height: CGFloat = 44
    static let sideInset: CGFloat = 16

    let titleLabel = UILabel()
    let chips: DatePickerCompactView
    private let hairline = UIView()

    init(datePicker: UIDatePicker) {
        chips = DatePickerCompactView(datePicker: datePicker, timeOnly: true)
        super.init(frame: .zero)
        // UIKit divergence: the title is English ("Time"); UIKit localises it.
        titleLabel.text = "Time"
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = .label
        hairline.backgroundColor = .separator
        addSubview(hairline)
        addSubview(titleLabel)
        addSubview(chips)
    }

    required init?(coder: NSCoder) {
        Fatal.stop("DatePickerInlineTimeRow is created by UIDatePicker, never decoded")
    }

    /// Shows the picker's time in the chip.
    func showValue() {
        chips.showValue()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let line = 1 / max(1, traitCollection.displayScale)
        hairline.frame = CGRect(x: Self.sideInset, y: 0, width: max(0, bounds.width - 2 * Self.sideInset), height: line)
        let chipWidth = chips.fittingSize.width
        chips.frame = CGRect(x: max(Self.sideInset, bounds.width - Self.sideInset - chipWidth), y: 0, width: chipWidth, height: bounds.height)
        let titleWidth = max(0, chips.frame.minX - 2 * Self.sideInset)
        titleLabel.frame = CGRect(x: Self.sideInset, y: 0, width: titleWidth, height: bounds.height)
    }
}
