import Foundation

extension UIControl {
    /// Where a control puts its content across its width.
    /// - Note: See https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.enum
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// In the middle (the default).
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched over the whole width, where the content can stretch.
        case fill = 3
        /// Against the leading edge: the left one in left-to-right layouts, the right one in
        /// right-to-left layouts.
        case leading = 4
        /// Against the trailing edge: the right one in left-to-right layouts, the left one in
        /// right-to-left layouts.
        case trailing = 5
    }
}
