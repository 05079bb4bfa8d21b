import Foundation

extension UIStackView {
    /// How a stack view sizes and places its arranged views along its axis.
    /// - Note: See https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum
    public enum Distribution: Int, Sendable {
        /// The views fill the axis; extra room goes to the view that hugs least, missing room
        /// is taken from the one that resists compression least.
        case fill = 0
        /// Every visible view gets the same length.
        case fillEqually = 1
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally = 2
        /// Views keep their lengths; the gaps between them are equal (at least `spacing`).
        case equalSpacing = 3
        /// The centres of neighbouring views are the same distance apart, the gaps at least `spacing`.
        case equalCentering = 4
    }
}
