import Foundation
import OpenUIKit
import Testing

/// The changes registered for an object that was freed can never run, and the manager drops them
/// (with their closures and what those hold) instead of keeping them for the window's lifetime.
@MainActor @Suite struct UndoManagerFreedTargetTests {
    /// An object that registers a change holding `payload`.
    @MainActor private final class Editor {
        func edit(with manager: UndoManager, payload: AnyObject) {
            manager.registerUndo(withTarget: self) { _ in _ = payload }
        }
    }

    private final class Payload {}

    @Test("Changes of freed targets are dropped with what their closures hold; live ones still undo")
    func freedTargetsDropped() {
        let manager = UndoManager()
        weak var firstPayload: Payload?
        do {
            for index in 0..<200 {
                let editor = Editor()
                let payload = Payload()
                if index == 0 { firstPayload = payload }
                editor.edit(with: manager, payload: payload)
            }
        }
        // A live target's changes registered after them.
        final class Live { var value = 0 }
        let live = Live()
        for value in 1...3 {
            let old = live.value
            live.value = value
            manager.registerUndo(withTarget: live) { $0.value = old }
        }
        #expect(firstPayload == nil, "the first freed editor's change, and its payload, are gone")
        manager.undo()
        #expect(live.value == 2)
        manager.undo()
        manager.undo()
        #expect(live.value == 0)
    }

    @Test("Changes of live targets are all kept, however many")
    func liveTargetsKept() {
        let manager = UndoManager()
        final class Live { var value = 0 }
        let live = Live()
        for value in 1...300 {
            let old = live.value
            live.value = value
            manager.registerUndo(withTarget: live) { $0.value = old }
        }
        for _ in 0..<300 { manager.undo() }
        #expect(live.value == 0)
        #expect(!manager.canUndo)
    }
}
