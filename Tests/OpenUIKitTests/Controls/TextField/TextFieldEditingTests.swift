import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite struct TextFieldEditingTests {
    @Test("A tap lifted inside a field makes it first responder after the touch-up, asking the delegate first")
    func tapBeginsEditing() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let delegate = RecordingTextFieldDelegate(recorder: recorder)
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, delegate: delegate)
        stage.app.tap(at: centre(of: field))
        #expect(recorder.take() == [
            .controlEvent("name", .touchDown), .controlEvent("name", .touchUpInside),
            .call("name", "shouldBeginEditing"), .call("name", "didBeginEditing"),
            .controlEvent("name", .editingDidBegin),
        ])
        #expect(field.isFirstResponder && field.isEditing)
        #expect(field.text == "" && field.selectedRange == NSRange(location: 0, length: 0))
    }

    @Test("A delegate refusing to begin keeps the field from becoming first responder")
    func delegateRefusesBegin() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let delegate = RecordingTextFieldDelegate(recorder: recorder)
        delegate.allowsBegin = false
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, delegate: delegate)
        stage.app.tap(at: centre(of: field))
        #expect(
            recorder.take() == [
                .controlEvent("name", .touchDown), .controlEvent("name", .touchUpInside),
                .call("name", "shouldBeginEditing"),
            ])
        #expect(!field.isFirstResponder && !field.isEditing)
    }

    @Test("A disabled field is not tapped into editing and cannot become first responder")
    func disabledField() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let delegate = RecordingTextFieldDelegate(recorder: recorder)
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, delegate: delegate)
        field.isEnabled = false
        stage.app.tap(at: centre(of: field))
        #expect(!field.canBecomeFirstResponder)
        #expect(!field.becomeFirstResponder())
        #expect(recorder.take() == [])
        #expect(!field.isFirstResponder && !field.isEditing)
    }

    @Test("Typing inserts each character at the caret, asking the delegate and sending editingChanged")
    func typing() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let delegate = RecordingTextFieldDelegate(recorder: recorder)
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, delegate: delegate)
        stage.app.tap(at: centre(of: field))
        recorder.clear()
        stage.app.type("hello")
        #expect(recorder.take() == [
            .call("name", "shouldChange", arguments: ["0,0", "\"h\""]), .controlEvent("name", .editingChanged),
            .call("name", "shouldChange", arguments: ["1,0", "\"e\""]), .controlEvent("name", .editingChanged),
            .call("name", "shouldChange", arguments: ["2,0", "\"l\""]), .controlEvent("name", .editingChanged),
            .call("name", "shouldChange", arguments: ["3,0", "\"l\""]), .controlEvent("name", .editingChanged),
            .call("name", "shouldChange", arguments: ["4,0", "\"o\""]), .controlEvent("name", .editingChanged),
        ])
        #expect(field.text == "hello" && field.hasText)
        #expect(field.selectedRange == NSRange(location: 5, length: 0))
    }

    @Test("Keys reach a field only while it is editing; unused keys go up the responder chain")
    func keysNeedEditing() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, events: [])
        stage.app.type("ignored")
        #expect(field.text == "")
        #expect(field.becomeFirstResponder())
        stage.app.trace.isEnabled = true
        stage.app.press(EditingKey.tab)
        #expect(stage.app.trace.lines([.responderChain]).contains("name.pressesBegan → UIView"))
        #expect(field.text == "")
    }

    @Test("Backspace deletes the character before the caret, arrows move it, and emoji go as one character")
    func backspaceAndArrows() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let delegate = RecordingTextFieldDelegate(recorder: recorder)
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, delegate: delegate)
        #expect(field.becomeFirstResponder())
        stage.app.type("ab👍c")
        recorder.clear()
        stage.app.press(EditingKey.leftArrow)
        #expect(field.selectedRange == NSRange(location: 4, length: 0))
        stage.app.press(EditingKey.backspace)
        #expect(field.text == "abc" && field.selectedRange == NSRange(location: 2, length: 0))
        stage.app.press(EditingKey.leftArrow)
        stage.app.press(EditingKey.leftArrow)
        stage.app.press(EditingKey.leftArrow)
        stage.app.press(EditingKey.backspace)
        stage.app.press(EditingKey.rightArrow)
        stage.app.press(EditingKey.backspace)
        #expect(recorder.take() == [
            .call("name", "shouldChange", arguments: ["2,2", "\"\""]), .controlEvent("name", .editingChanged),
            .call("name", "shouldChange", arguments: ["0,1", "\"\""]), .controlEvent("name", .editingChanged),
        ])
        #expect(field.text == "bc" && field.selectedRange == NSRange(location: 0, length: 0))
    }

    @Test("A delegate refusing digits keeps them out, with no editingChanged for the refused keys")
    func refusingDigits() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let delegate = RecordingTextFieldDelegate(recorder: recorder)
        delegate.refusesDigits = true
        delegate.recordsChanges = false
        let field = stage.addField("code", at: CGPoint(x: 20, y: 100), recorder: recorder, delegate: delegate)
        #expect(field.becomeFirstResponder())
        recorder.clear()
        stage.app.type("a1b2")
        #expect(field.text == "ab" && field.selectedRange == NSRange(location: 2, length: 0))
        #expect(recorder.take() == [.controlEvent("code", .editingChanged), .controlEvent("code", .editingChanged)])
    }

    @Test("Setting text programmatically sends no event and puts the caret at the end; nil reads as empty")
    func programmaticText() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder)
        field.placeholder = "Your name"
        field.text = "Ada"
        #expect(field.selectedRange == NSRange(location: 3, length: 0))
        field.text = nil
        #expect(field.text == "" && !field.hasText && field.placeholder == "Your name")
        field.text = "Grace"
        field.selectedRange = NSRange(location: 9, length: 4)
        #expect(field.selectedRange == NSRange(location: 5, length: 0))
        #expect(recorder.take() == [])
    }
}
