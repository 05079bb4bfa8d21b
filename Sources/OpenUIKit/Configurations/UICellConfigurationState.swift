import Foundation

/// The state of a cell a configuration is updated for: the view state (traits, disabled,
/// highlighted, selected, focused, pinned) plus editing, expansion, swiping, reordering and
/// drag and drop.
/// - Note: See https://developer.apple.com/documentation/uikit/uicellconfigurationstate
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    /// The traits of the cell.
    public var traitCollection: UITraitCollection
    /// Whether the cell does not take interaction.
    public var isDisabled = false
    /// Whether a finger is down on the cell.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has the focus.
    public var isFocused = false
    /// Whether the cell is pinned.
    public var isPinned = false
    /// Whether the cell's list is in editing mode.
    public var isEditing = false
    /// Whether the cell's outline item is expanded.
    public var isExpanded = false
    /// Whether the cell shows swipe actions.
    public var isSwiped = false
    /// Whether the cell is being moved to another place in its list.
    public var isReordering = false
    /// The cell's part in a drag.
    public var cellDragState: UICellConfigurationDragState = .none
    /// Whether a drop targets the cell.
    public var cellDropState: UICellConfigurationDropState = .none

    /// A state with every flag off.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}
