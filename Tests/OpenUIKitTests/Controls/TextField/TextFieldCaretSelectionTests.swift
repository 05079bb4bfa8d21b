import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite struct TextFieldCaretSelectionTests {
    /// The window x of the boundary after `prefix` in a plain left-aligned field at `field`.
    private func boundaryX(after prefix: String, in field: UITextField) -> CGFloat {
        let width = prefix.size(withAttributes: [.font: field.font ?? UIFont.systemFont(ofSize: 17)]).width
        return field.convert(CGPoint(x: width, y: 0), to: nil).x
    }

    @Test("A tap places the caret at the character boundary under the finger, beginning editing or not")
    func tapPlacesCaret() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, events: [])
        field.text = "hello world"
        let y = centre(of: field).y
        stage.app.tap(at: CGPoint(x: boundaryX(after: "hello", in: field) + 1, y: y))
        #expect(field.isFirstResponder)
        #expect(field.selectedRange == NSRange(location: 5, length: 0))
        stage.app.advance(by: 1)
        stage.app.tap(at: CGPoint(x: boundaryX(after: "", in: field) + 1, y: y))
        #expect(field.selectedRange == NSRange(location: 0, length: 0))
        stage.app.advance(by: 1)
        stage.app.tap(at: CGPoint(x: field.convert(CGPoint(x: 190, y: 0), to: nil).x, y: y))
        #expect(field.selectedRange == NSRange(location: 11, length: 0))
        stage.app.type("!")
        #expect(field.text == "hello world!")
    }

    @Test("A double tap selects the word under the finger")
    func doubleTapSelectsWord() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, events: [])
        field.text = "hello world"
        stage.app.doubleTap(at: CGPoint(x: boundaryX(after: "hello wo", in: field), y: centre(of: field).y))
        #expect(field.selectedRange == NSRange(location: 6, length: 5))
    }

    @Test("Shift-arrows extend the selection from a fixed anchor; ⌘A selects all")
    func shiftArrowsAndSelectAll() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, events: [])
        #expect(field.becomeFirstResponder())
        stage.app.type("hello")
        let shiftLeft = UIKey(keyCode: .keyboardLeftArrow, characters: "", modifierFlags: .shift)
        let shiftRight = UIKey(keyCode: .keyboardRightArrow, characters: "", modifierFlags: .shift)
        stage.app.press(shiftLeft)
        stage.app.press(shiftLeft)
        #expect(field.selectedRange == NSRange(location: 3, length: 2))
        stage.app.press(shiftRight)
        #expect(field.selectedRange == NSRange(location: 4, length: 1))
        stage.app.press(shiftRight)
        stage.app.press(shiftRight)
        #expect(field.selectedRange == NSRange(location: 5, length: 0))
        stage.app.press(EditingKey.leftArrow)
        stage.app.press(EditingKey.leftArrow)
        stage.app.press(shiftRight)
        #expect(field.selectedRange == NSRange(location: 3, length: 1))
        stage.app.press(UndoKey.selectAll)
        #expect(field.selectedRange == NSRange(location: 0, length: 5))
        stage.app.type("X")
        #expect(field.text == "X")
    }

    @Test("Typed characters take the typing attributes set while editing; they are nil outside editing and reset when the caret moves")
    func typingAttributes() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, events: [])
        field.text = "ab"
        #expect(field.typingAttributes == nil)
        let big = UIFont.boldSystemFont(ofSize: 30)
        field.typingAttributes = [.font: big]
        #expect(field.typingAttributes == nil)
        #expect(field.becomeFirstResponder())
        #expect((field.typingAttributes?[.font] as? UIFont)?.pointSize == 17)
        field.typingAttributes = [.font: big, .foregroundColor: UIColor.red]
        stage.app.type("cd")
        let styled = field.attributedText!
        #expect((styled.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 17)
        #expect((styled.attribute(.font, at: 2, effectiveRange: nil) as? UIFont)?.pointSize == 30)
        #expect((styled.attribute(.font, at: 3, effectiveRange: nil) as? UIFont)?.pointSize == 30)
        #expect((styled.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? UIColor) == UIColor.red)
        stage.app.press(EditingKey.leftArrow)
        stage.app.press(EditingKey.leftArrow)
        stage.app.press(EditingKey.leftArrow)
        #expect((field.typingAttributes?[.font] as? UIFont)?.pointSize == 17)
        #expect(field.resignFirstResponder())
        #expect(field.typingAttributes == nil)
    }

    @Test("defaultTextAttributes reports the font and colour and applies what it is given to the whole text")
    func defaultTextAttributes() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.text = "kerned"
        #expect((field.defaultTextAttributes[.font] as? UIFont)?.pointSize == 17)
        #expect((field.defaultTextAttributes[.foregroundColor] as? UIColor) == UIColor.label)
        let font = UIFont.systemFont(ofSize: 24)
        field.defaultTextAttributes = [.font: font, .foregroundColor: UIColor.blue, .kern: 2.0]
        #expect(field.font?.pointSize == 24 && field.textColor == UIColor.blue)
        let styled = field.attributedText!
        #expect((styled.attribute(.kern, at: 5, effectiveRange: nil) as? Double) == 2)
        #expect((styled.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 24)
        #expect((field.defaultTextAttributes[.kern] as? Double) == 2)
        field.defaultTextAttributes = [.font: font]
        #expect(field.defaultTextAttributes[.kern] == nil, "a new value replaces the earlier one")
    }
}
