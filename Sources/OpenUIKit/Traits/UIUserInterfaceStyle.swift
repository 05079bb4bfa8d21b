import Foundation

/// Whether the interface is drawn in its light or its dark appearance.
/// - Note: See https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable, Hashable, CustomStringConvertible {
    /// Not decided: dynamic colours resolve as in light mode.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .light: "light"
        case .dark: "dark"
        }
    }
}
