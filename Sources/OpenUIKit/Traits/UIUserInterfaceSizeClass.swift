import Foundation

/// How much room an axis of the interface has: compact (an iPhone's width) or regular
/// (an iPad's).
/// - Note: See https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable, CustomStringConvertible {
    /// Not decided.
    case unspecified = 0
    /// Constrained space.
    case compact = 1
    /// Ample space.
    case regular = 2

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}
