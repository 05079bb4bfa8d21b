import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A text-holding view that carries out the standard edit commands on whole-text selections.
private final class NoteEditorView: UIView, UIResponderStandardEditActions {
    var text = ""
    var isAllSelected = false
    var recorder: EventRecorder?

    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: ResponderAction, withSender sender: Any?) -> Bool {
        switch action {
        case .cut, .copy, .delete: return isAllSelected && !text.isEmpty
        case .paste: return UIPasteboard.general.hasStrings
        case .selectAll, .select: return !text.isEmpty && !isAllSelected
        default: return super.canPerformAction(action, withSender: sender)
        }
    }

    func cut(_ sender: Any?) {
        copy(sender)
        delete(sender)
    }
    func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
        recorder?.record(.call(accessibilityIdentifier ?? "?", "copy"))
    }
    func paste(_ sender: Any?) {
        text = isAllSelected ? (UIPasteboard.general.string ?? "") : text + (UIPasteboard.general.string ?? "")
        isAllSelected = false
        recorder?.record(.call(accessibilityIdentifier ?? "?", "paste"))
    }
    func select(_ sender: Any?) { selectAll(sender) }
    func selectAll(_ sender: Any?) { isAllSelected = true }
    func delete(_ sender: Any?) {
        text = ""
        isAllSelected = false
    }
}

@MainActor
@Suite struct EditActionTests {
    private func makeEditors(_ stage: ControlStage, _ recorder: EventRecorder) -> (NoteEditorView, NoteEditorView) {
        let source = NoteEditorView(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        source.accessibilityIdentifier = "source"
        source.text = "hello"
        source.recorder = recorder
        let destination = NoteEditorView(frame: CGRect(x: 0, y: 200, width: 300, height: 40))
        destination.accessibilityIdentifier = "destination"
        destination.recorder = recorder
        stage.root.addSubview(source)
        stage.root.addSubview(destination)
        return (source, destination)
    }

    @Test("The edit menu lists what the first responder can do, and copy then paste go through the chain")
    func copyAndPasteThroughTheChain() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let (source, destination) = makeEditors(stage, recorder)
        let menu = EditMenuInteraction(view: stage.root)
        #expect(source.becomeFirstResponder())
        #expect(menu.presentEditMenu() == [.select, .selectAll])
        #expect(menu.choose(.selectAll))
        #expect(!menu.isMenuVisible)
        #expect(menu.presentEditMenu() == [.cut, .copy, .delete])
        #expect(menu.choose(.copy))
        #expect(destination.becomeFirstResponder())
        #expect(menu.presentEditMenu() == [.paste])
        #expect(menu.choose(.paste))
        #expect(destination.text == "hello" && source.text == "hello")
        #expect(recorder.take() == [.call("source", "copy"), .call("destination", "paste")])
    }

    @Test("Without a responder able to perform it, an edit command reaches nobody")
    func nothingToPaste() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let (_, destination) = makeEditors(stage, recorder)
        #expect(destination.becomeFirstResponder())
        let menu = EditMenuInteraction(view: stage.root)
        #expect(menu.presentEditMenu() == [])
        #expect(!menu.choose(.paste))
        #expect(!stage.app.application.sendAction(.paste, to: nil, from: stage.root, for: nil))
        #expect(destination.target(forAction: .paste, withSender: nil) == nil)
        #expect(recorder.take() == [])
    }

    @Test("Each application has its own general pasteboard")
    func pasteboardPerApplication() {
        let first = HeadlessApp()
        UIPasteboard.general.string = "secret"
        #expect(UIPasteboard.general.hasStrings)
        let second = HeadlessApp()
        #expect(!UIPasteboard.general.hasStrings && UIPasteboard.general.string == nil)
        first.application.makeCurrent()
        #expect(UIPasteboard.general.strings == ["secret"])
        _ = second
    }

    @Test("Edit actions compare by name, and a chain walk is traced")
    func traced() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let (source, _) = makeEditors(stage, recorder)
        source.isAllSelected = true
        #expect(source.becomeFirstResponder())
        stage.app.trace.isEnabled = true
        #expect(stage.app.application.sendAction(.copy, to: nil, from: stage.root, for: nil))
        #expect(ResponderAction.copy != ResponderAction.cut)
        #expect(stage.app.trace.lines([.action]) == [
            "UIResponderStandardEditActions.copy from UIView → source (chain walk from source)",
        ])
        #expect(recorder.take() == [.call("source", "copy")])
    }
}
