import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records each selection change the delegate hears, with the selection at that moment.
@MainActor
private final class SelectionDelegate: UITextFieldDelegate {
    var selections: [NSRange] = []
    func textFieldDidChangeSelection(_ textField: UITextField) { selections.append(textField.selectedRange) }
}

@MainActor
@Suite struct TextFieldSelectionDelegateTests {
    @Test("textFieldDidChangeSelection(_:) is called as the caret or selection moves while editing, not otherwise")
    func selectionChanges() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let delegate = SelectionDelegate()
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, events: [])
        field.delegate = delegate
        field.text = "Ada"
        field.selectedRange = NSRange(location: 1, length: 0)
        #expect(delegate.selections.isEmpty)  // not editing

        #expect(field.becomeFirstResponder())
        // Beginning an edit puts the caret at the end (it was at 1).
        #expect(delegate.selections == [NSRange(location: 3, length: 0)])
        stage.app.type("m")
        #expect(delegate.selections.last == NSRange(location: 4, length: 0))
        stage.app.press(EditingKey.leftArrow)
        #expect(delegate.selections.last == NSRange(location: 3, length: 0))
        field.selectedRange = NSRange(location: 0, length: 2)
        #expect(delegate.selections.last == NSRange(location: 0, length: 2))
        let count = delegate.selections.count
        field.selectedRange = NSRange(location: 0, length: 2)
        #expect(delegate.selections.count == count)  // no change, no call
        field.resignFirstResponder()
        field.selectedRange = NSRange(location: 1, length: 0)
        #expect(delegate.selections.count == count)
    }
}
