import Foundation

/// Plays the feedback of a task succeeding, warning or failing (recorded only; see
/// ``UIFeedbackGenerator``).
/// - Note: See https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the feedback tells of.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the feedback for `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        let name =
            switch notificationType {
            case .success: "success"
            case .warning: "warning"
            case .error: "error"
            }
        record(.notification(type: name))
    }

    /// Plays the feedback for `notificationType` at `location` in the view (iOS 17.5); the
    /// location is not recorded.
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        notificationOccurred(notificationType)
    }
}
