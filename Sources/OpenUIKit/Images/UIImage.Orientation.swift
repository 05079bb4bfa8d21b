import Foundation

extension UIImage {
    /// How an image's pixels are turned or mirrored for display.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiimage/orientation
    public enum Orientation: Int, Sendable {
        case up = 0
        case down = 1
        case left = 2
        case right = 3
        case upMirrored = 4
        case downMirrored = 5
        case leftMirrored = 6
        case rightMirrored = 7

        /// Whether the displayed width is the pixels' height.
        var swapsSides: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: true
            default: false
            }
        }
    }
}
