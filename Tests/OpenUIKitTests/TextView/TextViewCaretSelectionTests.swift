import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite struct TextViewCaretSelectionTests {
    private let up = UIKey(keyCode: .keyboardUpArrow, characters: "")
    private let down = UIKey(keyCode: .keyboardDownArrow, characters: "")

    @Test("Up and down move between lines keeping the caret's x, to the text's start or end past the first or last line")
    func upDownKeepX() {
        let app = HeadlessApp()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        _ = makeTextStage(app) { $0.addSubview(textView) }
        textView.text = "abc\nabcde\nab"
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 8, length: 0)
        app.press(up)
        #expect(textView.selectedRange == NSRange(location: 3, length: 0))
        app.press(down)
        #expect(textView.selectedRange == NSRange(location: 8, length: 0))
        app.press(down)
        #expect(textView.selectedRange == NSRange(location: 12, length: 0))
        app.press(down)
        #expect(textView.selectedRange == NSRange(location: 12, length: 0))
        textView.selectedRange = NSRange(location: 1, length: 0)
        app.press(up)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
    }

    @Test("Shift with the arrows extends the selection in a text view, across lines too")
    func shiftArrows() {
        let app = HeadlessApp()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        _ = makeTextStage(app) { $0.addSubview(textView) }
        textView.text = "abc\nabcde"
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 2, length: 0)
        app.press(UIKey(keyCode: .keyboardDownArrow, characters: "", modifierFlags: .shift))
        #expect(textView.selectedRange == NSRange(location: 2, length: 4))
        app.press(UIKey(keyCode: .keyboardLeftArrow, characters: "", modifierFlags: .shift))
        #expect(textView.selectedRange == NSRange(location: 2, length: 3))
        app.press(UIKey(keyCode: .keyboardRightArrow, characters: ""))
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
        app.press(UIKey(keyCode: .keyboardLeftArrow, characters: "", modifierFlags: .shift))
        app.press(UIKey(keyCode: .keyboardLeftArrow, characters: "", modifierFlags: .shift))
        #expect(textView.selectedRange == NSRange(location: 3, length: 2))
    }

    @Test("A double tap selects the word under the finger")
    func doubleTapSelectsWord() {
        let app = HeadlessApp()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        _ = makeTextStage(app) { $0.addSubview(textView) }
        textView.text = "hello world"
        let font = UIFont.systemFont(ofSize: 12)
        let x = 20 + 5 + "hello wo".size(withAttributes: [.font: font]).width
        app.doubleTap(at: CGPoint(x: x, y: 100 + 8 + 6))
        #expect(textView.isFirstResponder)
        #expect(textView.selectedRange == NSRange(location: 6, length: 5))
    }
}
