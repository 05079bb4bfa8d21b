import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The shortcuts the tests send: save, find and close, each a method of `ShortcutHandling`.
@MainActor
private protocol ShortcutHandling: UIResponder {
    func save(_ sender: UIKeyCommand)
    func find(_ sender: UIKeyCommand)
}

/// A view that offers `commands` and records which of its shortcut methods ran; when
/// `refusesSave` it says it cannot save now.
private final class ShortcutView: UIView, ShortcutHandling {
    var commands: [UIKeyCommand] = []
    var refusesSave = false
    let recorder: EventRecorder
    let name: String

    init(name: String, recorder: EventRecorder) {
        self.name = name
        self.recorder = recorder
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { commands }

    override func canPerformAction(_ action: ResponderAction, withSender sender: Any?) -> Bool {
        if action == ResponderAction(ShortcutHandling.save, name: "save"), refusesSave { return false }
        return super.canPerformAction(action, withSender: sender)
    }

    func save(_ sender: UIKeyCommand) { recorder.record(.call(name, "save", arguments: [sender.input ?? ""])) }
    func find(_ sender: UIKeyCommand) { recorder.record(.call(name, "find", arguments: [sender.input ?? ""])) }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        recorder.record(.call(name, "pressesBegan", arguments: presses.compactMap { $0.key?.characters }))
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        recorder.record(.call(name, "pressesEnded", arguments: presses.compactMap { $0.key?.characters }))
    }
}

@MainActor
@Suite struct UIKeyCommandTests {
    private static let save = ResponderAction(ShortcutHandling.save, name: "save")
    private static let find = ResponderAction(ShortcutHandling.find, name: "find")

    private func key(_ characters: String, _ flags: UIKeyModifierFlags = [], code: UIKeyboardHIDUsage = .keyboardA) -> UIKey {
        UIKey(keyCode: code, characters: characters, charactersIgnoringModifiers: characters, modifierFlags: flags)
    }

    @Test("A shortcut declared up the chain runs on the first responder with exactly its modifiers")
    func upTheChain() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let recorder = EventRecorder()
        let outer = ShortcutView(name: "outer", recorder: recorder)
        let inner = ShortcutView(name: "inner", recorder: recorder)
        window.addSubview(outer)
        outer.addSubview(inner)
        outer.commands = [UIKeyCommand(title: "Save", action: Self.save, input: "s", modifierFlags: .command)]
        #expect(inner.becomeFirstResponder())
        app.press(key("s", .command))
        // Shift held too: not the same shortcut, so the key is delivered as a press.
        app.press(key("s", [.command, .shift]))
        // Caps Lock does not count.
        app.press(key("s", [.command, .alphaShift]))
        #expect(recorder.events == [
            .call("inner", "save", arguments: ["s"]),
            .call("inner", "pressesBegan", arguments: ["s"]), .call("inner", "pressesEnded", arguments: ["s"]),
            .call("inner", "save", arguments: ["s"]),
        ])
    }

    @Test("A shortcut whose action nobody can perform falls through to the next match, then to presses")
    func canPerformActionRespected() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let recorder = EventRecorder()
        let view = ShortcutView(name: "view", recorder: recorder)
        window.addSubview(view)
        view.commands = [
            UIKeyCommand(input: "f", modifierFlags: .command, action: Self.save),
            UIKeyCommand(input: "f", modifierFlags: .command, action: Self.find),
            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Self.save),
        ]
        #expect(view.becomeFirstResponder())
        view.refusesSave = true
        app.press(key("f", .command))
        app.press(key("\u{1B}", code: .keyboardEscape))
        view.refusesSave = false
        app.press(key("\u{1B}", code: .keyboardEscape))
        #expect(recorder.events == [
            .call("view", "find", arguments: ["f"]),
            .call("view", "pressesBegan", arguments: ["\u{1B}"]), .call("view", "pressesEnded", arguments: ["\u{1B}"]),
            .call("view", "save", arguments: [UIKeyCommand.inputEscape]),
        ])
    }

    @Test("A focused text field keeps plain keys unless the shortcut asks for priority; Command shortcuts still run")
    func textFieldKeepsPlainKeys() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let recorder = EventRecorder()
        let container = ShortcutView(name: "container", recorder: recorder)
        container.frame = window.bounds
        window.addSubview(container)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        container.addSubview(field)
        let plain = UIKeyCommand(input: "a", modifierFlags: [], action: Self.find)
        container.commands = [plain, UIKeyCommand(input: "s", modifierFlags: .command, action: Self.save)]
        #expect(field.becomeFirstResponder())
        app.press(key("a"))
        app.press(key("s", .command))
        #expect(field.text == "a")
        plain.wantsPriorityOverSystemBehavior = true
        app.press(key("a"))
        #expect(field.text == "a")
        #expect(recorder.events == [
            .call("container", "save", arguments: ["s"]), .call("container", "find", arguments: ["a"]),
        ])
    }

    @Test("Special keys match the input constants, letters match without case, and disabled shortcuts never run")
    func specialKeysAndCase() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let recorder = EventRecorder()
        let view = ShortcutView(name: "view", recorder: recorder)
        window.addSubview(view)
        view.commands = [
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: .alternate, action: Self.find),
            UIKeyCommand(input: "S", modifierFlags: [.command, .shift], action: Self.save),
            UIKeyCommand(title: "Off", action: Self.save, input: "d", modifierFlags: .command, attributes: .disabled),
        ]
        #expect(view.becomeFirstResponder())
        app.press(UIKey(keyCode: .keyboardUpArrow, characters: "", modifierFlags: .alternate))
        app.press(key("s", [.command, .shift]))
        app.press(key("d", .command))
        #expect(recorder.events == [
            .call("view", "find", arguments: [UIKeyCommand.inputUpArrow]), .call("view", "save", arguments: ["S"]),
            .call("view", "pressesBegan", arguments: ["d"]), .call("view", "pressesEnded", arguments: ["d"]),
        ])
    }
}
