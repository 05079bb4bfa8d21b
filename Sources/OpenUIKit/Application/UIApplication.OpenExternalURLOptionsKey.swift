import Foundation

extension UIApplication {
    /// Keys of the options dictionary of ``UIApplication/open(_:options:completionHandler:)``.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// With a true value, the URL opens only when an installed app claims it as a universal
        /// link; no app here claims universal links, so such a request fails.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
        /// A UIEventAttribution for privacy-preserving ad attribution: accepted and ignored.
        public static let eventAttribution = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
    }
}
