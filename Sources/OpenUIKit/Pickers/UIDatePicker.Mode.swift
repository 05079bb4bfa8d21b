import Foundation

extension UIDatePicker {
    /// What a date picker lets the user choose.
    /// - Note: See https://developer.apple.com/documentation/uikit/uidatepicker/mode
    public enum Mode: Int, Sendable {
        /// Hours and minutes (and AM/PM where the locale uses a 12-hour clock).
        case time = 0
        /// Month, day and year.
        case date = 1
        /// A day, then hours and minutes (and AM/PM).
        case dateAndTime = 2
        /// Hours and minutes of a duration, up to 23 hours 59 minutes.
        case countDownTimer = 3
        /// Month and year.
        case yearAndMonth = 4
    }
}
