import Foundation

/// What a configuration is updated for: the trait collection and the state of the view it
/// configures. ``UIViewConfigurationState`` and ``UICellConfigurationState`` are the two kinds.
/// - Note: See https://developer.apple.com/documentation/uikit/uiconfigurationstate
// Limitation: custom states (`subscript(key: UIConfigurationStateCustomKey)`) are not
// modelled; AnyHashable values cannot live in a Sendable state.
@MainActor @preconcurrency
public protocol UIConfigurationState {
    /// Makes a state with every flag off for `traitCollection`.
    init(traitCollection: UITraitCollection)
    /// The traits of the view the state describes.
    var traitCollection: UITraitCollection { get set }
}
