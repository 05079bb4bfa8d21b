import Foundation

extension UIFont {
    /// A font weight on UIKit's scale, from −1 (thinnest) through 0 (regular) to 1.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The CSS/OpenType weight (100…900) between the named weights, interpolated.
        var cssWeight: Int {
            let table: [(CGFloat, CGFloat)] = [
                (-1, 100), (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700),
                (0.56, 800), (0.62, 900), (1, 1000),
            ]
            let value = rawValue.isFinite ? min(max(rawValue, -1), 1) : 0
            if let exact = table.first(where: { $0.0 == value }) { return Int(exact.1) }
            var lower = table[0]
            for entry in table.sorted(by: { $0.0 < $1.0 }) {
                if entry.0 > value {
                    let t = (value - lower.0) / (entry.0 - lower.0)
                    return Int((lower.1 + t * (entry.1 - lower.1)).rounded())
                }
                lower = entry
            }
            return 1000
        }
    }
}
