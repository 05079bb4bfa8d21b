import Foundation

extension TracePayload {
    /// A control's tracking, editing or value step (stage `control`).
    public enum ControlStep: Sendable, Equatable, CustomStringConvertible {
        /// `beginTracking(_:with:)` answered `continues`.
        case beginTracking(continues: Bool)
        /// `continueTracking(_:with:)` answered false: tracking stops.
        case continueTrackingStopped
        /// `endTracking(_:with:)` was called.
        case endTracking
        /// `cancelTracking(with:)` was called.
        case cancelTracking
        /// The control sends the actions registered for `event` (one `UIControl.Event`).
        case sendsActions(ControlEvent)
        /// A text field's delegate answered false to `delegateMethod`
        /// (`textFieldShouldBeginEditing`…).
        case delegateRefused(delegateMethod: String)
        /// A text field began editing.
        case beganEditing
        /// A text field ended editing.
        case endedEditing
        /// A text field's delegate refused replacing `length` UTF-16 units at `location` with
        /// `replacement`.
        case changeRefused(location: Int, length: Int, replacement: String)
        /// A text field's text is now `text`, the caret at UTF-16 offset `caret`.
        case textChanged(text: String, caret: Int)
        /// A text field's selection moved to `length` UTF-16 units at `location`.
        case selectionChanged(location: Int, length: Int)
        /// A text field copied `length` UTF-16 units at `location`.
        case copied(location: Int, length: Int)
        /// Return was pressed in a text field.
        case returnKey
        /// A stepper stepped to `value`.
        case stepped(to: Double)

        /// The step as the trace prints it after the control's name.
        public var description: String {
            switch self {
            case .beginTracking(let continues): "beginTracking → \(continues)"
            case .continueTrackingStopped: "continueTracking → false"
            case .endTracking: "endTracking"
            case .cancelTracking: "cancelTracking"
            case .sendsActions(let event): event.description
            case .delegateRefused(let method): "\(method) → false"
            case .beganEditing: "began editing"
            case .endedEditing: "ended editing"
            case .changeRefused(let location, let length, let replacement):
                "change \(location),\(length) → \(replacement.debugDescription) refused"
            case .textChanged(let text, let caret): "text \(text.debugDescription), caret \(caret)"
            case .selectionChanged(let location, let length): "selection \(location),\(length)"
            case .copied(let location, let length): "copied \(location),\(length)"
            case .returnKey: "return"
            case .stepped(let value): "step → \(traceFormat(CGFloat(value)))"
            }
        }
    }

    /// A control event as the trace carries it: the `UIControl.Event` raw value (UIKit's bits)
    /// and its name as `UIControl.Event` prints it. The trace keeps its own type so that events
    /// know no control type; `UIControl.Event.traceEvent` converts.
    public struct ControlEvent: Sendable, Equatable, CustomStringConvertible {
        /// The event's bits, as `UIControl.Event.rawValue`.
        public let rawValue: UInt
        /// The event's name ("touchUpInside"; several joined by "+").
        public let name: String

        /// An event with these bits, printed as `name`.
        public init(rawValue: UInt, name: String) {
            self.rawValue = rawValue
            self.name = name
        }

        public var description: String { name }
    }

    /// How `UIApplication.sendAction(_:to:from:for:)` ended (stage `action`).
    public enum ActionRouting: Sendable, Equatable {
        /// Performed on `target`, which the sender named.
        case performed(target: String)
        /// The named `target` does not implement the action or cannot take the sender (logged).
        case notImplemented(target: String)
        /// A nil-targeted action found no responder to start the chain walk from.
        case noChainStart
        /// The chain walk from `chainStart` found no responder that can perform the action.
        case noTarget(chainStart: String)
        /// The chain walk found `target`, which then could not take the sender.
        case refusedBy(target: String)
        /// Performed on `target`, found by the chain walk from `chainStart`.
        case performedThroughChain(target: String, chainStart: String)
    }

    /// How the trace prints an action's routing.
    static func describe(_ routing: ActionRouting, action: String, sender: String) -> String {
        switch routing {
        case .performed(let target): "\(action) from \(sender) → \(target)"
        case .notImplemented(let target): "\(action) from \(sender) → \(target): not implemented"
        case .noChainStart: "\(action) from \(sender): no responder to start from"
        case .noTarget(let start): "\(action) from \(sender): chain walk from \(start) found no target"
        case .refusedBy(let target): "\(action) from \(sender): \(target) cannot take the sender"
        case .performedThroughChain(let target, let start): "\(action) from \(sender) → \(target) (chain walk from \(start))"
        }
    }

    /// An edit menu's step (stage `action`).
    public enum EditMenuStep: Sendable, Equatable, CustomStringConvertible {
        /// A menu of commands was shown from `responder`, listing the actions it (or a
        /// responder after it) can perform now.
        case commands(responder: String, actions: [String])
        /// `UIEditMenuInteraction` presented a menu from `responder` with these item titles.
        case presented(responder: String, items: [String])
        /// The menu had nothing to show.
        case nothingToShow
        /// The submenu titled `title` was opened.
        case openedSubmenu(title: String)
        /// The element titled `title` was chosen.
        case chose(title: String)
        /// The menu was dismissed.
        case dismissed

        /// The step as the trace prints it.
        public var description: String {
            switch self {
            case .commands(let responder, let actions): "edit menu from \(responder): \(actions.joined(separator: ", "))"
            case .presented(let responder, let items): "edit menu presented from \(responder): \(items.joined(separator: ", "))"
            case .nothingToShow: "edit menu: nothing to show"
            case .openedSubmenu(let title): "edit menu: opened \(title)"
            case .chose(let title): "edit menu: chose \(title)"
            case .dismissed: "edit menu dismissed"
            }
        }
    }
}
