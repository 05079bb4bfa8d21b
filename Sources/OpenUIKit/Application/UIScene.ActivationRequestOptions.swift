import Foundation

extension UIScene {
    /// What the system should know when it activates or creates a scene at the application's
    /// request (``UIApplication/requestSceneSessionActivation(_:userActivity:options:errorHandler:)``).
    /// - Note: See https://developer.apple.com/documentation/uikit/uiscene/activationrequestoptions
    @MainActor @preconcurrency
    open class ActivationRequestOptions {
        /// The scene making the request, which the system may place the new one beside.
        open var requestingScene: UIScene?

        /// Options with no requesting scene.
        public init() {}
    }
}
