import Foundation

extension UIApplication {
    /// The default delivery of ``sendAction(_:to:from:for:)``, kept out of the class body so
    /// the overridable entry point stays small.
    func deliverAction(_ action: ResponderAction, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let senderName = (sender as? UIResponder)?.traceName ?? sender.map { String(describing: type(of: $0)) } ?? "nil"
        if let target {
            let name = (target as? UIResponder)?.traceName ?? String(describing: type(of: target))
            guard action.perform(on: target, sender: sender, event: event) else {
                log.log("Action \(action) from \(senderName) not sent: \(name) does not implement it or cannot take the sender")
                recordAction("\(action) from \(senderName) → \(name): not implemented")
                return false
            }
            recordAction("\(action) from \(senderName) → \(name)")
            return true
        }
        guard let start = chainStart(for: sender) else {
            recordAction("\(action) from \(senderName): no responder to start from")
            return false
        }
        guard let found = start.target(forAction: action, withSender: sender) else {
            recordAction("\(action) from \(senderName): chain walk from \(start.traceName) found no target")
            return false
        }
        let name = (found as? UIResponder)?.traceName ?? String(describing: type(of: found))
        guard action.perform(on: found, sender: sender, event: event) else {
            recordAction("\(action) from \(senderName): \(name) cannot take the sender")
            return false
        }
        recordAction("\(action) from \(senderName) → \(name) (chain walk from \(start.traceName))")
        return true
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

    private func recordAction(_ message: @autoclosure () -> String) {
        guard trace.isEnabled else { return }
        trace.record(.action, message())
    }
}
