import Foundation

/// Whether the user asked for higher contrast.
/// - Note: See https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast
public enum UIAccessibilityContrast: Int, Sendable, Hashable, CustomStringConvertible {
    case unspecified = -1
    /// The usual contrast.
    case normal = 0
    /// The Increase Contrast setting is on.
    case high = 1

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .normal: "normal"
        case .high: "high"
        }
    }
}
