import Foundation

/// How the status bar draws its content: dark content for light backgrounds, light content
/// for dark ones, or the default, which picks the one that reads over the interface style.
/// - Note: See https://developer.apple.com/documentation/uikit/uistatusbarstyle
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in a light interface, light content in a dark one.
    case `default` = 0
    /// White content, for dark backgrounds.
    case lightContent = 1
    /// Black content, for light backgrounds.
    case darkContent = 3

    /// Whether the bar's content is drawn light (white) for `style`, resolving `.default` by
    /// the interface style.
    package func drawsLightContent(in style: UIUserInterfaceStyle) -> Bool {
        switch self {
        case .lightContent: true
        case .darkContent: false
        case .default: style == .dark
        }
    }
}
