import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UITextView.text` is a copy with a buffer of its own. A string sharing the storage's buffer,
/// kept by the app (a notes app saving the text on every change), made each later edit copy the
/// buffer instead of editing it in place, and Foundation here kept those copies for good
/// (`bench text-edit-memory`: kilobytes per key press).
@MainActor
@Suite struct TextViewTextCopyTests {
    /// The address of `string`'s UTF-8 bytes (a native string longer than 15 bytes keeps them
    /// in a heap buffer, which copies of the string share).
    private func bufferAddress(_ string: String) -> UInt {
        var string = string
        return string.withUTF8 { UInt(bitPattern: $0.baseAddress) }
    }

    /// Saves the text on every change, as the soak's notes app does.
    private final class Saver: NSObject, UITextViewDelegate {
        var saved: [String] = []
        func textViewDidChange(_ textView: UITextView) { saved.append(textView.text) }
    }

    @Test("The text a text view gives shares no buffer with its storage")
    func textHasItsOwnBuffer() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(textView)
        textView.text = "The body of a note, long enough to live in a heap buffer"
        let kept: String = textView.text
        #expect(kept == "The body of a note, long enough to live in a heap buffer")
        #expect(bufferAddress(kept) != bufferAddress(textView.storage.string))
    }

    @Test("Edits while the app keeps every version of the text change the storage in place")
    func editsStayInPlace() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(textView)
        let saver = Saver()
        textView.delegate = saver
        textView.text = String(repeating: "A line of the note. ", count: 10)
        _ = textView.becomeFirstResponder()
        // One key first: the buffer may grow once to take it.
        textView.insertText("k")
        textView.deleteBackward()
        let address = bufferAddress(textView.storage.string)
        for _ in 0..<50 {
            textView.insertText("k")
            textView.deleteBackward()
        }
        #expect(saver.saved.count == 102)
        #expect(saver.saved.allSatisfy { $0.hasPrefix("A line of the note. ") })
        #expect(bufferAddress(textView.storage.string) == address)
    }

    @Test("The text read after each kind of change is the new text")
    func textFollowsEveryChange() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(textView)
        let saver = Saver()
        textView.delegate = saver
        #expect(textView.text == "")
        textView.text = "Groceries"
        #expect(textView.text == "Groceries")
        _ = textView.becomeFirstResponder()
        textView.insertText("!")
        #expect(textView.text == "Groceries!")
        #expect(saver.saved.last == "Groceries!")
        textView.deleteBackward()
        #expect(textView.text == "Groceries")
        #expect(saver.saved.last == "Groceries")
        textView.attributedText = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.red])
        #expect(textView.text == "Styled")
        textView.insertText(" note")
        #expect(textView.text == "Styled note")
        window.undoManager?.undo()
        #expect(textView.text == "Styled")
        textView.text = nil
        #expect(textView.text == "")
    }
}
