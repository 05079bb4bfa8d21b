import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The first responder's `inputAccessoryView` with a hardware keyboard attached (the headless
/// default): shown alone at the bottom of the screen, above the home indicator.
@MainActor @Suite struct HardwareKeyboardAccessoryBarTests {
    @Test("The accessory shows alone above the home indicator; the notifications and the keyboard layout guide report its frame; the input view does not show")
    func accessoryBar() throws {
        let app = HeadlessApp()
        #expect(app.isHardwareKeyboardAttached)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 200))
        field.inputAccessoryView = toolbar
        field.inputView = picker
        var root: UIView?
        _ = makeTextStage(app) { view in
            root = view
            view.addSubview(field)
        }
        let view = try #require(root)
        let screen = app.application.screen.bounds
        let safeBottom = view.safeAreaInsets.bottom
        #expect(safeBottom > 0)
        #expect(view.keyboardLayoutGuide.layoutFrame.minY == screen.height - safeBottom)

        let log = NotificationLog([UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification])
        defer { log.stop() }
        #expect(field.becomeFirstResponder())
        app.advance(by: 0.3)
        let expected = CGRect(x: 0, y: screen.height - safeBottom - 44, width: screen.width, height: 44 + safeBottom)
        #expect(app.softwareKeyboardFrame == expected)
        #expect(log.names == ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification"])
        for info in log.userInfos {
            #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == expected)
        }
        let keyboard = try #require(app.softwareKeyboardWindow)
        #expect(toolbar.window === keyboard)
        let toolbarOnScreen = toolbar.convert(toolbar.bounds, to: nil as UIView?)
            .offsetBy(dx: keyboard.frame.minX, dy: keyboard.frame.minY)
        #expect(toolbarOnScreen == CGRect(x: 0, y: screen.height - safeBottom - 44, width: screen.width, height: 44))
        #expect(picker.window == nil)
        let keysShown = keyboard.subviews.contains { $0 !== toolbar && !$0.isHidden }
        #expect(!keysShown)
        #expect(view.keyboardLayoutGuide.layoutFrame.minY == screen.height - safeBottom - 44)
        // Typing still comes from the hardware keyboard.
        app.type("Hi")
        #expect(field.text == "Hi")

        #expect(field.resignFirstResponder())
        app.advance(by: 0.3)
        #expect(app.softwareKeyboardFrame == nil)
        #expect(view.keyboardLayoutGuide.layoutFrame.minY == screen.height - safeBottom)
    }

    @Test("Moving to an input without an accessory hides the bar; reloadInputViews() after adding one shows it")
    func movingAndReloading() {
        let app = HeadlessApp()
        let first = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let second = UITextView(frame: CGRect(x: 20, y: 200, width: 200, height: 100))
        first.inputAccessoryView = UIToolbar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        _ = makeTextStage(app) { view in
            view.addSubview(first)
            view.addSubview(second)
        }
        #expect(first.becomeFirstResponder())
        app.advance(by: 0.3)
        #expect(app.softwareKeyboardFrame?.minY != nil)
        #expect(second.becomeFirstResponder())
        app.advance(by: 0.3)
        #expect(app.softwareKeyboardFrame == nil)
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        second.inputAccessoryView = bar
        second.reloadInputViews()
        app.advance(by: 0.3)
        #expect(app.softwareKeyboardFrame?.height == 60 + (second.window?.safeAreaInsets.bottom ?? 0))
        #expect(bar.window === app.softwareKeyboardWindow)
    }
}
