import Foundation

extension UIView {
    /// Which parts of a view stretch when its superview's size changes: the margins to the
    /// superview's edges and the view's own width and height.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance to the superview's left edge may change.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width may change.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge may change.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge may change.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height may change.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge may change.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
