import Foundation

extension UINavigationController {
    /// The kind of transition a navigation controller's delegate is asked to animate.
    /// - Note: See https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation
    public enum Operation: Int, Sendable {
        /// No transition.
        case none = 0
        /// A controller is pushed.
        case push = 1
        /// A controller is popped.
        case pop = 2
    }
}
