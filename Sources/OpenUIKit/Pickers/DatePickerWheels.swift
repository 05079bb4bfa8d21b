import Foundation

/// The wheels-style date picker's picker view contents: which wheels its mode shows, each row's
/// title, and the conversions between the wheels' rows and a date (or a countdown duration).
@MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate, PickerCycling {
    unowned let datePicker: UIDatePicker
    private(set) var columns: [DatePickerColumn] = []

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
    }

    /// Chooses the wheels for the picker's mode, locale and minute interval.
    func rebuild() {
        let interval = datePicker.minuteInterval
        let twelveHour = Self.usesTwelveHourClock(datePicker.workingCalendar.locale ?? .current)
        let time: [DatePickerColumn] =
            [.hour(twelveHour: twelveHour), .minute(interval: interval)] + (twelveHour ? [.meridiem] : [])
        switch datePicker.datePickerMode {
        case .time: columns = time
        case .date: columns = [.month, .day, .year]
        case .dateAndTime: columns = [.dayOfAnchor(anchorDay(for: datePicker.date))] + time
        case .countDownTimer: columns = [.countdownHours, .countdownMinutes(interval: interval)]
        case .yearAndMonth: columns = [.month, .year]
        }
    }

    /// Whether the locale's hour format is a 12-hour one (its skeleton "j" has an AM/PM mark).
    static func usesTwelveHourClock(_ locale: Locale) -> Bool {
        let format = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "H"
        return format.contains("a") || format.contains("h") || format.contains("K")
    }

    private func anchorDay(for date: Date) -> Date {
        datePicker.workingCalendar.startOfDay(for: date)
    }

    // MARK: Date ↔ rows

    /// The row each wheel shows for `date` (or for the countdown duration).
    func rows(for date: Date) -> [Int] {
        let calendar = datePicker.workingCalendar
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0
        return columns.map { column in
            switch column {
            case .month: (parts.month ?? 1) - 1
            case .day: (parts.day ?? 1) - 1
            case .year: min(max((parts.year ?? 1) - 1, 0), DatePickerColumn.lastYear - 1)
            case .dayOfAnchor(let anchor):
                (calendar.dateComponents([.day], from: anchor, to: calendar.startOfDay(for: date)).day ?? 0)
                    + DatePickerColumn.daySpan
            case .hour(let twelveHour): twelveHour ? (hour + 11) % 12 : hour
            case .minute(let interval): (parts.minute ?? 0) / interval
            case .meridiem: hour < 12 ? 0 : 1
            case .countdownHours: Int(datePicker.countDownDuration) / 3600
            case .countdownMinutes(let interval): (Int(datePicker.countDownDuration) % 3600) / 60 / interval
            }
        }
    }

    /// The date the wheels' `rows` stand for; fields no wheel shows come from `base`. A day past
    /// the month's end becomes the month's last day.
    func date(from rows: [Int], base: Date) -> Date {
        let calendar = datePicker.workingCalendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: base)
        var dayOffsetFromAnchor: (Date, Int)?
        var hour12: Int?
        var isPM = (parts.hour ?? 0) >= 12
        for (column, row) in zip(columns, rows) {
            switch column {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case .year: parts.year = row + 1
            case .dayOfAnchor(let anchor): dayOffsetFromAnchor = (anchor, row - DatePickerColumn.daySpan)
            case .hour(let twelveHour):
                if twelveHour { hour12 = row + 1 } else { parts.hour = row }
            case .minute(let interval): parts.minute = row * interval
            case .meridiem: isPM = row == 1
            case .countdownHours, .countdownMinutes: break
            }
        }
        if let hour12 { parts.hour = hour12 % 12 + (isPM ? 12 : 0) }
        if let pair = dayOffsetFromAnchor,
            let day = calendar.date(byAdding: .day, value: pair.1, to: pair.0)
        {
            let dayParts = calendar.dateComponents([.year, .month, .day], from: day)
            parts.year = dayParts.year
            parts.month = dayParts.month
            parts.day = dayParts.day
        }
        if let year = parts.year, let month = parts.month, let day = parts.day,
            let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
            let days = calendar.range(of: .day, in: .month, for: first)
        {
            parts.day = min(day, days.upperBound - 1)
        }
        parts.second = 0
        parts.nanosecond = 0
        return calendar.date(from: parts) ?? base
    }

    /// The countdown the wheels' `rows` stand for, in seconds.
    func countdown(from rows: [Int]) -> TimeInterval {
        var seconds = 0
        for (column, row) in zip(columns, rows) {
            switch column {
            case .countdownHours: seconds += row * 3600
            case .countdownMinutes(let interval): seconds += row * interval * 60
            default: break
            }
        }
        return TimeInterval(seconds)
    }

    // MARK: PickerCycling

    /// Months, days, hours and minutes go round; years, the days around an anchor day, the
    /// half of the day and a countdown's wheels end.
    func cycles(component: Int) -> Bool {
        switch columns[component] {
        case .month, .day, .hour, .minute: true
        case .year, .dayOfAnchor, .meridiem, .countdownHours, .countdownMinutes: false
        }
    }

    // MARK: UIPickerViewDataSource

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        columns[component].rowCount
    }

    // MARK: UIPickerViewDelegate

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let preferred = columns.map(\.preferredWidth)
        let spacing = CGFloat(max(columns.count - 1, 0)) * PickerConstants.componentSpacing
        let available = pickerView.bounds.width - 2 * PickerConstants.wheelInset - spacing
        let total = preferred.reduce(0, +)
        guard total > available, total > 0 else { return preferred[component] }
        return max((preferred[component] * available / total).rounded(.down), 0)
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        let calendar = datePicker.workingCalendar
        switch columns[component] {
        case .month: return calendar.monthSymbols[row]
        case .day: return String(row + 1)
        case .year: return String(row + 1)
        case .dayOfAnchor(let anchor):
            guard let day = calendar.date(byAdding: .day, value: row - DatePickerColumn.daySpan, to: anchor) else {
                return nil
            }
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.locale = calendar.locale
            formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
            return formatter.string(from: day)
        case .hour(let twelveHour): return twelveHour ? String(row + 1) : String(format: "%02d", row)
        case .minute(let interval): return String(format: "%02d", row * interval)
        case .meridiem: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .countdownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countdownMinutes(let interval): return "\(row * interval) min"
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        datePicker.wheelsDidSettle()
    }
}
