import Foundation

extension UIApplication {
    /// Whether the application is in the foreground and receiving events.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/state
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events (launching, or between activations).
        case inactive = 1
        /// Not on screen.
        case background = 2
    }
}
