import Foundation

extension UIImage {
    /// How a resizable image fills the space between its cap insets when drawn larger than
    /// it is.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/resizingmode
    public enum ResizingMode: Int, Sendable {
        /// The middle parts repeat at their own size, cut off at the far edge.
        case tile = 0
        /// The middle parts are scaled to fill.
        case stretch = 1
    }
}
