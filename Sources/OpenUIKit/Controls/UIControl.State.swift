import Foundation

extension UIControl {
    /// The conditions a control can be in at once; appearance (a button's title, say) is looked
    /// up by state. Raw values are UIKit's.
    /// - Note: See https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    public struct State: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No other flag set: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (focus-based navigation; never set by OpenUIKit yet).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits free for the application's own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)

        public var description: String {
            var names: [String] = []
            if contains(.highlighted) { names.append("highlighted") }
            if contains(.disabled) { names.append("disabled") }
            if contains(.selected) { names.append("selected") }
            if contains(.focused) { names.append("focused") }
            return names.isEmpty ? "normal" : names.joined(separator: "+")
        }
    }
}
