import Foundation

extension UIApplication {
    /// The default delivery of ``sendAction(_:to:from:for:)``, kept out of the class body so
    /// the overridable entry point stays small.
    func deliverAction(_ action: ResponderAction, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            guard action.perform(on: target, sender: sender, event: event) else {
                log.log(
                    "Action \(action) from \(Self.traceName(of: sender)) not sent: \(Self.traceName(of: target)) does not "
                        + "implement it or cannot take the sender")
                recordAction(action, from: sender, .notImplemented(target: Self.traceName(of: target)))
                return false
            }
            recordAction(action, from: sender, .performed(target: Self.traceName(of: target)))
            return true
        }
        guard let start = chainStart(for: sender) else {
            recordAction(action, from: sender, .noChainStart)
            return false
        }
        guard let found = start.target(forAction: action, withSender: sender) else {
            recordAction(action, from: sender, .noTarget(chainStart: start.traceName))
            return false
        }
        guard action.perform(on: found, sender: sender, event: event) else {
            recordAction(action, from: sender, .refusedBy(target: Self.traceName(of: found)))
            return false
        }
        recordAction(
            action, from: sender, .performedThroughChain(target: Self.traceName(of: found), chainStart: start.traceName))
        return true
    }

    /// How traces and messages name a sender or target: a responder by its trace name, another
    /// object by its type, no object as "nil".
    private static func traceName(of object: Any?) -> String {
        guard let object else { return "nil" }
        return (object as? UIResponder)?.traceName ?? String(describing: type(of: object))
    }

    /// Where a nil-targeted action's walk starts [OBS, F5.2]: the first responder of the
    /// sender's window (or of the key window), else the sender, else the key window.
    private func chainStart(for sender: Any?) -> UIResponder? {
        if let responder = sender as? UIResponder, responder.responderWindow != nil {
            return responder.actionChainStart
        }
        if let first = keyWindow?.firstResponder { return first }
        if let responder = sender as? UIResponder { return responder }
        return keyWindow ?? self
    }

    /// Records how `action` from `sender` was routed when tracing is on; nothing is built
    /// otherwise.
    private func recordAction(
        _ action: ResponderAction, from sender: Any?, _ routing: @autoclosure () -> TracePayload.ActionRouting
    ) {
        guard trace.isEnabled else { return }
        trace.record(.action, .actionRouted(action: "\(action)", sender: Self.traceName(of: sender), routing()))
    }
}
