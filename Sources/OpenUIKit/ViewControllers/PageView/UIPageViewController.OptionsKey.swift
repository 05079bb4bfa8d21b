import Foundation

extension UIPageViewController {
    /// The keys of the options dictionary given to the initializer.
    /// - Note: See https://developer.apple.com/documentation/uikit/uipageviewcontroller/optionskey
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        /// A ``SpineLocation`` (or its raw value) for the page-curl style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The gap between pages of the scroll style, in points (a `CGFloat`, `Double` or `Int`).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
