import Foundation

extension UIView {
    /// How a view's drawn content is fitted to its bounds when the size changes; `.redraw`
    /// asks for a fresh `draw(_:)` instead.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
    public enum ContentMode: Int, Sendable, CaseIterable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }
}
