import Foundation

/// One registration on a control: the events it listens to, and either a closure action or a
/// target-action (a weakly held target, or none for a responder-chain send).
@MainActor
final class ControlActionEntry {
    var events: UIControl.Event
    let closure: UIAction?
    let action: ResponderAction?
    /// True for target-actions added with a `nil` target: sent up the responder chain.
    let usesResponderChain: Bool
    weak var target: AnyObject?

    init(events: UIControl.Event, closure: UIAction) {
        self.events = events
        self.closure = closure
        self.action = nil
        self.usesResponderChain = false
    }

    init(events: UIControl.Event, target: AnyObject?, action: ResponderAction) {
        self.events = events
        self.closure = nil
        self.action = action
        self.usesResponderChain = target == nil
        self.target = target
    }

    /// A target-action whose target was deallocated: it will never be sent again.
    var isDead: Bool { closure == nil && !usesResponderChain && target == nil }
}
