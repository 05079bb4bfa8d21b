import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite struct TextFieldEditActionTests {
    @Test("Select all and copy in one field, tap another and paste: each command travels the chain from the first responder")
    func copyFromOneFieldPasteIntoAnother() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let delegate = RecordingTextFieldDelegate(recorder: recorder)
        let source = stage.addField("source", at: CGPoint(x: 20, y: 100), recorder: recorder, delegate: delegate)
        let destination = stage.addField("destination", at: CGPoint(x: 20, y: 200), recorder: recorder, delegate: delegate)
        let menu = EditMenuInteraction(view: stage.root)

        stage.app.tap(at: centre(of: source))
        stage.app.type("hi")
        #expect(menu.presentEditMenu() == [.select, .selectAll])
        #expect(menu.choose(.selectAll))
        #expect(source.selectedRange == NSRange(location: 0, length: 2))
        #expect(menu.presentEditMenu() == [.cut, .copy, .selectAll, .delete])
        #expect(menu.choose(.copy))
        #expect(UIPasteboard.general.string == "hi")
        recorder.clear()

        stage.app.tap(at: centre(of: destination))
        #expect(menu.presentEditMenu() == [.paste])
        stage.app.trace.isEnabled = true
        #expect(menu.choose(.paste))
        #expect(recorder.take() == [
            .controlEvent("destination", .touchDown), .controlEvent("destination", .touchUpInside),
            .call("destination", "shouldBeginEditing"),
            .call("source", "shouldEndEditing"), .call("source", "didEndEditing"),
            .controlEvent("source", .editingDidEnd),
            .call("destination", "didBeginEditing"), .controlEvent("destination", .editingDidBegin),
            .call("destination", "shouldChange", arguments: ["0,0", "\"hi\""]),
            .controlEvent("destination", .editingChanged),
        ])
        #expect(stage.app.trace.lines([.action]).last
            == "UIResponderStandardEditActions.paste from UIView → destination (chain walk from destination)")
        #expect(source.text == "hi" && destination.text == "hi")
        #expect(destination.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test("Cut removes the selection onto the pasteboard; paste replaces a selection; delete leaves the pasteboard alone")
    func cutPasteDelete() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, events: [])
        #expect(field.becomeFirstResponder())
        stage.app.type("hello world")
        field.selectedRange = NSRange(location: 0, length: 6)
        #expect(stage.app.application.sendAction(.cut, to: nil, from: field, for: nil))
        #expect(field.text == "world" && UIPasteboard.general.string == "hello ")
        field.selectedRange = NSRange(location: 0, length: 5)
        field.paste(nil)
        #expect(field.text == "hello " && field.selectedRange == NSRange(location: 6, length: 0))
        field.selectedRange = NSRange(location: 0, length: 1)
        field.delete(nil)
        #expect(field.text == "ello " && UIPasteboard.general.string == "hello ")
        #expect(!field.canPerformAction(.copy, withSender: nil))
    }

    @Test("Select picks the word at the caret, and a field that is not editing offers no command")
    func selectWordAndIdleField() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, events: [])
        field.text = "one two"
        UIPasteboard.general.string = "x"
        #expect(ResponderAction.standardEditActions.filter { field.canPerformAction($0, withSender: nil) } == [])
        #expect(field.becomeFirstResponder())
        #expect(field.canPerformAction(.select, withSender: nil))
        field.select(nil)
        #expect(field.selectedRange == NSRange(location: 4, length: 3))
        stage.app.press(EditingKey.leftArrow)
        #expect(field.selectedRange == NSRange(location: 4, length: 0))
        stage.app.press(EditingKey.leftArrow)
        field.select(nil)
        #expect(field.selectedRange == NSRange(location: 0, length: 3))
    }
}
