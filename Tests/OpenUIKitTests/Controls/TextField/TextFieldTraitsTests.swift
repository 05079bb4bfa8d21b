import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Answers textFieldShouldClear as told and counts the questions.
@MainActor
private final class ClearDelegate: UITextFieldDelegate {
    var allowsClear = true
    var allowsEnd = true
    var questions: [String] = []
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        questions.append("shouldClear")
        return allowsClear
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        questions.append("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { questions.append("didEnd") }
}

@MainActor
@Suite struct TextFieldTraitsTests {
    @Test("Text input traits have UIKit's defaults and keep what is set")
    func traitDefaults() {
        let field = UITextField(frame: .zero)
        #expect(field.keyboardType == .default && field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
        #expect(field.spellCheckingType == .default && field.smartQuotesType == .default && field.smartDashesType == .default)
        #expect(field.keyboardAppearance == .default && !field.enablesReturnKeyAutomatically)
        #expect(field.textContentType == nil && !field.isSecureTextEntry && field.clearButtonMode == .never)
        field.keyboardType = .emailAddress
        field.returnKeyType = .send
        field.textContentType = .emailAddress
        field.autocapitalizationType = .none
        let traits: any UITextInputTraits = field
        #expect(traits.keyboardType == .emailAddress && traits.returnKeyType == .send)
        #expect(traits.textContentType == .emailAddress && traits.autocapitalizationType == .none)
        #expect(UIKeyboardType.alphabet == .asciiCapable && UIKeyboardType(rawValue: 11) == .asciiCapableNumberPad)
        #expect(UIReturnKeyType(rawValue: 11) == .continue && UITextContentType.oneTimeCode.rawValue == "one-time-code")
    }

    @Test("A secure field draws one bullet per character and refuses copy and cut")
    func secureEntry() {
        let app = HeadlessApp()
        let plain = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let secure = UITextField(frame: CGRect(x: 20, y: 160, width: 200, height: 34))
        let bullets = UITextField(frame: CGRect(x: 20, y: 220, width: 200, height: 34))
        secure.isSecureTextEntry = true
        secure.text = "hunter2"
        plain.text = "hunter2"
        bullets.text = String(repeating: "\u{2022}", count: 7)
        _ = makeTextStage(app) { root in
            for field in [plain, secure, bullets] { root.addSubview(field) }
        }
        let securePixels = app.render(secure)
        #expect(securePixels.pngData() == app.render(bullets).pngData())
        #expect(securePixels.pngData() != app.render(plain).pngData())
        #expect(secure.becomeFirstResponder())
        secure.selectAll(nil)
        #expect(!secure.canPerformAction(.copy, withSender: nil) && !secure.canPerformAction(.cut, withSender: nil))
        secure.cut(nil)
        #expect(secure.text == "hunter2")
    }

    @Test("The clear button shows as its mode says, and a tap on it asks textFieldShouldClear before clearing")
    func clearButton() {
        let app = HeadlessApp()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 240, height: 34))
        field.borderStyle = .roundedRect
        field.clearButtonMode = .always
        field.text = "Search words"
        let delegate = ClearDelegate()
        field.delegate = delegate
        _ = makeTextStage(app) { $0.addSubview(field) }
        let changes = NotificationLog([UITextField.textDidChangeNotification], object: field)
        defer { changes.stop() }
        let button = field.clearButtonRect(forBounds: field.bounds)
        #expect(button.maxX == 240 - 6 && button.width == 19)
        #expect(field.textRect(forBounds: field.bounds).maxX <= button.minX)
        let tapPoint = field.convert(CGPoint(x: button.midX, y: button.midY), to: nil)
        delegate.allowsClear = false
        app.tap(at: tapPoint)
        #expect(field.text == "Search words" && field.isEditing)
        delegate.allowsClear = true
        app.tap(at: tapPoint)
        #expect(field.text == "" && field.isEditing)
        #expect(delegate.questions == ["shouldClear", "shouldClear"])
        #expect(changes.names == ["UITextFieldTextDidChangeNotification"])
        field.clearButtonMode = .unlessEditing
        field.text = "x"
        #expect(abs(field.textRect(forBounds: field.bounds).maxX - 233) < 0.001)
    }

    @Test("A field posts its begin, change and end notifications")
    func fieldNotifications() {
        let app = HeadlessApp()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 240, height: 34))
        _ = makeTextStage(app) { $0.addSubview(field) }
        let log = NotificationLog(
            [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
             UITextField.textDidEndEditingNotification], object: field)
        defer { log.stop() }
        field.becomeFirstResponder()
        app.type("ab")
        field.resignFirstResponder()
        #expect(log.names == [
            "UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
            "UITextFieldTextDidChangeNotification", "UITextFieldTextDidEndEditingNotification",
        ])
    }

    @Test("endEditing(false) asks shouldEndEditing and may be refused; endEditing(true) resigns without asking")
    func endEditing() {
        let app = HeadlessApp()
        let container = UIView(frame: CGRect(x: 0, y: 80, width: 390, height: 300))
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 240, height: 34))
        let outside = UITextField(frame: CGRect(x: 20, y: 500, width: 240, height: 34))
        let delegate = ClearDelegate()
        delegate.allowsEnd = false
        field.delegate = delegate
        container.addSubview(field)
        _ = makeTextStage(app) { root in
            root.addSubview(container)
            root.addSubview(outside)
        }
        #expect(field.becomeFirstResponder())
        #expect(!container.endEditing(false))
        #expect(field.isFirstResponder && delegate.questions == ["shouldEnd"])
        #expect(container.endEditing(true))
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(delegate.questions == ["shouldEnd", "didEnd"])
        #expect(outside.becomeFirstResponder())
        #expect(container.endEditing(true))
        #expect(outside.isFirstResponder)
        #expect(outside.window?.endEditing(false) == true)
        #expect(!outside.isFirstResponder)
    }
}
