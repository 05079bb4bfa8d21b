import Foundation

/// The compact date picker as drawn: a date chip, a time chip, or both (``UIDatePicker/Mode``
/// `.dateAndTime`), leading-aligned and centred vertically. Tapping a chip opens its editor
/// (the month calendar or the time wheels) over the window.
///
/// The inline style reuses it for its time: alone for ``UIDatePicker/Mode`` `.time`, and in the
/// time row under the calendar for `.dateAndTime` (``timeOnly``).
@MainActor
final class DatePickerCompactView: UIView {
    unowned let datePicker: UIDatePicker
    let dateChip = DatePickerChip()
    let timeChip = DatePickerChip()
    /// Whether only the time chip is shown, whatever the mode (the inline time row).
    let timeOnly: Bool
    /// The editor on screen, if any.
    private(set) var editor: DatePickerCompactEditor?

    init(datePicker: UIDatePicker, timeOnly: Bool = false) {
        self.datePicker = datePicker
        self.timeOnly = timeOnly
        super.init(frame: .zero)
        dateChip.addAction(UIAction { [weak self] _ in self?.open(.date) }, for: .touchUpInside)
        timeChip.addAction(UIAction { [weak self] _ in self?.open(.time) }, for: .touchUpInside)
        addSubview(dateChip)
        addSubview(timeChip)
    }

    required init?(coder: NSCoder) {
        Fatal.stop("DatePickerCompactView is created by UIDatePicker, never decoded")
    }

    /// The chips the mode shows, in order.
    private var shownChips: [DatePickerChip] {
        if timeOnly { return [timeChip] }
        switch datePicker.datePickerMode {
        case .date: return [dateChip]
        case .time: return [timeChip]
        case .dateAndTime: return [dateChip, timeChip]
        case .countDownTimer, .yearAndMonth: return []
        }
    }

    /// Shows the picker's date in the chips ("Mar 5, 2024", "9:41 AM" in the picker's locale).
    func showValue() {
        let calendar = datePicker.workingCalendar
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = calendar.locale
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        dateChip.text = formatter.string(from: datePicker.date)
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        timeChip.text = formatter.string(from: datePicker.date)
        let shown = shownChips
        dateChip.isHidden = !shown.contains(dateChip)
        timeChip.isHidden = !shown.contains(timeChip)
        setNeedsLayout()
    }

    /// The chips' size side by side.
    var fittingSize: CGSize {
        let chips = shownChips
        let width = chips.map(\.intrinsicContentSize.width).reduce(0, +) + CGFloat(max(chips.count - 1, 0)) * DatePickerChip.spacing
        return CGSize(width: width, height: DatePickerChip.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var x: CGFloat = 0
        let y = ((bounds.height - DatePickerChip.height) / 2).rounded()
        for chip in shownChips {
            let width = chip.intrinsicContentSize.width
            chip.frame = CGRect(x: x, y: y, width: width, height: DatePickerChip.height)
            x += width + DatePickerChip.spacing
        }
    }

    // MARK: The editor

    /// Opens the editor of `mode` (`.date`: the month calendar; `.time`: the time wheels)
    /// below or above its chip.
    func open(_ mode: UIDatePicker.Mode) {
        guard editor == nil else { return }
        guard let window else {
            misuseLog.log("UIDatePicker: the compact picker is not in a window; its editor is not shown")
            return
        }
        let chip = mode == .date ? dateChip : timeChip
        let editor = DatePickerCompactEditor(owner: datePicker, mode: mode, frame: window.bounds)
        editor.onClose = { [weak self] in self?.editorDidClose() }
        self.editor = editor
        chip.isActive = true
        window.addSubview(editor)
        editor.show(below: chip.convert(chip.bounds, to: window), in: window)
    }

    /// Closes the editor (after a day was chosen, or a tap outside it).
    func closeEditor() {
        editor?.close()
    }

    /// The editor is in the window, not inside the picker: when the picker leaves its window
    /// (its screen replaced or taken away while the editor is open), the editor goes at once,
    /// rather than stay over the window for a picker that is gone.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, let editor { editor.dismissAtOnce() }
    }

    private func editorDidClose() {
        editor = nil
        dateChip.isActive = false
        timeChip.isActive = false
    }
}
