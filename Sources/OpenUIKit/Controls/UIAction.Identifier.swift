import Foundation

extension UIAction {
    /// A string naming an action, unique among a control's actions.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { self.rawValue = value }
    }
}
