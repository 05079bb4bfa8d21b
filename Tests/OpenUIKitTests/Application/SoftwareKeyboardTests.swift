import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite struct SoftwareKeyboardTests {
    private static let allNames: [Notification.Name] = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
    ]

    @Test("With a hardware keyboard attached (the default) editing shows no software keyboard and posts nothing")
    func hardwareKeyboard() {
        let app = HeadlessApp()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        _ = makeTextStage(app) { $0.addSubview(field) }
        let log = NotificationLog(Self.allNames)
        defer { log.stop() }
        #expect(app.isHardwareKeyboardAttached)
        field.becomeFirstResponder()
        app.advance(by: 1)
        #expect(!app.isSoftwareKeyboardShown && log.names.isEmpty)
    }

    @Test("Show and hide post will-change-frame, will-show/hide, then did-change-frame, did-show/hide after 0.25 s")
    func notificationOrder() throws {
        let app = HeadlessApp()
        app.isHardwareKeyboardAttached = false
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        _ = makeTextStage(app) { $0.addSubview(field) }
        let log = NotificationLog(Self.allNames)
        defer { log.stop() }
        field.becomeFirstResponder()
        #expect(log.names == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification"])
        app.advance(by: 0.2)
        #expect(log.names.count == 2)
        app.advance(by: 0.1)
        #expect(log.names == [
            "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
            "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification",
        ])
        let screen = app.application.screen.bounds
        let shown = CGRect(x: 0, y: screen.height - 291, width: screen.width, height: 291)
        let hidden = CGRect(x: 0, y: screen.height, width: screen.width, height: 291)
        for info in log.userInfos {
            #expect((info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue == hidden)
            #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == shown)
            #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
            #expect((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 7)
            #expect((info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
        }
        #expect(app.softwareKeyboardFrame == shown)

        // Moving to another text input keeps the keyboard up: nothing is posted.
        let other = UITextField(frame: CGRect(x: 20, y: 150, width: 200, height: 34))
        field.superview?.addSubview(other)
        log.clear()
        other.becomeFirstResponder()
        app.advance(by: 0.5)
        #expect(log.names.isEmpty)

        other.resignFirstResponder()
        app.advance(by: 0.3)
        #expect(log.names == [
            "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
            "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification",
        ])
        let hideInfo = try #require(log.userInfos.first)
        #expect((hideInfo[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue == shown)
        #expect((hideInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == hidden)
        #expect(!app.isSoftwareKeyboardShown)
    }

    @Test("The keyboard layout guide covers the safe area bottom while hidden and the keyboard while shown")
    func layoutGuide() {
        let app = HeadlessApp()
        app.isHardwareKeyboardAttached = false
        let textView = UITextView()
        textView.translatesAutoresizingMaskIntoConstraints = false
        var root: UIView?
        _ = makeTextStage(app) { view in
            root = view
            view.addSubview(textView)
            NSLayoutConstraint.activate([
                textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                textView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                textView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                textView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
        }
        guard let root else { return }
        app.advance(by: 0.1)
        let height = root.bounds.height
        let safeBottom = root.safeAreaInsets.bottom
        #expect(root.keyboardLayoutGuide.layoutFrame.minY == height - safeBottom)
        #expect(textView.frame.maxY == height - safeBottom)

        textView.becomeFirstResponder()
        app.advance(by: 0.1)
        let midway = root.keyboardLayoutGuide.layoutFrame.minY
        app.advance(by: 0.2)
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: height - 291, width: root.bounds.width, height: 291))
        #expect(textView.frame.maxY == height - 291)
        #expect(textView.layer.presentation().map { $0.frame.maxY } == height - 291)
        #expect(midway == height - 291)  // the model value moves at once; the presentation animates

        textView.resignFirstResponder()
        app.advance(by: 0.3)
        #expect(root.keyboardLayoutGuide.layoutFrame.minY == height - safeBottom)
        #expect(textView.frame.maxY == height - safeBottom)
    }

    @Test("Typing on the keyboard taps its keys: letters, Shift for capitals, space and Return reach insertText")
    func typingThroughKeys() {
        let app = HeadlessApp()
        app.isHardwareKeyboardAttached = false
        let textView = UITextView(frame: CGRect(x: 0, y: 60, width: 390, height: 300))
        let delegate = RecordingTextViewDelegate()
        textView.delegate = delegate
        _ = makeTextStage(app) { $0.addSubview(textView) }
        textView.becomeFirstResponder()
        app.advance(by: 0.3)
        app.typeOnKeyboard("Hi there\nOk")
        #expect(textView.text == "Hi there\nOk")
        #expect(delegate.calls.filter { $0.hasPrefix("shouldChange") }.count == 11)
        #expect(textView.isFirstResponder)
        #expect(app.application.keyWindow !== app.softwareKeyboardWindow)
    }

    @Test("Attaching a hardware keyboard hides a shown software keyboard")
    func attachingHardware() {
        let app = HeadlessApp()
        app.isHardwareKeyboardAttached = false
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        _ = makeTextStage(app) { $0.addSubview(field) }
        field.becomeFirstResponder()
        app.advance(by: 0.3)
        #expect(app.isSoftwareKeyboardShown)
        app.isHardwareKeyboardAttached = true
        app.advance(by: 0.3)
        #expect(!app.isSoftwareKeyboardShown && field.isFirstResponder)
    }
}
