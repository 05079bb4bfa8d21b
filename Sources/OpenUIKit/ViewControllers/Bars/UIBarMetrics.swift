import Foundation

/// The bar heights a legacy bar customization (a background image) is given for.
/// - Note: See https://developer.apple.com/documentation/uikit/uibarmetrics
public enum UIBarMetrics: Int, Sendable, Hashable {
    /// A bar of the standard height.
    case `default` = 0
    /// A bar of the compact height (a phone in landscape).
    case compact = 1
    /// A standard bar with a prompt.
    case defaultPrompt = 101
    /// A compact bar with a prompt.
    case compactPrompt = 102
}
