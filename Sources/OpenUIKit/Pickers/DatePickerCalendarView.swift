import Foundation

/// The inline date picker's month calendar: the month and year with buttons to the previous
/// and next month, the weekday initials, and the month's days in a grid of weeks, the selected
/// day on a tinted circle. A tap on a day chooses it; a tap on a chevron changes the month shown.
///
/// Geometry (points): a 44-point header, a 20-point weekday row, then six 44-point weeks; the
/// columns share the width less 16 points each side.
@MainActor
final class DatePickerCalendarView: UIView {
    unowned let datePicker: UIDatePicker
    /// The first day of the month shown.
    private(set) var shownMonth: Date

    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 20
    static let weekHeight: CGFloat = 44
    static let sideInset: CGFloat = 16
    static let chevronSpacing: CGFloat = 40
    /// The height of the calendar: header, weekday row and six weeks.
    static let height: CGFloat = headerHeight + weekdayHeight + 6 * weekHeight

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
        shownMonth = Date(timeIntervalSinceReferenceDate: 0)
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
        shownMonth = firstOfMonth(datePicker.date)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: DatePickerCalendarView.tapped))
    }

    required init?(coder: NSCoder) {
        Fatal.stop("DatePickerCalendarView is created by UIDatePicker, never decoded")
    }

    private var calendar: Calendar { datePicker.workingCalendar }

    private func firstOfMonth(_ date: Date) -> Date {
        calendar.dateInterval(of: .month, for: date)?.start ?? date
    }

    /// Shows the month of the picker's date.
    func showDateMonth() {
        shownMonth = firstOfMonth(datePicker.date)
        setNeedsDisplay()
    }

    /// Moves the month shown by `months`.
    func moveMonth(by months: Int) {
        guard let moved = calendar.date(byAdding: .month, value: months, to: shownMonth) else { return }
        shownMonth = firstOfMonth(moved)
        setNeedsDisplay()
    }

    /// The title of the month shown, as "March 2024" in the picker's locale.
    var monthTitle: String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = calendar.locale
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        return formatter.string(from: shownMonth)
    }

    // MARK: Geometry

    private var columnWidth: CGFloat { max(bounds.width - 2 * Self.sideInset, 0) / 7 }

    /// The column of the month's first day (0 for the calendar's first weekday).
    private var leadingBlanks: Int {
        let weekday = calendar.component(.weekday, from: shownMonth)
        return (weekday - calendar.firstWeekday + 7) % 7
    }

    private var daysInMonth: Int { calendar.range(of: .day, in: .month, for: shownMonth)?.count ?? 30 }

    /// The centre of day `day` (1-based) of the month shown.
    func centre(ofDay day: Int) -> CGPoint {
        let index = leadingBlanks + day - 1
        let column = index % 7
        let week = index / 7
        return CGPoint(
            x: Self.sideInset + (CGFloat(column) + 0.5) * columnWidth,
            y: Self.headerHeight + Self.weekdayHeight + (CGFloat(week) + 0.5) * Self.weekHeight)
    }

    /// The centres of the previous-month and next-month chevrons.
    var previousChevronCentre: CGPoint {
        CGPoint(x: bounds.width - Self.sideInset - 12 - Self.chevronSpacing, y: Self.headerHeight / 2)
    }
    var nextChevronCentre: CGPoint { CGPoint(x: bounds.width - Self.sideInset - 12, y: Self.headerHeight / 2) }

    private func date(ofDay day: Int) -> Date? {
        calendar.date(byAdding: .day, value: day - 1, to: shownMonth)
    }

    private func isAllowed(_ day: Date) -> Bool {
        let calendar = calendar
        if let minimum = datePicker.minimumDate, day < calendar.startOfDay(for: minimum) { return false }
        if let maximum = datePicker.maximumDate, day > maximum { return false }
        return true
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        let traits = traitCollection
        let tint = (tintColor ?? .systemBlue).resolvedColor(with: traits)
        let label = UIColor.label.resolvedColor(with: traits)
        let tertiary = UIColor.tertiaryLabel.resolvedColor(with: traits)
        let title = monthTitle
        let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
        let titleSize = title.size(withAttributes: [.font: titleFont])
        title.draw(
            at: CGPoint(x: Self.sideInset, y: ((Self.headerHeight - titleSize.height) / 2).rounded()),
            withAttributes: [.font: titleFont, .foregroundColor: label])
        drawChevron(at: previousChevronCentre, pointingLeft: true, color: tint)
        drawChevron(at: nextChevronCentre, pointingLeft: false, color: tint)

        let weekdayFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
        let symbols = calendar.shortWeekdaySymbols
        for column in 0..<7 {
            let symbol = symbols[(column + calendar.firstWeekday - 1) % 7].uppercased()
            let size = symbol.size(withAttributes: [.font: weekdayFont])
            let x = Self.sideInset + (CGFloat(column) + 0.5) * columnWidth - size.width / 2
            symbol.draw(
                at: CGPoint(x: x.rounded(), y: Self.headerHeight + ((Self.weekdayHeight - size.height) / 2).rounded()),
                withAttributes: [.font: weekdayFont, .foregroundColor: tertiary])
        }

        let selected = calendar.dateComponents([.year, .month, .day], from: datePicker.date)
        let shown = calendar.dateComponents([.year, .month], from: shownMonth)
        let selectedDay = selected.year == shown.year && selected.month == shown.month ? selected.day : nil
        for day in 1...daysInMonth {
            let centre = centre(ofDay: day)
            let isSelected = day == selectedDay
            if isSelected {
                tint.withAlphaComponent(0.12).setFill()
                UIBezierPath(ovalIn: CGRect(x: centre.x - 20, y: centre.y - 20, width: 40, height: 40)).fill()
            }
            let font = UIFont.systemFont(ofSize: 20, weight: isSelected ? .semibold : .regular)
            let allowed = date(ofDay: day).map(isAllowed) ?? false
            let color = isSelected ? tint : (allowed ? label : tertiary)
            let text = String(day)
            let size = text.size(withAttributes: [.font: font])
            text.draw(
                at: CGPoint(x: (centre.x - size.width / 2).rounded(), y: (centre.y - size.height / 2).rounded()),
                withAttributes: [.font: font, .foregroundColor: color])
        }
    }

    private func drawChevron(at centre: CGPoint, pointingLeft: Bool, color: UIColor) {
        let path = UIBezierPath()
        let dx: CGFloat = pointingLeft ? 4 : -4
        path.move(to: CGPoint(x: centre.x + dx, y: centre.y - 8))
        path.addLine(to: CGPoint(x: centre.x - dx, y: centre.y))
        path.addLine(to: CGPoint(x: centre.x + dx, y: centre.y + 8))
        path.lineWidth = 2.5
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        color.setStroke()
        path.stroke()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }

    // MARK: Taps

    private func tapped(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: self)
        if point.y < Self.headerHeight {
            if abs(point.x - previousChevronCentre.x) <= Self.chevronSpacing / 2 {
                moveMonth(by: -1)
            } else if abs(point.x - nextChevronCentre.x) <= Self.chevronSpacing / 2 {
                moveMonth(by: 1)
            }
            return
        }
        let gridTop = Self.headerHeight + Self.weekdayHeight
        guard point.y >= gridTop, columnWidth > 0, point.x >= Self.sideInset else { return }
        let column = Int((point.x - Self.sideInset) / columnWidth)
        let week = Int((point.y - gridTop) / Self.weekHeight)
        guard column < 7, week < 6 else { return }
        let day = week * 7 + column - leadingBlanks + 1
        guard day >= 1, day <= daysInMonth, let chosen = date(ofDay: day), isAllowed(chosen) else { return }
        datePicker.calendarDidChoose(day: chosen)
        setNeedsDisplay()
    }
}
