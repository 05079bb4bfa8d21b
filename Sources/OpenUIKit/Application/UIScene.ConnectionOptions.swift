import Foundation

extension UIScene {
    /// What a scene was connected for: the URLs it was launched to open (from the launch
    /// options' `.url`), and the app that opened them.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
    @MainActor @preconcurrency
    open class ConnectionOptions {
        /// The source application of the connection: none for a launch.
        public let sourceApplication: String?
        /// The URLs the scene was connected to open; empty for a plain launch.
        public let urlContexts: Set<UIOpenURLContext>

        package init(sourceApplication: String? = nil, urlContexts: Set<UIOpenURLContext> = []) {
            self.sourceApplication = sourceApplication
            self.urlContexts = urlContexts
        }
    }
}
