import Foundation
import OpenUIKit

/// One recognizer state change an action caused.
public struct GestureStateChange: Sendable, Equatable, CustomStringConvertible {
    /// The recognizer's trace name (its `name`, else its type).
    public var recognizer: String
    public var from: TracePayload.GestureState
    public var to: TracePayload.GestureState

    public init(recognizer: String, from: TracePayload.GestureState, to: TracePayload.GestureState) {
        self.recognizer = recognizer
        self.from = from
        self.to = to
    }

    public var description: String { "\(recognizer): \(from) → \(to)" }
}

/// One action sent: its name, who sent it and the responder that performed it.
public struct SentAction: Sendable, Equatable, CustomStringConvertible {
    /// The action's name (a `ResponderAction`'s name, or a `UIAction`'s title or identifier).
    public var action: String
    /// The sender's trace name.
    public var sender: String
    /// The responder that performed it; nil for a `UIAction` handler (a closure) and for an
    /// action nobody performed.
    public var target: String?
    /// Whether a target performed it (false: no responder could, or the target refused it).
    public var performed: Bool

    public init(action: String, sender: String, target: String?, performed: Bool) {
        self.action = action
        self.sender = sender
        self.target = target
        self.performed = performed
    }

    public var description: String {
        "\(action) from \(sender)" + (target.map { " → \($0)" } ?? "") + (performed ? "" : " (not performed)")
    }
}

/// One control event a control sent, with the actions registered for it that it reached.
public struct ControlEventSent: Sendable, Equatable, CustomStringConvertible {
    /// The control's trace name.
    public var control: String
    /// The event's name as `UIControl.Event` prints it ("touchUpInside").
    public var event: String
    /// The event's `UIControl.Event` bits.
    public var rawValue: UInt
    /// The actions the event sent, in order.
    public var actions: [SentAction]

    public init(control: String, event: String, rawValue: UInt, actions: [SentAction] = []) {
        self.control = control
        self.event = event
        self.rawValue = rawValue
        self.actions = actions
    }

    public var description: String {
        "\(control) sent \(event)" + (actions.isEmpty ? "" : " → " + actions.map(\.description).joined(separator: "; "))
    }
}

/// Touches the runtime cancelled during an action.
public struct CancelledTouches: Sendable, Equatable, CustomStringConvertible {
    /// The view whose `touchesCancelled` ran (or that left its window holding the touches).
    public var view: String
    /// The fingers cancelled.
    public var fingers: [Int]

    public init(view: String, fingers: [Int]) {
        self.view = view
        self.fingers = fingers
    }

    public var description: String { "cancelled fingers \(fingers.map(String.init).joined(separator: ",")) on \(view)" }
}

/// The first responder before and after an action.
public struct FirstResponderChange: Sendable, Equatable, CustomStringConvertible {
    /// The first responder before (nil: none).
    public var from: String?
    /// The first responder after (nil: none).
    public var to: String?

    public init(from: String?, to: String?) {
        self.from = from
        self.to = to
    }

    public var description: String { "first responder \(from ?? "nil") → \(to ?? "nil")" }
}
