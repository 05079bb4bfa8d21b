import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The hardware keyboard's undo, redo and select-all shortcuts.
enum UndoKey {
    static let undo = UIKey(keyCode: .keyboardZ, characters: "z", modifierFlags: .command)
    static let redo = UIKey(keyCode: .keyboardZ, characters: "Z", charactersIgnoringModifiers: "z", modifierFlags: [.command, .shift])
    static let selectAll = UIKey(keyCode: .keyboardA, characters: "a", modifierFlags: .command)
}

@MainActor
@Suite struct TextFieldUndoTests {
    @Test("Typed characters are one undo step: ⌘Z empties the field, ⇧⌘Z puts them back with the caret after them")
    func typeUndoRedo() throws {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, events: [])
        #expect(field.becomeFirstResponder())
        let manager = try #require(field.undoManager)
        #expect(manager === stage.window.undoManager)
        #expect(!manager.canUndo && !manager.canRedo)
        stage.app.type("abc")
        #expect(manager.canUndo && !manager.canRedo)
        stage.app.press(UndoKey.undo)
        #expect(field.text == "" && field.selectedRange == NSRange(location: 0, length: 0))
        #expect(!manager.canUndo && manager.canRedo)
        stage.app.press(UndoKey.redo)
        #expect(field.text == "abc" && field.selectedRange == NSRange(location: 3, length: 0))
        #expect(manager.canUndo && !manager.canRedo)
        stage.app.press(UndoKey.undo)
        #expect(field.text == "")
    }

    @Test("Moving the caret between two runs of typing makes two steps, undone one at a time with their selections")
    func caretMoveSplitsSteps() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, events: [])
        #expect(field.becomeFirstResponder())
        stage.app.type("hello")
        stage.app.press(EditingKey.leftArrow)
        stage.app.press(EditingKey.leftArrow)
        stage.app.type("XY")
        #expect(field.text == "helXYlo")
        stage.app.press(UndoKey.undo)
        #expect(field.text == "hello" && field.selectedRange == NSRange(location: 3, length: 0))
        stage.app.press(UndoKey.undo)
        #expect(field.text == "" && field.selectedRange == NSRange(location: 0, length: 0))
        #expect(field.undoManager?.canUndo == false)
        stage.app.press(UndoKey.redo)
        stage.app.press(UndoKey.redo)
        #expect(field.text == "helXYlo" && field.selectedRange == NSRange(location: 5, length: 0))
    }

    @Test("Backspaces after typing are a step of their own; undo puts the deleted characters back, then removes the typing")
    func deleteBackwardUndone() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, events: [])
        #expect(field.becomeFirstResponder())
        stage.app.type("hello")
        stage.app.press(EditingKey.backspace)
        stage.app.press(EditingKey.backspace)
        #expect(field.text == "hel")
        stage.app.press(UndoKey.undo)
        #expect(field.text == "hello" && field.selectedRange == NSRange(location: 5, length: 0))
        stage.app.press(UndoKey.undo)
        #expect(field.text == "")
        stage.app.press(UndoKey.redo)
        stage.app.press(UndoKey.redo)
        #expect(field.text == "hel")
    }

    @Test("A paste is one step, apart from the typing before it; undo restores the selection it replaced")
    func pasteUndone() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, events: [])
        #expect(field.becomeFirstResponder())
        stage.app.type("one two")
        UIPasteboard.general.string = "three"
        field.selectedRange = NSRange(location: 4, length: 3)
        #expect(stage.app.application.sendAction(.paste, to: nil, from: field, for: nil))
        #expect(field.text == "one three")
        stage.app.type("!")
        stage.app.press(UndoKey.undo)
        #expect(field.text == "one three")
        stage.app.press(UndoKey.undo)
        #expect(field.text == "one two" && field.selectedRange == NSRange(location: 4, length: 3))
        stage.app.press(UndoKey.undo)
        #expect(field.text == "")
    }

    @Test("Setting text in code forgets the field's steps; undo then does nothing")
    func programmaticTextClears() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, events: [])
        #expect(field.becomeFirstResponder())
        stage.app.type("draft")
        #expect(field.undoManager?.canUndo == true)
        field.text = "server value"
        #expect(field.undoManager?.canUndo == false && field.undoManager?.canRedo == false)
        stage.app.press(UndoKey.undo)
        #expect(field.text == "server value")
        stage.app.type("!")
        field.attributedText = NSAttributedString(string: "styled")
        #expect(field.undoManager?.canUndo == false)
    }

    @Test("Undo and redo send .editingChanged and the change notification, and ask the delegate as iOS does; a refusal keeps the text")
    func undoNotifiesAndAsksDelegate() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let delegate = RecordingTextFieldDelegate(recorder: recorder)
        let field = stage.addField("name", at: CGPoint(x: 20, y: 100), recorder: recorder, delegate: delegate, events: .editingChanged)
        #expect(field.becomeFirstResponder())
        stage.app.type("a1")
        let log = NotificationLog([UITextField.textDidChangeNotification], object: field)
        defer { log.stop() }
        recorder.clear()
        stage.app.press(UndoKey.undo)
        #expect(field.text == "")
        #expect(log.names.count == 1)
        let lines = recorder.lines
        #expect(lines.count == 2)
        #expect(lines.first?.contains("shouldChange") == true && lines.first?.contains("0,2") == true)
        #expect(lines.last?.contains("editingChanged") == true)
        // A redo the delegate refuses changes nothing, and is used up.
        delegate.refusesDigits = true
        stage.app.press(UndoKey.redo)
        #expect(field.text == "" && log.names.count == 1)
        #expect(field.undoManager?.canRedo == false)
        delegate.refusesDigits = false
        stage.app.type("b")
        stage.app.press(UndoKey.undo)
        #expect(field.text == "" && log.names.count == 3)
    }

    @Test("Each window has its own undo manager: undoing in one leaves the other's field alone")
    func perWindowManagers() {
        let app = HeadlessApp()
        let first = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        let second = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        let firstWindow = app.makeWindow(rootViewController: UIViewController())
        firstWindow.rootViewController?.view.addSubview(first)
        let secondWindow = app.makeWindow(rootViewController: UIViewController())
        secondWindow.rootViewController?.view.addSubview(second)
        #expect(firstWindow.undoManager !== secondWindow.undoManager)
        #expect(first.becomeFirstResponder())
        first.insertText("left")
        #expect(second.becomeFirstResponder())
        second.insertText("right")
        #expect(first.undoManager === firstWindow.undoManager && second.undoManager === secondWindow.undoManager)
        secondWindow.undoManager?.undo()
        #expect(second.text == "" && first.text == "left")
        #expect(firstWindow.undoManager?.canUndo == true)
        firstWindow.undoManager?.undo()
        #expect(first.text == "")
    }
}
