import Foundation

extension UIControl {
    /// What happened to a control, as a bit mask; target-actions register for a mask and are
    /// sent each event in it. Raw values are UIKit's.
    /// - Note: See https://developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down (the touch's `tapCount` is above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked finger moved while inside the (enlarged) control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked finger moved while outside the (enlarged) control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked finger came back inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked finger went outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted inside: the usual "tap".
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the tracked touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The user changed the control's value (switch, slider, stepper, segments, pages).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field started editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed through editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field stopped editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// A text field stopped editing because Return was pressed.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits free for the application's own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The single events, in bit order, with their names (for traces and `description`).
        package static let named: [(event: Event, name: String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]

        public var description: String {
            if self == .allEvents { return "allEvents" }
            var names = Self.named.filter { contains($0.event) }.map(\.name)
            let known = Self.named.reduce(Event()) { $0.union($1.event) }
            let rest = subtracting(known)
            if !rest.isEmpty { names.append("0x" + String(rest.rawValue, radix: 16)) }
            return names.isEmpty ? "[]" : names.joined(separator: "+")
        }
    }
}
