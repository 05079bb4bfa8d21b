import Foundation

extension UITextField {
    // MARK: Changing the text

    /// The one path every edit takes: asks the delegate, registers the change for undo (as
    /// `kind` of edit), replaces, puts the caret after the new characters, records the change
    /// and sends `.editingChanged`. Returns whether it happened.
    @discardableResult
    func replaceCharacters(
        in range: NSRange, with replacement: String, kind: TextUndoRecorder.EditKind = .command
    ) -> Bool {
        let range = wholeCharacterRange(range)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) {
            recordControl(.changeRefused(location: range.location, length: range.length, replacement: replacement))
            return false
        }
        guard let bounds = Range(range, in: storage) else { return false }
        undoRecorder.willReplace(range, with: replacement, kind: kind, in: self)
        if storedAttributedText == nil, storedTypingAttributes != nil, !replacement.isEmpty {
            // Typing in attributes of its own turns the plain text into styled text.
            storedAttributedText = NSMutableAttributedString(string: storage, attributes: plainTextAttributes)
        }
        storage.replaceSubrange(bounds, with: replacement)
        spliceAttributedText(in: range, with: replacement)
        selection = wholeCharacterRange(NSRange(location: range.location + replacement.utf16.count, length: 0))
        recordControl(.textChanged(text: storage, caret: selection.location))
        setNeedsDisplay()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        return true
    }

    /// Keeps ``attributedText``'s styles in step with an edit: the new characters take the
    /// ``typingAttributes`` the app set, else the attributes of the character before them (of
    /// the first one at the start).
    private func spliceAttributedText(in range: NSRange, with replacement: String) {
        guard let styled = storedAttributedText else { return }
        guard NSMaxRange(range) <= styled.length else {
            storedAttributedText = nil
            return
        }
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let storedTypingAttributes {
            attributes = storedTypingAttributes
        } else if styled.length > 0 {
            attributes = styled.attributes(at: range.location > 0 ? range.location - 1 : 0, effectiveRange: nil)
        }
        styled.replaceCharacters(in: range, with: NSAttributedString(string: replacement, attributes: attributes))
    }

    /// Moves the selection without changing the text (which ends a run of typing for undo).
    func changeSelection(to range: NSRange) {
        undoRecorder.closeStep()
        storedTypingAttributes = nil
        selection = wholeCharacterRange(range)
        setNeedsDisplay()
        recordControl(.selectionChanged(location: selection.location, length: selection.length))
    }

    /// Ends the session once the field is no longer first responder.
    func finishEditing() {
        undoRecorder.closeStep()
        storedTypingAttributes = nil
        isEditing = false
        sideViewsNeedUpdate()
        recordControl(.endedEditing)
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    // MARK: Keys

    /// Turns one key into an edit. Returns false for keys the field leaves to the chain.
    func handleKey(_ key: UIKey) -> Bool {
        // Command and Control combinations are shortcuts: the window matched them against the
        // chain's UIKeyCommands before delivery; the editing ones left (⌘Z, ⇧⌘Z, ⌘A, ⌘X, ⌘C,
        // ⌘V) are carried out here, the others go up the chain.
        if !key.modifierFlags.isDisjoint(with: [.command, .control]) {
            return TextEditingShortcut(key)?.perform(on: self) ?? false
        }
        switch key.keyCode {
        case .keyboardReturnOrEnter:
            handleReturn()
        case .keyboardDeleteOrBackspace:
            deleteBackward()
        case .keyboardLeftArrow where key.modifierFlags.contains(.shift):
            extendSelection(forward: false)
        case .keyboardRightArrow where key.modifierFlags.contains(.shift):
            extendSelection(forward: true)
        case .keyboardLeftArrow:
            moveCaret(forward: false)
        case .keyboardRightArrow:
            moveCaret(forward: true)
        default:
            switch key.characters {
            case "\r", "\n": handleReturn()
            case "\u{8}", "\u{7F}": deleteBackward()
            case let characters:
                let typable = !characters.isEmpty && characters.unicodeScalars.allSatisfy {
                    !CharacterSet.controlCharacters.contains($0)
                }
                guard typable else { return false }
                insertText(characters)
            }
        }
        return true
    }

    /// Return: asks the delegate; if it agrees, sends `.editingDidEndOnExit`, and resigns when
    /// something is registered for that event [INF, as UIKit dismisses the keyboard when an
    /// action is connected to "Did End On Exit"].
    func handleReturn() {
        recordControl(.returnKey)
        if let delegate, !delegate.textFieldShouldReturn(self) { return }
        let resigns = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if resigns, isFirstResponder { resignFirstResponder() }
    }

    /// Left collapses a selection to its start or steps back one character; right collapses to
    /// the end or steps forward.
    func moveCaret(forward: Bool) {
        let caret: Int
        if selection.length > 0 {
            caret = forward ? selection.location + selection.length : selection.location
        } else if forward {
            caret = characterRange(after: selection.location).map { $0.location + $0.length } ?? selection.location
        } else {
            caret = characterRange(before: selection.location)?.location ?? selection.location
        }
        changeSelection(to: NSRange(location: caret, length: 0))
    }

    /// Shift-left and Shift-right: the selection's moving end steps one character, its anchor
    /// stays (see ``TextSelectionMotion``).
    func extendSelection(forward: Bool) {
        let anchor = TextSelectionMotion.anchor(of: selection, remembered: selectionAnchor)
        let active = TextSelectionMotion.activeEnd(of: selection, anchor: anchor)
        let moved = forward
            ? characterRange(after: active).map { $0.location + $0.length } ?? active
            : characterRange(before: active)?.location ?? active
        changeSelection(to: TextSelectionMotion.range(anchor: anchor, active: moved))
        selectionAnchor = anchor
    }

    // MARK: Character geometry (UTF-16 offsets)

    /// `range` clamped to the text and widened so it never splits a character.
    func wholeCharacterRange(_ range: NSRange) -> NSRange { storage.wholeCharacterRange(range) }

    /// The character that ends at `offset`, or `nil` at the start.
    func characterRange(before offset: Int) -> NSRange? { storage.characterRange(before: offset) }

    /// The character that starts at `offset`, or `nil` at the end.
    func characterRange(after offset: Int) -> NSRange? { storage.characterRange(after: offset) }

    /// The run of letters and digits containing or ending at `offset`, or `nil` when the caret
    /// touches none.
    func wordRange(around offset: Int) -> NSRange? { storage.wordRange(around: offset) }
}
