import Foundation

/// How a date picker presents itself: spinning wheels, compact pills, or an inline calendar.
/// - Note: See https://developer.apple.com/documentation/uikit/uidatepickerstyle
public enum UIDatePickerStyle: Int, Sendable {
    /// The style the system picks for the mode and context.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// Rounded date and time buttons that open an editor.
    case compact = 2
    /// An editor shown in place (a month calendar for dates).
    case inline = 3
}
