import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The first responder's `inputAccessoryView` and `inputView` with the software keyboard.
@MainActor @Suite struct InputAccessoryViewTests {
    @Test("Responders have no input views by default")
    func defaults() {
        #expect(UIResponder().inputView == nil && UIResponder().inputAccessoryView == nil)
        #expect(UITextField().inputAccessoryView == nil && UITextView().inputView == nil)
    }

    @Test("An accessory view sits on top of the keys; the keyboard frame and notifications include it")
    func accessoryAboveKeys() throws {
        let app = HeadlessApp()
        app.isHardwareKeyboardAttached = false
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        field.inputAccessoryView = toolbar
        #expect(field.inputAccessoryView === toolbar)
        _ = makeTextStage(app) { $0.addSubview(field) }
        let log = NotificationLog([UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification])
        defer { log.stop() }
        field.becomeFirstResponder()
        app.advance(by: 0.3)
        let screen = app.application.screen.bounds
        let expected = CGRect(x: 0, y: screen.height - 291 - 44, width: screen.width, height: 291 + 44)
        #expect(app.softwareKeyboardFrame == expected)
        #expect(log.names == ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification"])
        for info in log.userInfos {
            #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == expected)
        }
        let keyboard = try #require(app.softwareKeyboardWindow)
        #expect(toolbar.window === keyboard)
        // In screen coordinates: the toolbar's bottom is the keys' top.
        let toolbarOnScreen = toolbar.convert(toolbar.bounds, to: nil as UIView?).offsetBy(dx: keyboard.frame.minX, dy: keyboard.frame.minY)
        #expect(toolbarOnScreen == CGRect(x: 0, y: screen.height - 291 - 44, width: screen.width, height: 44))
        // Typing still works through the keys below the accessory.
        app.typeOnKeyboard("Hi")
        #expect(field.text == "Hi")
    }

    @Test("An input view replaces the keys at its own height; reloadInputViews() changes the keyboard")
    func inputViewReplacesKeys() {
        let app = HeadlessApp()
        app.isHardwareKeyboardAttached = false
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 200))
        picker.backgroundColor = .systemGreen
        field.inputView = picker
        _ = makeTextStage(app) { $0.addSubview(field) }
        field.becomeFirstResponder()
        app.advance(by: 0.3)
        let screen = app.application.screen.bounds
        #expect(app.softwareKeyboardFrame == CGRect(x: 0, y: screen.height - 200, width: screen.width, height: 200))
        #expect(picker.window === app.softwareKeyboardWindow)
        #expect(picker.frame == CGRect(x: 0, y: 0, width: screen.width, height: 200))
        // The keys are hidden: typing on them is not possible.
        let keysShown = app.softwareKeyboardWindow?.subviews.contains { !($0 === picker) && !$0.isHidden } ?? true
        #expect(!keysShown)

        // Taking the input view away and reloading brings the keys back, with a frame change.
        let log = NotificationLog([UIResponder.keyboardWillChangeFrameNotification])
        defer { log.stop() }
        field.inputView = nil
        app.advance(by: 0.3)
        #expect(app.softwareKeyboardFrame?.height == 200)
        field.reloadInputViews()
        app.advance(by: 0.3)
        #expect(log.names.count == 1)
        #expect(app.softwareKeyboardFrame == CGRect(x: 0, y: screen.height - 291, width: screen.width, height: 291))
        #expect(picker.superview == nil)
        app.typeOnKeyboard("ok")
        #expect(field.text == "ok")
    }

    @Test("Moving to a text input without an accessory shrinks the keyboard; hiding slides the whole height down")
    func movingBetweenInputs() {
        let app = HeadlessApp()
        app.isHardwareKeyboardAttached = false
        let first = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 50))
        first.inputAccessoryView = accessory
        let second = UITextView(frame: CGRect(x: 20, y: 150, width: 200, height: 80))
        _ = makeTextStage(app) { $0.addSubview(first); $0.addSubview(second) }
        first.becomeFirstResponder()
        app.advance(by: 0.3)
        #expect(app.softwareKeyboardFrame?.height == 341)
        second.becomeFirstResponder()
        app.advance(by: 0.3)
        #expect(app.softwareKeyboardFrame?.height == 291)
        #expect(accessory.superview == nil)
        let log = NotificationLog([UIResponder.keyboardWillHideNotification])
        defer { log.stop() }
        second.resignFirstResponder()
        app.advance(by: 0.3)
        let end = (log.userInfos.first?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        #expect(end == CGRect(x: 0, y: app.application.screen.bounds.height, width: app.application.screen.bounds.width, height: 291))
    }
}
