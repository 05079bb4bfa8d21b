import Foundation
import OpenCoreGraphics

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

        /// Where a point of the pixels' unit square (y down) is shown in the displayed unit
        /// square: the pixels turned or mirrored as the orientation says.
        var unitTransform: CGAffineTransform {
            switch self {
            case .up: .identity
            case .down: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 1, ty: 1)
            case .left: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 1)
            case .right: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 1, ty: 0)
            case .upMirrored: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 1, ty: 0)
            case .downMirrored: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 1)
            case .leftMirrored: CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
            case .rightMirrored: CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: 1, ty: 1)
            }
        }

        /// The orientation that shows the same pixels mirrored left to right: each orientation
        /// paired with its mirrored twin (`.up` with `.upMirrored`, `.left` with `.leftMirrored`…).
        var horizontallyMirrored: Orientation {
            switch self {
            case .up: .upMirrored
            case .down: .downMirrored
            case .left: .leftMirrored
            case .right: .rightMirrored
            case .upMirrored: .up
            case .downMirrored: .down
            case .leftMirrored: .left
            case .rightMirrored: .right
            }
        }

        /// Whether the displayed width is the pixels' height.
        var swapsSides: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: true
            default: false
            }
        }
    }
}
