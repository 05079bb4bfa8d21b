import Foundation

/// A control for choosing a date, a time, both, or a countdown duration.
///
/// The wheels style is built on ``UIPickerView``: one wheel per field of the mode (month, day
/// and year; hour, minute and AM/PM; a day then the time; hours and minutes of a countdown).
/// When the user brings a wheel to rest, the picker works out the new date (a day past the
/// month's end becomes its last day; a date outside ``minimumDate``…``maximumDate`` is
/// clamped and the wheels turn back to it) and sends `.valueChanged` once if the date (or
/// ``countDownDuration``) changed. Setting ``date`` by code sends nothing.
///
/// The inline style shows a month calendar instead: the month and year with chevrons to the
/// previous and next month, the weekdays, and the days, the selected one on a tinted circle; a
/// tap on a day within the limits chooses it (keeping the time of day) and sends `.valueChanged`
/// once. For ``Mode/dateAndTime`` a "Time" row under the calendar holds the time chip; for
/// ``Mode/time`` the inline style is the time chip alone.
///
/// The compact style (what `.automatic` resolves to for dates and times) shows the value as
/// rounded chips: the date ("Mar 5, 2024"), the time ("9:41 AM"), or both for
/// ``Mode/dateAndTime``. Tapping a chip opens its editor over a dimmed
/// window: the month calendar for the date, the time wheels for the time. Choosing a day takes
/// it (keeping the time of day), sends `.valueChanged` once and closes the calendar; a settled
/// time wheel takes the time and sends `.valueChanged` once; a tap outside closes the editor.
///
/// Dates are read and shown in ``calendar`` with ``timeZone`` and ``locale`` (each defaulting
/// to the process's current one), never the wall clock.
/// - Note: See https://developer.apple.com/documentation/uikit/uidatepicker
@MainActor @preconcurrency
open class UIDatePicker: UIControl {
    /// What the picker chooses (default ``Mode/dateAndTime``).
    open var datePickerMode: Mode = .dateAndTime {
        didSet {
            guard datePickerMode != oldValue else { return }
            rebuildWheels()
            applyStyle()
        }
    }

    /// The style the app asks for (default ``UIDatePickerStyle/automatic``).
    ///
    /// `.automatic` is the compact style for dates and times, as on iOS 14 and later. The
    /// inline style shows the month calendar for ``Mode/date``, the calendar with a time row
    /// under it for ``Mode/dateAndTime``, and the time chip for ``Mode/time``. A countdown timer
    /// and a year-and-month picker show wheels whatever the style, as in UIKit.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { applyStyle() }
    }

    /// The style the picker shows: ``preferredDatePickerStyle`` with `.automatic` resolved
    /// (`.compact` for dates and times; `.wheels` for a countdown and a year and month).
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth { return .wheels }
        switch preferredDatePickerStyle {
        case .inline: return .inline
        case .wheels: return .wheels
        case .automatic, .compact: return .compact
        }
    }

    /// The locale for month names, AM/PM and the 12- or 24-hour clock (nil: the calendar's
    /// locale, else the current one).
    open var locale: Locale? {
        didSet { rebuildWheels() }
    }

    /// The calendar dates are read in (default: the current calendar; nil resets it).
    open var calendar: Calendar! {
        get { calendar_ }
        set {
            calendar_ = newValue ?? .current
            rebuildWheels()
        }
    }
    private var calendar_: Calendar = .current

    /// The time zone dates are shown in (nil: the calendar's).
    open var timeZone: TimeZone? {
        didSet { rebuildWheels() }
    }

    /// The date shown (default: the reference date, see the note). Setting it shows it at once,
    /// clamped to ``minimumDate``…``maximumDate``; `.valueChanged` is not sent.
    // UIKit divergence: UIKit's default date is the moment the picker is created; reading the
    // wall clock would make the picker nondeterministic, so the default is 1 January 2001,
    // 00:00 UTC. Set `date` before showing the picker.
    open var date: Date {
        get { date_ }
        set { setDate(newValue, animated: false) }
    }
    private var date_ = Date(timeIntervalSinceReferenceDate: 0)

    /// The earliest date the user may choose (nil: no limit).
    open var minimumDate: Date? {
        didSet {
            applyLimits(animated: false)
            calendarView?.setNeedsDisplay()
        }
    }

    /// The latest date the user may choose (nil: no limit).
    open var maximumDate: Date? {
        didSet {
            applyLimits(animated: false)
            calendarView?.setNeedsDisplay()
        }
    }

    /// The countdown in seconds for ``Mode/countDownTimer`` (default 0; at most 23 h 59 min,
    /// whole minutes).
    open var countDownDuration: TimeInterval {
        get { countDownDuration_ }
        set {
            let minutes = min(max(Int(newValue / 60), 0), 23 * 60 + 59)
            countDownDuration_ = TimeInterval(minutes * 60)
            showValue(animated: false)
        }
    }
    private var countDownDuration_: TimeInterval = 0

    /// The step of the minute wheel, 1 to 30, dividing 60 (default 1). Other values are
    /// logged and ignored, as UIKit keeps its default for them.
    open var minuteInterval: Int {
        get { minuteInterval_ }
        set {
            guard newValue >= 1, newValue <= 30, 60 % newValue == 0 else {
                misuseLog.log("UIDatePicker.minuteInterval \(newValue) does not divide 60 (1…30); keeping \(minuteInterval_)")
                return
            }
            minuteInterval_ = newValue
            rebuildWheels()
        }
    }
    private var minuteInterval_ = 1

    /// Whether dates are rounded down to ``minuteInterval`` (default true).
    open var roundsToMinuteInterval = true

    let pickerView = UIPickerView()
    private lazy var wheels = DatePickerWheels(datePicker: self)
    /// The month calendar of the inline style (made when first needed).
    private var calendarView: DatePickerCalendarView?
    /// The chips of the compact style, and of the inline style's time mode (made when first needed).
    private var compactView: DatePickerCompactView?
    /// The time row under the inline calendar in ``Mode/dateAndTime`` (made when first needed).
    private var inlineTimeRow: DatePickerInlineTimeRow?

    /// What the picker shows for its mode and style.
    private enum Face {
        case wheels, chips, calendar, calendarWithTime
    }

    private var face: Face {
        switch datePickerStyle {
        case .compact: return .chips
        case .inline:
            switch datePickerMode {
            case .time: return .chips
            case .dateAndTime: return .calendarWithTime
            default: return .calendar
            }
        case .wheels, .automatic: return .wheels
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        addSubview(pickerView)
        rebuildWheels()
        applyStyle()
    }

    /// Shows `date` (clamped to the limits), turning the wheels when `animated`. Sends no action.
    open func setDate(_ date: Date, animated: Bool) {
        date_ = limited(rounded(date))
        showValue(animated: animated)
        calendarView?.showDateMonth()
    }

    // MARK: The compact style

    /// The compact style's editor took `date`: the picker takes it (limited) and sends
    /// `.valueChanged` once if it changed.
    func compactEditorChose(_ date: Date) {
        let chosen = limited(date)
        guard chosen != date_ else { return }
        date_ = chosen
        showValue(animated: false)
        sendActions(for: .valueChanged)
    }

    /// The compact style's chips (nil outside the compact style), for the test kit.
    package var compactChips: [UIView] {
        if let inlineTimeRow, !inlineTimeRow.isHidden { return [inlineTimeRow.chips.timeChip] }
        guard let compactView, !compactView.isHidden else { return [] }
        return [compactView.dateChip, compactView.timeChip].filter { !$0.isHidden }
    }

    /// The editor a chip opened (compact style, or the inline style's time), if one is open.
    private var openEditor: DatePickerCompactEditor? { compactView?.editor ?? inlineTimeRow?.chips.editor }

    /// The compact style's open editor: the platter holding the calendar or the wheels.
    package var compactEditorPlatter: UIView? { openEditor?.platter }

    /// The date picker inside the compact style's open editor.
    package var compactEditorPicker: UIDatePicker? { openEditor?.picker }

    // MARK: The inline style

    /// Shows the wheels, the month calendar (with its time row) or the chips, as the style and
    /// mode say.
    private func applyStyle() {
        let face = face
        let calendarShown = face == .calendar || face == .calendarWithTime
        if calendarShown, calendarView == nil {
            let view = DatePickerCalendarView(datePicker: self)
            addSubview(view)
            calendarView = view
        }
        if face == .calendarWithTime, inlineTimeRow == nil {
            let row = DatePickerInlineTimeRow(datePicker: self)
            addSubview(row)
            inlineTimeRow = row
        }
        if face == .chips, compactView == nil {
            let view = DatePickerCompactView(datePicker: self)
            addSubview(view)
            compactView = view
        }
        if face != .chips { compactView?.closeEditor() }
        if face != .calendarWithTime { inlineTimeRow?.chips.closeEditor() }
        pickerView.isHidden = face != .wheels
        calendarView?.isHidden = !calendarShown
        inlineTimeRow?.isHidden = face != .calendarWithTime
        compactView?.isHidden = face != .chips
        compactView?.showValue()
        inlineTimeRow?.showValue()
        calendarView?.showDateMonth()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// A day was tapped in the month calendar: the date moves to it (keeping the time of day),
    /// limited, and `.valueChanged` is sent once if it changed.
    func calendarDidChoose(day: Date) {
        let calendar = workingCalendar
        let time = calendar.dateComponents([.hour, .minute, .second], from: date_)
        var parts = calendar.dateComponents([.year, .month, .day], from: day)
        parts.hour = time.hour
        parts.minute = time.minute
        parts.second = time.second
        let chosen = limited(calendar.date(from: parts) ?? day)
        guard chosen != date_ else { return }
        date_ = chosen
        showValue(animated: false)
        calendarView?.setNeedsDisplay()
        sendActions(for: .valueChanged)
    }

    /// The first day of the month the inline calendar shows (nil outside the inline style).
    package var inlineCalendarMonth: Date? { calendarView?.isHidden == false ? calendarView?.shownMonth : nil }

    /// The centre of `day` of the month the inline calendar shows, in the picker's coordinates.
    package func inlineCalendarCentre(ofDay day: Int) -> CGPoint? {
        guard let calendarView, !calendarView.isHidden else { return nil }
        return calendarView.convert(calendarView.centre(ofDay: day), to: self)
    }

    // MARK: Calendar

    /// ``calendar`` with ``timeZone`` and ``locale`` applied: what every field is read in.
    var workingCalendar: Calendar {
        var calendar = calendar_
        if let timeZone { calendar.timeZone = timeZone }
        if let locale { calendar.locale = locale }
        if calendar.locale == nil { calendar.locale = .current }
        return calendar
    }

    // MARK: Values

    private func rounded(_ date: Date) -> Date {
        guard roundsToMinuteInterval, minuteInterval_ > 1 else { return date }
        let calendar = workingCalendar
        let minute = calendar.component(.minute, from: date)
        let extra = minute % minuteInterval_
        let start = calendar.dateInterval(of: .minute, for: date)?.start ?? date
        return start.addingTimeInterval(-TimeInterval(extra * 60))
    }

    private func limited(_ date: Date) -> Date {
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        return date
    }

    private func applyLimits(animated: Bool) {
        let clamped = limited(date_)
        guard clamped != date_ else { return }
        date_ = clamped
        showValue(animated: animated)
    }

    private func rebuildWheels() {
        wheels.rebuild()
        pickerView.dataSource = wheels
        pickerView.delegate = wheels
        pickerView.reloadAllComponents()
        showValue(animated: false)
        calendarView?.setNeedsDisplay()
    }

    /// Turns the wheels to the current value.
    private func showValue(animated: Bool) {
        compactView?.showValue()
        inlineTimeRow?.showValue()
        if face == .chips { invalidateIntrinsicContentSize() }
        if case .dayOfAnchor(let anchor)? = wheels.columns.first,
            anchor != workingCalendar.startOfDay(for: date_)
        {
            // Keep the selected day in the middle of the day wheel.
            wheels.rebuild()
            pickerView.reloadAllComponents()
        }
        for (component, row) in wheels.rows(for: date_).enumerated()
        where pickerView.selectedRow(inComponent: component) != row {
            pickerView.selectRow(row, inComponent: component, animated: animated)
        }
    }

    /// A wheel came to rest: the new value is read, limited, shown, and announced once.
    func wheelsDidSettle() {
        let rows = (0..<wheels.columns.count).map { pickerView.selectedRow(inComponent: $0) }
        if datePickerMode == .countDownTimer {
            var duration = wheels.countdown(from: rows)
            // A countdown of zero is not a countdown: the wheels turn to the first step.
            if duration == 0 { duration = TimeInterval(minuteInterval_ * 60) }
            let changed = duration != countDownDuration_
            countDownDuration_ = duration
            showValue(animated: true)
            if changed { sendActions(for: .valueChanged) }
            return
        }
        let chosen = limited(wheels.date(from: rows, base: date_))
        let changed = chosen != date_
        date_ = chosen
        showValue(animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    // MARK: Geometry

    open override var intrinsicContentSize: CGSize {
        switch face {
        case .calendar: CGSize(width: PickerConstants.defaultWidth, height: DatePickerCalendarView.height)
        case .calendarWithTime:
            CGSize(width: PickerConstants.defaultWidth, height: DatePickerCalendarView.height + DatePickerInlineTimeRow.height)
        case .chips: compactView?.fittingSize ?? .zero
        case .wheels: pickerView.intrinsicContentSize
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : PickerConstants.defaultWidth
        return switch face {
        case .calendar: CGSize(width: width, height: DatePickerCalendarView.height)
        case .calendarWithTime: CGSize(width: width, height: DatePickerCalendarView.height + DatePickerInlineTimeRow.height)
        case .chips: compactView?.fittingSize ?? .zero
        case .wheels: pickerView.sizeThatFits(size)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        pickerView.frame = bounds
        compactView?.frame = bounds
        if face == .calendarWithTime {
            let rowHeight = DatePickerInlineTimeRow.height
            calendarView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - rowHeight))
            inlineTimeRow?.frame = CGRect(x: 0, y: max(0, bounds.height - rowHeight), width: bounds.width, height: rowHeight)
        } else {
            calendarView?.frame = bounds
        }
    }
}
