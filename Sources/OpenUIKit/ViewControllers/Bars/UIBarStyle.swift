import Foundation

/// The legacy look of a bar, before appearances: light or dark.
/// - Note: See https://developer.apple.com/documentation/uikit/uibarstyle
public enum UIBarStyle: Int, Sendable {
    /// The light bar.
    case `default` = 0
    /// The dark bar.
    case black = 1
    /// Deprecated in UIKit: a dark bar (use `isTranslucent = false`).
    case blackTranslucent = 2

    /// Deprecated in UIKit: the same as `.black`.
    public static let blackOpaque = UIBarStyle.black
}
