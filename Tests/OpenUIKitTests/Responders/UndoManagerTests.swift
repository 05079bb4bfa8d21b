import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A value whose changes register their undo, as an app's model does.
@MainActor
private final class Counter {
    var value = 0
    let undoManager: UndoManager?

    init(undoManager: UndoManager?) { self.undoManager = undoManager }

    func set(_ newValue: Int) {
        let old = value
        value = newValue
        undoManager?.registerUndo(withTarget: self) { $0.set(old) }
    }
}

@MainActor @Suite struct UndoManagerTests {
    @Test("A deep view, its controller and the window share the window's undo manager; another window has its own")
    func foundUpTheChain() {
        let app = HeadlessApp()
        let controller = UIViewController()
        let window = app.makeWindow(rootViewController: controller)
        let deep = UIView()
        let middle = UIView()
        middle.addSubview(deep)
        controller.view.addSubview(middle)
        app.runTurn()
        let manager = window.undoManager
        #expect(manager != nil)
        #expect(deep.undoManager === manager)
        #expect(controller.undoManager === manager)
        #expect(window.undoManager === manager, "made once")
        let other = app.makeWindow(rootViewController: UIViewController())
        #expect(other.undoManager !== manager)
        #expect(UIView().undoManager == nil, "a view outside every window has none")
    }

    @Test("Undo and redo walk the registered changes; a new change clears the redo stack")
    func undoRedo() throws {
        let app = HeadlessApp()
        let window = app.makeWindow(rootViewController: UIViewController())
        let manager = try #require(window.rootViewController?.view.undoManager)
        let counter = Counter(undoManager: manager)
        counter.set(1)
        manager.setActionName("Set One")
        counter.set(2)
        #expect(manager.canUndo && !manager.canRedo)
        manager.undo()
        #expect(counter.value == 1)
        #expect(manager.canRedo)
        manager.undo()
        #expect(counter.value == 0)
        #expect(!manager.canUndo)
        #expect(manager.redoActionName == "Set One")
        manager.redo()
        #expect(counter.value == 1)
        #expect(manager.undoActionName == "Set One")
        counter.set(5)
        #expect(!manager.canRedo, "a new change forgets what could be redone")
        manager.undo()
        #expect(counter.value == 1)
    }

    @Test("A group undoes as one step; disabled registration records nothing")
    func groupsAndDisabling() {
        let manager = UndoManager()
        let counter = Counter(undoManager: manager)
        manager.beginUndoGrouping()
        counter.set(1)
        counter.set(2)
        counter.set(3)
        manager.endUndoGrouping()
        #expect(manager.groupingLevel == 0)
        manager.undo()
        #expect(counter.value == 0)
        manager.redo()
        #expect(counter.value == 3)
        manager.disableUndoRegistration()
        counter.set(9)
        manager.enableUndoRegistration()
        manager.undo()
        #expect(counter.value == 0, "the change made while disabled was not recorded")
        manager.removeAllActions()
        #expect(!manager.canUndo && !manager.canRedo)
    }

    @Test("Undoing with a group open stops with a message")
    func undoWithOpenGroup() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let manager = UndoManager()
                manager.beginUndoGrouping()
                manager.undo()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("UndoManager.undo() called with 1 undo group(s) still open"))
    }
}
