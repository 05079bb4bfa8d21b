import Foundation

extension UIScrollView {
    /// How quickly a scroll view slows down after the finger lifts: the fraction of its
    /// velocity kept after each millisecond.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// UIKit's default: 0.998 of the velocity is kept per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop: 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
