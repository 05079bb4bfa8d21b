import Foundation

// The text view's part in undo: its edits are recorded by `undoRecorder`
// (Text/TextUndoRecorder.swift) with the window's undo manager, and undoing one comes back here.
extension UITextView: UndoableTextInput {
    /// Copies the characters in `range`, with their attributes, into `target`.
    func copyUndoableText(in range: NSRange, into target: NSMutableAttributedString, at index: Int) {
        guard range.length > 0, NSMaxRange(range) <= storage.length else { return }
        target.replaceCharacters(in: NSRange(location: index, length: 0), with: (storage.string as NSString).substring(with: range))
        storage.enumerateAttributes(in: range) { attributes, run, _ in
            target.setAttributes(attributes, range: NSRange(location: index + run.location - range.location, length: run.length))
        }
    }

    var undoableSelection: NSRange { selection }

    /// Replaces `range` as an edit does (the delegate is asked, `textViewDidChange` and
    /// ``textDidChangeNotification`` follow), gives the new characters `text`'s attributes, then
    /// selects `selection`.
    func applyUndoReplacement(in range: NSRange, with text: NSAttributedString, selection newSelection: NSRange) -> Bool {
        guard NSMaxRange(range) <= storage.length else {
            misuseLog.log("UITextView undo: \(traceName)'s step reaches past its text; the step is dropped")
            return false
        }
        guard replaceCharacters(in: range, with: text.string) else { return false }
        if text.length > 0 {
            text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, run, _ in
                storage.setAttributes(attributes, range: NSRange(location: range.location + run.location, length: run.length))
            }
            textLayoutDidChange()
        }
        changeSelection(to: newSelection, notify: true)
        scrollCaretToVisible()
        return true
    }
}
