import Foundation

extension UIImage {
    /// Whether an image is drawn with its own colours or as a tinted silhouette.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum
    public enum RenderingMode: Int, Sendable, CustomStringConvertible {
        /// The place that draws the image decides; image views and buttons draw such images
        /// with their own colours.
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a silhouette (the image's alpha) filled with the tint colour.
        case alwaysTemplate = 2

        public var description: String {
            switch self {
            case .automatic: "automatic"
            case .alwaysOriginal: "alwaysOriginal"
            case .alwaysTemplate: "alwaysTemplate"
            }
        }
    }
}
