import Foundation

/// A description of a view's content (text, images, their styling) that makes the view showing
/// it, and a copy adapted to a state. A value: set it on a cell's `contentConfiguration` again
/// to apply a change.
/// - Note: See https://developer.apple.com/documentation/uikit/uicontentconfiguration
@MainActor @preconcurrency
public protocol UIContentConfiguration {
    /// A new content view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// A copy styled for `state` (a highlighted or selected cell, for example).
    func updated(for state: UIConfigurationState) -> Self
}
