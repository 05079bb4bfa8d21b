import Foundation

extension UIResponder {
    /// The responder an action sent with no target starts from in this responder's window: the
    /// window's first responder when there is one, else the receiver itself [OBS, F5.2].
    package var actionChainStart: UIResponder {
        responderWindow?.firstResponder ?? self
    }

    /// Those of `actions` that some responder from the receiver up the chain can perform now,
    /// in the given order: what an edit menu started here lists.
    package func performableActions(_ actions: [ResponderAction], withSender sender: Any?) -> [ResponderAction] {
        actions.filter { target(forAction: $0, withSender: sender) != nil }
    }

    /// The responders from the receiver to the end of the chain, for traces and diagnostics.
    package var responderChainNames: [String] {
        var names: [String] = []
        var current: UIResponder? = self
        while let responder = current, names.count < 1_000 {
            names.append(responder.traceName)
            current = responder.next
        }
        return names
    }
}
