import Foundation

/// One wheel of a date picker in the wheels style: what its rows stand for.
enum DatePickerColumn: Equatable, Sendable {
    /// The twelve months, by name.
    case month
    /// Days 1 to 31 (a day past the month's end settles back on its last day).
    case day
    /// Years 1 to 9999.
    case year
    /// Consecutive days around an anchor day (row `DatePickerColumn.daySpan`), by weekday,
    /// month and day.
    case dayOfAnchor(Date)
    /// Hours 1 to 12 (with `meridiem`) or 0 to 23.
    case hour(twelveHour: Bool)
    /// Minutes from 0 in steps of the picker's minute interval.
    case minute(interval: Int)
    /// Before and after noon.
    case meridiem
    /// Whole hours of a countdown, 0 to 23.
    case countdownHours
    /// Minutes of a countdown, in steps of the minute interval.
    case countdownMinutes(interval: Int)

    /// The days either side of the anchor day on a `dayOfAnchor` wheel.
    static let daySpan = 365
    /// The last year a year wheel offers.
    static let lastYear = 9999

    /// The number of rows.
    var rowCount: Int {
        switch self {
        case .month: 12
        case .day: 31
        case .year: Self.lastYear
        case .dayOfAnchor: 2 * Self.daySpan + 1
        case .hour(let twelveHour): twelveHour ? 12 : 24
        case .minute(let interval), .countdownMinutes(let interval): 60 / interval
        case .meridiem: 2
        case .countdownHours: 24
        }
    }

    /// The width the wheel asks for, in points (the picker spreads what is left).
    var preferredWidth: CGFloat {
        switch self {
        case .month: 120
        case .day, .hour, .minute, .meridiem: 56
        case .year: 80
        case .dayOfAnchor: 132
        case .countdownHours: 96
        case .countdownMinutes: 96
        }
    }
}
