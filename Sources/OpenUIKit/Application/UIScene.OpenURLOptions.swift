import Foundation

extension UIScene {
    /// What came with a URL another app opened in this scene.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiscene/openurloptions
    @MainActor @preconcurrency
    open class OpenURLOptions {
        /// The bundle identifier of the app that opened the URL, when it is from the same vendor.
        public let sourceApplication: String?
        /// A property-list object the opening app attached.
        public let annotation: Any?
        /// Whether the document must be opened in place rather than copied.
        public let openInPlace: Bool

        package init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
        }
    }
}
