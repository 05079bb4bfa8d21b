import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct UIViewHierarchyTests {
    private func names(_ view: UIView) -> [String] {
        view.subviews.map { $0.accessibilityIdentifier ?? "?" }
    }

    @Test("Subviews can be added, inserted, reordered, exchanged and removed")
    func subviewOperations() {
        let parent = namedView("P", .zero)
        let a = namedView("a", .zero), b = namedView("b", .zero), c = namedView("c", .zero)
        let d = namedView("d", .zero), e = namedView("e", .zero), f = namedView("f", .zero)
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(c)
        #expect(names(parent) == ["a", "b", "c"])
        parent.insertSubview(d, at: 1)
        #expect(names(parent) == ["a", "d", "b", "c"])
        parent.insertSubview(e, aboveSubview: a)
        #expect(names(parent) == ["a", "e", "d", "b", "c"])
        parent.insertSubview(f, belowSubview: a)
        #expect(names(parent) == ["f", "a", "e", "d", "b", "c"])
        parent.addSubview(a)
        #expect(names(parent) == ["f", "e", "d", "b", "c", "a"])
        parent.insertSubview(c, belowSubview: f)
        #expect(names(parent) == ["c", "f", "e", "d", "b", "a"])
        parent.bringSubviewToFront(f)
        #expect(names(parent) == ["c", "e", "d", "b", "a", "f"])
        parent.sendSubviewToBack(a)
        #expect(names(parent) == ["a", "c", "e", "d", "b", "f"])
        parent.exchangeSubview(at: 0, withSubviewAt: 5)
        #expect(names(parent) == ["f", "c", "e", "d", "b", "a"])
        d.removeFromSuperview()
        #expect(names(parent) == ["f", "c", "e", "b", "a"])
        #expect(d.superview == nil)
        parent.insertSubview(d, at: 99)
        #expect(names(parent) == ["f", "c", "e", "b", "a", "d"])
        #expect(parent.subviews.allSatisfy { $0.superview === parent })
    }

    @Test("Adding a view that has a superview moves it there")
    func moveBetweenParents() {
        let first = namedView("first", .zero)
        let second = namedView("second", .zero)
        let child = namedView("child", .zero)
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(names(second) == ["child"])
        #expect(child.superview === second)
    }

    @Test("superview, window, isDescendant(of:) and viewWithTag(_:) follow the hierarchy")
    func relations() {
        let app = HeadlessApp()
        let window = app.makeWindow(rootViewController: namedController())
        let parent = namedView("parent", .zero)
        let child = namedView("child", .zero)
        let sibling = namedView("sibling", .zero)
        parent.addSubview(child)
        parent.addSubview(sibling)
        #expect(child.window == nil)
        window.rootViewController!.view.addSubview(parent)
        #expect(child.window === window && parent.window === window && window.window === window)
        #expect(child.isDescendant(of: child))
        #expect(child.isDescendant(of: parent) && child.isDescendant(of: window))
        #expect(!parent.isDescendant(of: child) && !child.isDescendant(of: sibling))
        parent.tag = 1
        child.tag = 7
        sibling.tag = 7
        let deep = namedView("deep", .zero)
        deep.tag = 9
        child.addSubview(deep)
        #expect(parent.viewWithTag(1) === parent)
        // Depth first, back to front: child (and its subtree) before sibling.
        #expect(parent.viewWithTag(7) === child)
        #expect(parent.viewWithTag(9) === deep)
        #expect(sibling.viewWithTag(9) == nil)
        #expect(window.viewWithTag(42) == nil)
        parent.removeFromSuperview()
        #expect(child.window == nil && parent.superview == nil)
    }

    @Test("Hooks run in UIKit's order when a view is added, moved and removed outside a window")
    func hooksOutsideWindow() {
        let recorder = EventRecorder()
        let first = HookView("P", recorder)
        let second = HookView("Q", recorder)
        let child = HookView("C", recorder)
        first.addSubview(child)
        #expect(
            recorder.take() == [
                .call("C", "willMove", arguments: ["toSuperview: P"]),
                .call("C", "didMoveToSuperview", arguments: ["superview: P"]),
                .call("P", "didAddSubview", arguments: ["C"]),
            ])
        second.addSubview(child)
        #expect(
            recorder.take() == [
                .call("C", "willMove", arguments: ["toSuperview: Q"]),
                .call("P", "willRemoveSubview", arguments: ["C"]),
                .call("C", "didMoveToSuperview", arguments: ["superview: Q"]),
                .call("Q", "didAddSubview", arguments: ["C"]),
            ])
        child.removeFromSuperview()
        #expect(
            recorder.take() == [
                .call("C", "willMove", arguments: ["toSuperview: nil"]),
                .call("Q", "willRemoveSubview", arguments: ["C"]),
                .call("C", "didMoveToSuperview", arguments: ["superview: nil"]),
            ])
        child.removeFromSuperview()
        #expect(recorder.take() == [])
    }

    @Test("Hooks run in UIKit's order when a subtree enters, moves within and leaves a window")
    func hooksWithWindow() {
        let app = HeadlessApp()
        let recorder = EventRecorder()
        let window = app.makeWindow(rootViewController: namedController())
        window.accessibilityIdentifier = "W"
        let inWindow = HookView("P", recorder)
        let alsoInWindow = HookView("Q", recorder)
        let offscreen = HookView("R", recorder)
        window.addSubview(inWindow)
        window.addSubview(alsoInWindow)
        recorder.clear()
        let child = HookView("C", recorder)
        let grandchild = HookView("G", recorder)
        child.addSubview(grandchild)
        recorder.clear()

        inWindow.addSubview(child)
        #expect(
            recorder.take() == [
                .call("C", "willMove", arguments: ["toSuperview: P"]),
                .call("C", "willMove", arguments: ["toWindow: W"]), .call("G", "willMove", arguments: ["toWindow: W"]),
                .call("C", "didMoveToWindow", arguments: ["window: W"]),
                .call("G", "didMoveToWindow", arguments: ["window: W"]),
                .call("C", "didMoveToSuperview", arguments: ["superview: P"]),
                .call("P", "didAddSubview", arguments: ["C"]),
            ])

        alsoInWindow.addSubview(child)
        #expect(
            recorder.take() == [
                .call("C", "willMove", arguments: ["toSuperview: Q"]),
                .call("P", "willRemoveSubview", arguments: ["C"]),
                .call("C", "didMoveToSuperview", arguments: ["superview: Q"]),
                .call("Q", "didAddSubview", arguments: ["C"]),
            ])

        offscreen.addSubview(child)
        #expect(
            recorder.take() == [
                .call("C", "willMove", arguments: ["toSuperview: R"]),
                .call("C", "willMove", arguments: ["toWindow: nil"]),
                .call("G", "willMove", arguments: ["toWindow: nil"]),
                .call("Q", "willRemoveSubview", arguments: ["C"]),
                .call("C", "didMoveToWindow", arguments: ["window: nil"]),
                .call("G", "didMoveToWindow", arguments: ["window: nil"]),
                .call("C", "didMoveToSuperview", arguments: ["superview: R"]),
                .call("R", "didAddSubview", arguments: ["C"]),
            ])

        alsoInWindow.addSubview(child)
        recorder.clear()
        child.removeFromSuperview()
        #expect(
            recorder.take() == [
                .call("C", "willMove", arguments: ["toSuperview: nil"]),
                .call("C", "willMove", arguments: ["toWindow: nil"]),
                .call("G", "willMove", arguments: ["toWindow: nil"]),
                .call("Q", "willRemoveSubview", arguments: ["C"]),
                .call("C", "didMoveToWindow", arguments: ["window: nil"]),
                .call("G", "didMoveToWindow", arguments: ["window: nil"]),
                .call("C", "didMoveToSuperview", arguments: ["superview: nil"]),
            ])
    }

    @Test("Adding a view to itself stops with a clear message")
    func addToItself() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView()
                view.addSubview(view)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Can't add a view as a subview of itself"))
    }

    @Test("Adding a view to its own descendant stops with a clear message")
    func addToDescendant() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = UIView()
                let child = UIView()
                let grandchild = UIView()
                parent.addSubview(child)
                child.addSubview(grandchild)
                grandchild.addSubview(parent)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("which would make a loop"))
    }
}
