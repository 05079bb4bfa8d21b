import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// An object receiving the field's Return as a target-action.
@MainActor
private final class ReturnTarget {
    var count = 0
    func fieldDidReturn(_ sender: UITextField) { count += 1 }
}

@MainActor
@Suite struct TextFieldSessionTests {
    @Test("Return asks shouldReturn, sends editingDidEndOnExit, and resigns because an action listens for it")
    func returnWithAction() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let delegate = RecordingTextFieldDelegate(recorder: recorder)
        delegate.recordsChanges = false
        let field = stage.addField(
            "name", at: CGPoint(x: 20, y: 100), recorder: recorder, delegate: delegate, events: .allEditingEvents)
        #expect(field.becomeFirstResponder())
        stage.app.type("Ada")
        recorder.clear()
        stage.app.press(EditingKey.returnKey)
        #expect(recorder.take() == [
            .call("name", "shouldReturn"), .controlEvent("name", .editingDidEndOnExit),
            .call("name", "shouldEndEditing"), .call("name", "didEndEditing"), .controlEvent("name", .editingDidEnd),
        ])
        #expect(!field.isFirstResponder && !field.isEditing && field.text == "Ada")
    }

    @Test("Return without an editingDidEndOnExit action still sends the event but keeps editing")
    func returnWithoutAction() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let delegate = RecordingTextFieldDelegate(recorder: recorder)
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, delegate: delegate, events: [])
        #expect(field.becomeFirstResponder())
        recorder.clear()
        stage.app.press(EditingKey.returnKey)
        #expect(recorder.take() == [.call("name", "shouldReturn")])
        #expect(field.isFirstResponder && field.isEditing && field.text == "")

        let target = ReturnTarget()
        field.addTarget(target, action: ReturnTarget.fieldDidReturn, for: .editingDidEndOnExit)
        delegate.allowsReturn = false
        stage.app.press(EditingKey.returnKey)
        #expect(target.count == 0 && field.isEditing)
        delegate.allowsReturn = true
        field.insertText("\n")
        #expect(target.count == 1 && !field.isEditing)
        #expect(recorder.take() == [
            .call("name", "shouldReturn"), .call("name", "shouldReturn"), .call("name", "shouldEndEditing"),
            .call("name", "didEndEditing"),
        ])
    }

    @Test("Tapping a second field moves first responder: the new one is asked, the old one ends, then the new one begins")
    func secondFieldTakesOver() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let delegate = RecordingTextFieldDelegate(recorder: recorder)
        let first = stage.addField("first", at: CGPoint(x: 20, y: 100), recorder: recorder, delegate: delegate)
        let second = stage.addField("second", at: CGPoint(x: 20, y: 200), recorder: recorder, delegate: delegate)
        stage.app.tap(at: centre(of: first))
        recorder.clear()
        stage.app.trace.isEnabled = true
        stage.app.tap(at: centre(of: second))
        #expect(recorder.take() == [
            .controlEvent("second", .touchDown), .controlEvent("second", .touchUpInside),
            .call("second", "shouldBeginEditing"),
            .call("first", "shouldEndEditing"), .call("first", "didEndEditing"), .controlEvent("first", .editingDidEnd),
            .call("second", "didBeginEditing"), .controlEvent("second", .editingDidBegin),
        ])
        #expect(second.isFirstResponder && second.isEditing && !first.isEditing)
        #expect(stage.app.trace.lines([.firstResponder]) == ["first responder: first → nil", "first responder: nil → second"])
    }

    @Test("A field whose delegate refuses to end keeps first responder against another field")
    func refusingToEnd() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let delegate = RecordingTextFieldDelegate(recorder: recorder)
        let first = stage.addField("first", at: CGPoint(x: 20, y: 100), recorder: recorder, delegate: delegate, events: [])
        let second = stage.addField("second", at: CGPoint(x: 20, y: 200), recorder: recorder, delegate: delegate, events: [])
        #expect(first.becomeFirstResponder())
        delegate.allowsEnd = false
        recorder.clear()
        #expect(!second.becomeFirstResponder())
        #expect(recorder.take() == [.call("second", "shouldBeginEditing"), .call("first", "shouldEndEditing")])
        #expect(first.isFirstResponder && first.isEditing && !second.isEditing)

        first.removeFromSuperview()
        #expect(recorder.take() == [.call("first", "shouldEndEditing"), .call("first", "didEndEditing")])
        #expect(!first.isEditing && !first.isFirstResponder)
    }

    @Test("Another kind of responder taking over ends the field's editing")
    func otherResponderTakesOver() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let delegate = RecordingTextFieldDelegate(recorder: recorder)
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, delegate: delegate)
        let other = FocusableView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        stage.root.addSubview(other)
        #expect(field.becomeFirstResponder())
        recorder.clear()
        #expect(other.becomeFirstResponder())
        #expect(
            recorder.take() == [
                .call("name", "shouldEndEditing"), .call("name", "didEndEditing"),
                .controlEvent("name", .editingDidEnd),
            ])
        #expect(!field.isEditing)
    }

    @Test("Editing begin, changes and end are traced at the control stage")
    func traced() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, events: [])
        stage.app.trace.isEnabled = true
        #expect(field.becomeFirstResponder())
        stage.app.type("hi")
        stage.app.press(EditingKey.backspace)
        #expect(field.resignFirstResponder())
        #expect(stage.app.trace.lines([.control]) == [
            "name began editing", "name editingDidBegin",
            "name text \"h\", caret 1", "name editingChanged",
            "name text \"hi\", caret 2", "name editingChanged",
            "name text \"h\", caret 1", "name editingChanged",
            "name ended editing", "name editingDidEnd",
        ])
    }
}

/// A plain view that can hold first responder.
private final class FocusableView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}
