import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite struct TextViewUndoTests {
    @Test("Typing with newlines is one step: ⌘Z removes it, ⇧⌘Z puts it back; the delegate hears of both changes")
    func typeUndoRedo() {
        let app = HeadlessApp()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        let delegate = RecordingTextViewDelegate()
        textView.delegate = delegate
        _ = makeTextStage(app) { $0.addSubview(textView) }
        #expect(textView.becomeFirstResponder())
        app.type("Hi")
        app.press(UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r"))
        app.type("there")
        #expect(textView.undoManager?.canUndo == true)
        delegate.calls.removeAll()
        app.press(UndoKey.undo)
        #expect(textView.text == "" && textView.selectedRange == NSRange(location: 0, length: 0))
        #expect(delegate.calls.contains("shouldChange(0,8,\"\")") && delegate.calls.contains("didChange"))
        app.press(UndoKey.redo)
        #expect(textView.text == "Hi\nthere" && textView.selectedRange == NSRange(location: 8, length: 0))
    }

    @Test("Undo of a deletion puts back the deleted characters with their attributes")
    func deletionKeepsAttributes() {
        let app = HeadlessApp()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        _ = makeTextStage(app) { $0.addSubview(textView) }
        let bold = UIFont.boldSystemFont(ofSize: 20)
        textView.attributedText = NSAttributedString(string: "bold", attributes: [.font: bold])
        #expect(textView.becomeFirstResponder())
        app.press(UIKey(keyCode: .keyboardDeleteOrBackspace, characters: "\u{8}"))
        app.press(UIKey(keyCode: .keyboardDeleteOrBackspace, characters: "\u{8}"))
        #expect(textView.text == "bo")
        app.press(UndoKey.undo)
        #expect(textView.text == "bold" && textView.selectedRange == NSRange(location: 4, length: 0))
        let font = textView.attributedText.attribute(.font, at: 3, effectiveRange: nil) as? UIFont
        #expect(font?.pointSize == 20)
        #expect(textView.undoManager?.canUndo == false)
    }

    @Test("Moving the caret splits typing into two steps; setting text forgets them")
    func stepsAndProgrammaticText() {
        let app = HeadlessApp()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        _ = makeTextStage(app) { $0.addSubview(textView) }
        #expect(textView.becomeFirstResponder())
        app.type("ac")
        app.press(UIKey(keyCode: .keyboardLeftArrow, characters: ""))
        app.type("b")
        #expect(textView.text == "abc")
        app.press(UndoKey.undo)
        #expect(textView.text == "ac" && textView.selectedRange == NSRange(location: 1, length: 0))
        #expect(textView.undoManager?.canUndo == true)
        textView.text = "new"
        #expect(textView.undoManager?.canUndo == false && textView.undoManager?.canRedo == false)
    }

    @Test("⌘A selects all the text of a text view")
    func selectAllKey() {
        let app = HeadlessApp()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        _ = makeTextStage(app) { $0.addSubview(textView) }
        textView.text = "one\ntwo"
        #expect(textView.becomeFirstResponder())
        app.press(UndoKey.selectAll)
        #expect(textView.selectedRange == NSRange(location: 0, length: 7))
    }

    @Test("Cut, copy and paste work in a text view from the chain and ⌘X/⌘C/⌘V; a paste is one undo step")
    func cutCopyPasteUndo() {
        let app = HeadlessApp()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        _ = makeTextStage(app) { $0.addSubview(textView) }
        #expect(!textView.canPerformAction(.paste, withSender: nil))
        #expect(textView.becomeFirstResponder())
        app.type("one two")
        textView.selectedRange = NSRange(location: 4, length: 3)
        app.press(UIKey(keyCode: UIKeyboardHIDUsage(rawValue: 0x06), characters: "c", modifierFlags: .command))
        #expect(UIPasteboard.general.string == "two")
        #expect(app.application.sendAction(.cut, to: nil, from: textView, for: nil))
        #expect(textView.text == "one ")
        app.press(UIKey(keyCode: UIKeyboardHIDUsage(rawValue: 0x19), characters: "v", modifierFlags: .command))
        app.press(UIKey(keyCode: UIKeyboardHIDUsage(rawValue: 0x19), characters: "v", modifierFlags: .command))
        #expect(textView.text == "one twotwo")
        app.press(UndoKey.undo)
        #expect(textView.text == "one two" && textView.selectedRange == NSRange(location: 7, length: 0))
        app.press(UndoKey.undo)
        #expect(textView.text == "one ")
        app.press(UndoKey.undo)
        #expect(textView.text == "one two" && textView.selectedRange == NSRange(location: 4, length: 3))
    }
}
