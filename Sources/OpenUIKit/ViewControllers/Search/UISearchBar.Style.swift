import Foundation

extension UISearchBar {
    /// How a search bar draws its background.
    /// - Note: See https://developer.apple.com/documentation/uikit/uisearchbar/style
    public enum Style: UInt, Sendable {
        /// The prominent look (a standalone bar draws its own background).
        case `default` = 0
        /// A bar background behind the field, for a bar that stands on its own.
        case prominent = 1
        /// No bar background: the field alone, for a bar inside other content.
        case minimal = 2
    }
}
