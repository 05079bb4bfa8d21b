import Foundation

extension UIScene {
    /// What a scene was connected for: the URLs it was launched to open (from the launch
    /// options' `.url`), the app that opened them, and the Home Screen quick action chosen to
    /// launch it (from the launch options' `.shortcutItem`).
    /// - Note: See https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
    @MainActor @preconcurrency
    open class ConnectionOptions {
        /// The source application of the connection: none for a launch.
        public let sourceApplication: String?
        /// The URLs the scene was connected to open; empty for a plain launch.
        public let urlContexts: Set<UIOpenURLContext>
        /// The quick action the user chose to launch the app; nil for a plain launch. UIKit
        /// does not call `windowScene(_:performActionFor:completionHandler:)` for it.
        public let shortcutItem: UIApplicationShortcutItem?

        package init(
            sourceApplication: String? = nil, urlContexts: Set<UIOpenURLContext> = [],
            shortcutItem: UIApplicationShortcutItem? = nil
        ) {
            self.sourceApplication = sourceApplication
            self.urlContexts = urlContexts
            self.shortcutItem = shortcutItem
        }
    }
}
