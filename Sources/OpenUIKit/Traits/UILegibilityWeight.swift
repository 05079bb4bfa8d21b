import Foundation

/// Whether the user asked for bold text.
/// - Note: See https://developer.apple.com/documentation/uikit/uilegibilityweight
public enum UILegibilityWeight: Int, Sendable, Hashable, CustomStringConvertible {
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// The Bold Text accessibility setting is on.
    case bold = 1

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .regular: "regular"
        case .bold: "bold"
        }
    }
}
