import Foundation

// The field's part in undo: its edits are recorded by `undoRecorder` (Text/TextUndoRecorder.swift)
// with the window's undo manager, and undoing one comes back here.
extension UITextField: UndoableTextInput {
    /// Copies the characters in `range` into `target`, with their styles when the field has
    /// styled text.
    func copyUndoableText(in range: NSRange, into target: NSMutableAttributedString, at index: Int) {
        guard range.length > 0, let bounds = Range(range, in: storage) else { return }
        target.replaceCharacters(in: NSRange(location: index, length: 0), with: String(storage[bounds]))
        guard let styled = storedAttributedText, NSMaxRange(range) <= styled.length else { return }
        styled.enumerateAttributes(in: range) { attributes, run, _ in
            target.setAttributes(attributes, range: NSRange(location: index + run.location - range.location, length: run.length))
        }
    }

    var undoableSelection: NSRange { selection }

    /// Replaces `range` as an edit does (the delegate is asked, `.editingChanged` and
    /// ``textDidChangeNotification`` follow), gives the new characters `text`'s styles, then
    /// selects `selection`.
    func applyUndoReplacement(in range: NSRange, with text: NSAttributedString, selection newSelection: NSRange) -> Bool {
        guard NSMaxRange(range) <= storage.utf16.count else {
            misuseLog.log("UITextField undo: \(traceName)'s step reaches past its text; the step is dropped")
            return false
        }
        guard replaceCharacters(in: range, with: text.string) else { return false }
        if let styled = storedAttributedText, text.length > 0, range.location + text.length <= styled.length {
            text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, run, _ in
                styled.setAttributes(attributes, range: NSRange(location: range.location + run.location, length: run.length))
            }
        }
        changeSelection(to: newSelection)
        return true
    }
}
