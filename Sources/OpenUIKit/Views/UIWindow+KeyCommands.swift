import Foundation

extension UIWindow {
    /// Looks for a keyboard shortcut matching `press`'s key, from `start` (the first responder,
    /// or the window) up the responder chain, each responder's ``UIResponder/keyCommands`` in
    /// order, and sends the first one whose action a responder from `start` can perform, as
    /// `UIApplication.sendAction(_:to:from:for:)` does with the command as sender. Returns
    /// whether a shortcut ran.
    ///
    /// A focused text input keeps the keys it types and edits with (see
    /// ``UIKeyCommand/isTextEditingKey(_:)``) unless the command asks for priority.
    // UIKit divergence: `validate(_:)` is not called before a shortcut runs; a command whose
    // action nobody can perform is skipped and the key is delivered as a press.
    func performKeyCommand(for press: UIPress, from start: UIResponder, event: UIPressesEvent) -> Bool {
        guard let key = press.key, let application else { return false }
        let textInputHasFocus = start is (any UIKeyInput) && start.isFirstResponder
        let textEditing = textInputHasFocus && UIKeyCommand.isTextEditingKey(key)
        var current: UIResponder? = start
        var visited = 0
        while let responder = current, visited < 1_000 {
            visited += 1
            for command in responder.keyCommands ?? [] where command.matches(key) {
                if textEditing, !command.wantsPriorityOverSystemBehavior { continue }
                if command.attributes.contains(.disabled) { continue }
                guard let target = start.target(forAction: command.action, withSender: command) else { continue }
                return application.sendAction(command.action, to: target, from: command, for: event)
            }
            current = responder.next
        }
        return false
    }
}
