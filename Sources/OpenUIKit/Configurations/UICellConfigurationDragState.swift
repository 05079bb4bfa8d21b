import Foundation

/// Where a cell is in a drag: not dragged, lifting, or dragged.
/// - Note: See https://developer.apple.com/documentation/uikit/uicellconfigurationdragstate
public enum UICellConfigurationDragState: Int, Hashable, Sendable {
    case none = 0
    case lifting
    case dragging
}
