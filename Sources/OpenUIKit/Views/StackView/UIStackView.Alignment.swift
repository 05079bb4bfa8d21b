import Foundation

extension UIStackView {
    /// How a stack view places its arranged views across its axis.
    /// - Note: See https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
    public enum Alignment: Int, Sendable {
        /// Every view spans the stack's whole breadth.
        case fill = 0
        /// Views sit against the leading edge (vertical stacks) or the top (horizontal ones).
        case leading = 1
        /// Horizontal stacks: the first baselines line up.
        case firstBaseline = 2
        /// Views are centred across the axis.
        case center = 3
        /// Views sit against the trailing edge (vertical stacks) or the bottom (horizontal ones).
        case trailing = 4
        /// Horizontal stacks: the last baselines line up.
        case lastBaseline = 5

        /// The name horizontal stacks use for ``leading``.
        public static var top: Alignment { .leading }
        /// The name horizontal stacks use for ``trailing``.
        public static var bottom: Alignment { .trailing }
    }
}
