import Foundation

extension UIControl {
    /// Where a control puts its content across its height.
    /// - Note: See https://developer.apple.com/documentation/uikit/uicontrol/contentverticalalignment-swift.enum
    public enum ContentVerticalAlignment: Int, Sendable {
        /// In the middle (the default).
        case center = 0
        /// Against the top edge.
        case top = 1
        /// Against the bottom edge.
        case bottom = 2
        /// Stretched over the whole height, where the content can stretch.
        case fill = 3
    }
}
