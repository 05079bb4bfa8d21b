import Foundation

extension UIActivity {
    /// Where the share sheet shows an activity.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiactivity/category
    public enum Category: Int, Sendable {
        /// In the list of actions under the row (Copy, Print…).
        case action = 0
        /// In the row of services that send the items somewhere (Messages, Mail…).
        case share = 1
    }
}
