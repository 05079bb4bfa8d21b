import Foundation

extension UIKeyCommand {
    /// The modifier flags a shortcut compares; Caps Lock and the keypad flag never count.
    static let comparedModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// Whether `key` going down triggers this command: the same input (letters compared
    /// without case, so Shift-A matches "a" with `.shift`) and exactly the same modifiers.
    package func matches(_ key: UIKey) -> Bool {
        guard let input, !input.isEmpty else { return false }
        guard key.modifierFlags.intersection(Self.comparedModifiers) == modifierFlags.intersection(Self.comparedModifiers)
        else { return false }
        let pressed = Self.input(for: key)
        return pressed == input || pressed.lowercased() == input.lowercased()
    }

    /// The input string a key stands for: a special-key constant for keys that type nothing
    /// (arrows, Escape, function keys…), otherwise the characters it types without modifiers.
    package static func input(for key: UIKey) -> String {
        if let special = specialInputs[key.keyCode.rawValue] { return special }
        return key.charactersIgnoringModifiers
    }

    /// The special-key constants by HID usage code.
    private static let specialInputs: [Int: String] = {
        var table: [Int: String] = [
            0x29: inputEscape, 0x4A: inputHome, 0x4B: inputPageUp, 0x4C: inputDelete, 0x4D: inputEnd,
            0x4E: inputPageDown, 0x4F: inputRightArrow, 0x50: inputLeftArrow, 0x51: inputDownArrow,
            0x52: inputUpArrow,
        ]
        let functionKeys = [
            inputF1, inputF2, inputF3, inputF4, inputF5, inputF6, inputF7, inputF8, inputF9, inputF10, inputF11, inputF12,
        ]
        for (offset, input) in functionKeys.enumerated() { table[0x3A + offset] = input }
        return table
    }()

    /// Whether a focused text input would use `key` itself: a key that types text or edits
    /// (Return, Delete, the arrows) with neither Command nor Control held. Such keys reach the
    /// text input before any shortcut that does not ask for priority.
    package static func isTextEditingKey(_ key: UIKey) -> Bool {
        guard key.modifierFlags.isDisjoint(with: [.command, .control]) else { return false }
        switch key.keyCode {
        case .keyboardReturnOrEnter, .keyboardDeleteOrBackspace, .keyboardLeftArrow, .keyboardRightArrow,
            .keyboardUpArrow, .keyboardDownArrow, .keyboardSpacebar:
            return true
        case .keyboardEscape, .keyboardTab:
            return false
        default:
            if specialInputs[key.keyCode.rawValue] != nil { return false }
            let characters = key.characters
            return !characters.isEmpty
                && characters.unicodeScalars.allSatisfy { !CharacterSet.controlCharacters.contains($0) }
                || characters == "\r" || characters == "\u{8}" || characters == "\u{7F}"
        }
    }
}
