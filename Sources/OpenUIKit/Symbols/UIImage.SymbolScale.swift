import Foundation

extension UIImage {
    /// A symbol's size relative to the text it sits with.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/symbolscale
    public enum SymbolScale: Int, Sendable {
        /// The context's choice (medium, here).
        case `default` = -1
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3

        /// How much taller than a medium symbol the scale draws [CHOSEN: Apple publishes no
        /// factors; small and large are drawn about a fifth smaller and a third larger].
        var factor: CGFloat {
            switch self {
            case .small: return 0.8
            case .large: return 1.3
            case .default, .unspecified, .medium: return 1
            }
        }
    }
}
