import Foundation

extension UITabBarItemAppearance {
    /// The three ways a tab bar lays out an item: icon over title (`.stacked`, compact width),
    /// icon beside title (`.inline`, regular width) and the smaller icon beside the title
    /// (`.compactInline`, compact height).
    /// - Note: See https://developer.apple.com/documentation/uikit/uitabbaritemappearance/style
    public enum Style: Int, Sendable {
        case stacked = 0
        case inline = 1
        case compactInline = 2
    }
}
