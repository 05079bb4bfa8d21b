import Foundation

/// The state of a view a configuration is updated for: traits, and whether the view is
/// disabled, highlighted, selected, focused or pinned.
/// - Note: See https://developer.apple.com/documentation/uikit/uiviewconfigurationstate
public struct UIViewConfigurationState: UIConfigurationState, Hashable, Sendable {
    /// The traits of the view.
    public var traitCollection: UITraitCollection
    /// Whether the view does not take interaction.
    public var isDisabled = false
    /// Whether a finger is down on the view.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has the focus.
    public var isFocused = false
    /// Whether the view is pinned (a pinned section header).
    public var isPinned = false

    /// A state with every flag off.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}
