import Foundation

extension UITextView {
    // MARK: Changing the text

    /// The one path every edit takes (see the type's step 3); the change is registered for
    /// undo as `kind` of edit. Returns whether it happened.
    @discardableResult
    func replaceCharacters(in range: NSRange, with replacement: String, kind: TextUndoRecorder.EditKind = .command) -> Bool {
        let range = wholeCharacterRange(range)
        if let delegate = textViewDelegate, !delegate.textView(self, shouldChangeTextIn: range, replacementText: replacement) {
            return false
        }
        undoRecorder.willReplace(range, with: replacement, kind: kind, in: self)
        // In place, then styled: a new attributed string per keystroke would stay in memory for
        // good on this Foundation (see StyledText).
        storage.replaceCharacters(in: range, with: replacement)
        let inserted = NSRange(location: range.location, length: (replacement as NSString).length)
        if inserted.length > 0 { storage.setAttributes(typingAttributes, range: inserted) }
        selection = wholeCharacterRange(NSRange(location: range.location + (replacement as NSString).length, length: 0))
        textLayoutDidChange()
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        scrollCaretToVisible()
        return true
    }

    /// Text set in code: the caret goes to the end, nothing is told, the undo steps are
    /// forgotten.
    func textDidChangeProgrammatically() {
        undoRecorder.forgetSteps(of: self)
        selection = NSRange(location: storage.length, length: 0)
        textLayoutDidChange()
    }

    /// Sets `key` to `value` over the whole text and in the typing attributes.
    func applyToWholeText(_ key: NSAttributedString.Key, _ value: Any) {
        if storage.length > 0 { storage.addAttribute(key, value: value, range: NSRange(location: 0, length: storage.length)) }
        typingAttributes[key] = value
        textLayoutDidChange()
    }

    /// The attributes of text typed into a view whose text has no style of its own.
    func defaultAttributes() -> [NSAttributedString.Key: Any] {
        [.font: font ?? UITextView.defaultFont, .foregroundColor: textColor ?? UIColor.label]
    }

    /// Moves the selection without changing the text; the typing attributes become those of
    /// the character before the new caret.
    func changeSelection(to range: NSRange, notify: Bool) {
        undoRecorder.closeStep()
        let new = wholeCharacterRange(range)
        guard new != selection else { return }
        selection = new
        if storage.length > 0 {
            let source = max(0, min(new.location, storage.length) - 1)
            var effective = NSRange(location: 0, length: 0)
            var attributes = storage.attributes(at: source, effectiveRange: &effective)
            // Typed text never continues an inline image.
            attributes[.attachment] = nil
            typingAttributes = attributes
        }
        contentView.setNeedsDisplay()
        if notify { textViewDelegate?.textViewDidChangeSelection(self) }
    }

    // MARK: Keys

    /// Turns one key into an edit. Returns false for keys the view leaves to the chain.
    func handleKey(_ key: UIKey) -> Bool {
        // Command and Control combinations are shortcuts: the window matched them against the
        // chain's UIKeyCommands before delivery; the editing ones left (⌘Z, ⇧⌘Z, ⌘A, ⌘X, ⌘C,
        // ⌘V) are carried out here, the others go up the chain.
        if !key.modifierFlags.isDisjoint(with: [.command, .control]) {
            return TextEditingShortcut(key)?.perform(on: self) ?? false
        }
        switch key.keyCode {
        case .keyboardReturnOrEnter:
            insertText("\n")
        case .keyboardDeleteOrBackspace:
            deleteBackward()
        case .keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow:
            moveWithArrow(key.keyCode, extending: key.modifierFlags.contains(.shift))
        default:
            switch key.characters {
            case "\r", "\n": insertText("\n")
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

    /// An arrow key: left and right as ``moveCaret(forward:)``, up and down to the line above
    /// or below at the same x (the start or end of the text past the first or last line); with
    /// Shift the selection's moving end goes there instead and its anchor stays.
    func moveWithArrow(_ code: UIKeyboardHIDUsage, extending: Bool) {
        let vertical = code == .keyboardUpArrow || code == .keyboardDownArrow
        let forward = code == .keyboardRightArrow || code == .keyboardDownArrow
        guard extending || vertical else { return moveCaret(forward: forward) }
        let anchor = TextSelectionMotion.anchor(of: selection, remembered: selectionAnchor)
        let from = extending
            ? TextSelectionMotion.activeEnd(of: selection, anchor: anchor)
            : (forward ? NSMaxRange(selection) : selection.location)
        let target: Int
        if vertical {
            target = verticalTarget(from: from, down: forward)
        } else {
            target = forward
                ? characterRange(after: from).map { $0.location + $0.length } ?? from
                : characterRange(before: from)?.location ?? from
        }
        let goal = verticalGoal
        changeSelection(to: extending ? TextSelectionMotion.range(anchor: anchor, active: target) : NSRange(location: target, length: 0), notify: true)
        if vertical { verticalGoal = goal }
        selectionAnchor = extending ? anchor : nil
        scrollCaretToVisible()
    }

    /// The offset one line above or below `offset`, at the x the last vertical move kept (or
    /// `offset`'s own).
    func verticalTarget(from offset: Int, down: Bool) -> Int {
        let caret = caretRect(forOffset: offset)
        let x = verticalGoal.flatMap { $0.offset == offset ? $0.x : nil } ?? caret.minX
        let y = down ? caret.maxY + caret.height / 2 : caret.minY - caret.height / 2
        let target: Int
        if !down, y < textOrigin.y {
            target = 0
        } else if down, y > caretRect(forOffset: storage.length).maxY {
            target = storage.length
        } else {
            target = self.offset(at: CGPoint(x: x, y: y))
        }
        verticalGoal = (x, target)
        return target
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
        changeSelection(to: NSRange(location: caret, length: 0), notify: true)
        scrollCaretToVisible()
    }

    // MARK: Character geometry (UTF-16 offsets)

    /// `range` clamped to the text and widened so it never splits a character.
    func wholeCharacterRange(_ range: NSRange) -> NSRange { storage.string.wholeCharacterRange(range) }

    /// The character that ends at `offset`, or `nil` at the start.
    func characterRange(before offset: Int) -> NSRange? { storage.string.characterRange(before: offset) }

    /// The character that starts at `offset`, or `nil` at the end.
    func characterRange(after offset: Int) -> NSRange? { storage.string.characterRange(after: offset) }
}
