import Foundation

/// How far forward content sits: the window's own level (`.base`) or content presented over
/// it (`.elevated`), which some dark-mode background colours draw lighter so it stands apart.
/// - Note: See https://developer.apple.com/documentation/uikit/uiuserinterfacelevel
public enum UIUserInterfaceLevel: Int, Sendable, Hashable, CustomStringConvertible {
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content above the window's main content (sheets, popovers, split-view columns).
    case elevated = 1

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .base: "base"
        case .elevated: "elevated"
        }
    }
}
