import Foundation

/// Names an action message: a method of a class or protocol that a control or the
/// application sends to a target, or, with no target, to the first object up the responder
/// chain that is an instance of that class or protocol.
///
/// Make one from an unbound method reference. For nil-targeted actions, declare the method in
/// a protocol refined from `UIResponder` and conform the responders that handle it:
///
/// ```swift
/// protocol NoteHandling: UIResponder {
///     func greenButtonDidTouchUpInside(_ button: UIButton)
/// }
/// button.addTarget(nil, action: NoteHandling.greenButtonDidTouchUpInside, for: .touchUpInside)
/// ```
///
/// Whoever conforms implements the action: ``UIResponder/canPerformAction(_:withSender:)``
/// says yes by default exactly when the responder is an instance of the receiver type.
/// Two actions are equal when they have the same receiver type and the same ``name``;
/// give distinct names to several actions of one type that must compare unequal.
// UIKit divergence: stands where UIKit uses an Objective-C selector. "Implements" means
// "is an instance of the receiver type" rather than "responds to the selector".
public struct ResponderAction: Hashable, CustomStringConvertible {
    /// The action's name, for traces, menus and equality.
    public let name: String
    /// The receiver type's name (a class or protocol).
    public let receiverName: String
    private let receiverType: ObjectIdentifier
    private let accepts: @MainActor (Any) -> Bool
    private let call: @MainActor (Any, Any?, UIEvent?) -> Bool

    private init<Receiver>(
        receiver: Receiver.Type, name: String?,
        call: @escaping @MainActor (Receiver, Any?, UIEvent?) -> Bool
    ) {
        let receiverName = String(describing: Receiver.self)
        self.receiverName = receiverName
        self.name = name ?? receiverName
        self.receiverType = ObjectIdentifier(Receiver.self)
        self.accepts = { $0 is Receiver }
        self.call = { object, sender, event in
            guard let receiver = object as? Receiver else { return false }
            return call(receiver, sender, event)
        }
    }

    /// An action calling a method that takes the sender.
    ///
    /// When the sender is not a `Sender` the method is not called (and the send reports
    /// failure).
    public init<Receiver, Sender>(_ method: @escaping @MainActor (Receiver) -> (Sender) -> Void, name: String? = nil) {
        self.init(receiver: Receiver.self, name: name) { receiver, sender, _ in
            guard let sender = sender as? Sender else { return false }
            method(receiver)(sender)
            return true
        }
    }

    /// An action calling a method that takes no argument.
    public init<Receiver>(_ method: @escaping @MainActor (Receiver) -> () -> Void, name: String? = nil) {
        self.init(receiver: Receiver.self, name: name) { receiver, _, _ in
            method(receiver)()
            return true
        }
    }

    /// An action calling a method that takes the sender and the event that caused the action.
    public init<Receiver, Sender>(
        _ method: @escaping @MainActor (Receiver) -> (Sender, UIEvent?) -> Void, name: String? = nil
    ) {
        self.init(receiver: Receiver.self, name: name) { receiver, sender, event in
            guard let sender = sender as? Sender else { return false }
            method(receiver)(sender, event)
            return true
        }
    }

    /// Whether `object` is an instance of the receiver type, i.e. implements the action.
    @MainActor
    public func isImplemented(by object: Any) -> Bool { accepts(object) }

    /// Calls the method on `target`. Returns false, calling nothing, when the target is not an
    /// instance of the receiver type or the sender is not of the method's sender type.
    @MainActor
    @discardableResult
    public func perform(on target: Any, sender: Any?, event: UIEvent?) -> Bool {
        call(target, sender, event)
    }

    nonisolated public static func == (lhs: ResponderAction, rhs: ResponderAction) -> Bool {
        lhs.receiverType == rhs.receiverType && lhs.name == rhs.name
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(receiverType)
        hasher.combine(name)
    }

    public var description: String { name == receiverName ? name : "\(receiverName).\(name)" }
}
