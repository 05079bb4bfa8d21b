import Foundation

/// Whether a drop targets a cell while a drag is in progress.
/// - Note: See https://developer.apple.com/documentation/uikit/uicellconfigurationdropstate
public enum UICellConfigurationDropState: Int, Hashable, Sendable {
    case none = 0
    case notTargeted
    case targeted
}
