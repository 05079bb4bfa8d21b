import Foundation

extension UIScene {
    /// What a scene was connected for. A headless or live launch opens no URL, activity or
    /// shortcut, so the sets are empty.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
    @MainActor @preconcurrency
    open class ConnectionOptions {
        /// The source application of the connection: none for a launch.
        public let sourceApplication: String?

        package init(sourceApplication: String? = nil) {
            self.sourceApplication = sourceApplication
        }
    }
}
