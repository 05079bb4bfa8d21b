import Foundation

extension UIScene {
    /// Where a scene is in its life: not attached yet, on screen (active or not), or in the
    /// background.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiscene/activationstate
    public enum ActivationState: Int, Sendable {
        /// Not connected to the application yet, or disconnected.
        case unattached = -1
        /// On screen, receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Not on screen.
        case background = 2
    }
}
