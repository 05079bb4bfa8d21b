import Foundation

/// The hardware keyboard's editing shortcuts a focused text field or text view carries out
/// itself when no app key command took the key: ⌘Z undo, ⇧⌘Z redo, ⌘A select all, ⌘X, ⌘C
/// and ⌘V cut, copy and paste.
enum TextEditingShortcut {
    case undo, redo, selectAll, cut, copy, paste

    /// The shortcut `key` is, or nil.
    init?(_ key: UIKey) {
        let flags = key.modifierFlags.intersection([.command, .shift, .control, .alternate])
        let letter = key.charactersIgnoringModifiers.lowercased()
        switch (letter, flags) {
        case ("z", [.command]): self = .undo
        case ("z", [.command, .shift]): self = .redo
        case ("a", [.command]): self = .selectAll
        case ("x", [.command]): self = .cut
        case ("c", [.command]): self = .copy
        case ("v", [.command]): self = .paste
        default: return nil
        }
    }

    /// Carries the shortcut out on `input`: undo and redo through its undo manager, the others
    /// as the standard edit actions when the input has them and can perform them now. Returns
    /// whether anything ran.
    @MainActor
    func perform(on responder: UIResponder) -> Bool {
        if self == .undo || self == .redo { return performUndo(on: responder) }
        guard let input = responder as? any UIResponderStandardEditActions else { return false }
        switch self {
        case .undo, .redo:
            return false
        case .selectAll:
            guard input.canPerformAction(.selectAll, withSender: nil) else { return false }
            input.selectAll(nil)
        case .cut:
            guard input.canPerformAction(.cut, withSender: nil) else { return false }
            input.cut(nil)
        case .copy:
            guard input.canPerformAction(.copy, withSender: nil) else { return false }
            input.copy(nil)
        case .paste:
            guard input.canPerformAction(.paste, withSender: nil) else { return false }
            input.paste(nil)
        }
        return true
    }

    /// Undo or redo through `responder`'s undo manager, when there is a step to take.
    @MainActor
    private func performUndo(on responder: UIResponder) -> Bool {
        guard let manager = responder.undoManager else { return false }
        if self == .undo {
            guard manager.canUndo else { return false }
            manager.undo()
        } else {
            guard manager.canRedo else { return false }
            manager.redo()
        }
        return true
    }
}
