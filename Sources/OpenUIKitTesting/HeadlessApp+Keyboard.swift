import Foundation
import OpenUIKit

extension HeadlessApp {
    /// Whether a hardware keyboard is attached (true at start): while it is, text inputs that
    /// begin editing show no software keyboard. Set it to false to test the software keyboard,
    /// its notifications and `UIView.keyboardLayoutGuide`; setting it back to true hides a
    /// shown keyboard.
    public var isHardwareKeyboardAttached: Bool {
        get { application.softwareKeyboard.isHardwareKeyboardAttached }
        set { application.softwareKeyboard.isHardwareKeyboardAttached = newValue }
    }

    /// Whether the software keyboard is up (or on its way up).
    public var isSoftwareKeyboardShown: Bool { application.softwareKeyboard.isShown }

    /// The software keyboard's frame in screen coordinates while it is shown, else nil.
    public var softwareKeyboardFrame: CGRect? { application.softwareKeyboard.shownFrame }

    /// The window the software keyboard draws in, once it has been shown.
    public var softwareKeyboardWindow: UIWindow? { application.softwareKeyboard.window }

    /// Types `text` by tapping the software keyboard's keys, one tap per key (Shift before a
    /// capital), each going through the keyboard window's touch delivery. Letters, spaces and
    /// newlines only; the keyboard must be shown and settled.
    public func typeOnKeyboard(
        _ text: String, reporter: TestFailureReporter? = nil, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let report = reporter ?? failureReporter
        guard application.softwareKeyboard.isShown, let window = application.softwareKeyboard.window else {
            report.report(
                TestFailure(message: "typeOnKeyboard: the software keyboard is not shown (is a hardware keyboard attached?)", location: location))
            return
        }
        let keys = window.keys
        for character in text {
            var steps: [KeyboardKey] = []
            switch character {
            case " ": steps = [.space]
            case "\n": steps = [.return]
            case let letter where letter.isLetter && letter.isASCII:
                let lower = letter.lowercased()
                if String(letter) != lower { steps.append(.shift) }
                steps.append(.character(lower))
            default:
                report.report(
                    TestFailure(
                        message: "typeOnKeyboard: \"\(character)\" is not on the software keyboard's letters plane",
                        location: location))
                return
            }
            for key in steps {
                guard let center = keys.center(of: key) else { continue }
                let point = keys.convert(center, to: window)
                let finger = freeFingers(1)[0]
                touchDown(finger, at: point, in: window)
                elapse(0.05)
                touchUp(finger)
            }
        }
    }
}
