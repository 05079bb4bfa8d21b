import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
private final class ResponderDelegate: UIResponder, UIApplicationDelegate {}

@MainActor
private final class PlainDelegate: UIApplicationDelegate {}

@MainActor
private final class ViewDelegate: UIView, UIApplicationDelegate {}

@MainActor
private final class ControllerDelegate: UIViewController, UIApplicationDelegate {}

/// A view whose next responder is chosen by the test.
@MainActor
private final class ReroutedView: RecordingView {
    weak var customNext: UIResponder?
    override var next: UIResponder? { customNext }
}

/// A responder (not a view) that records the touches reaching it, as "Custom" with their
/// locations in the window, and stops them.
@MainActor
private final class RecordingResponder: UIResponder {
    let recorder: EventRecorder
    init(_ recorder: EventRecorder) {
        self.recorder = recorder
        super.init()
        accessibilityIdentifier = "Custom"
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder.record(.touchesBegan("Custom", at: touches.map { $0.location(in: nil) }))
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder.record(.touchesEnded("Custom", at: touches.map { $0.location(in: nil) }))
    }
}

/// A view that can be first responder and records resignations as `.call(name, "resignFirstResponder")`.
@MainActor
private final class FocusView: UIView {
    let recorder: EventRecorder
    let name: String
    var allowsResign = true
    init(_ name: String, _ recorder: EventRecorder) {
        self.recorder = recorder
        self.name = name
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        accessibilityIdentifier = name
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { allowsResign }
    override func resignFirstResponder() -> Bool {
        recorder.record(.call(name, "resignFirstResponder"))
        return super.resignFirstResponder()
    }
}

@MainActor @Suite struct ResponderChainTests {
    @Test("next: view → superview, root view → its controller → window → application")
    func defaultChain() {
        let app = HeadlessApp()
        let controller = namedController()
        let window = app.makeWindow(rootViewController: controller)
        let parent = namedView("Parent", .zero)
        let child = namedView("Child", .zero)
        controller.view.addSubview(parent)
        parent.addSubview(child)
        #expect(child.next === parent)
        #expect(parent.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next === app.application)
        #expect(app.application.next == nil)
        let loose = UIView()
        #expect(loose.next == nil)
        #expect(UIViewController().next == nil)
    }

    @Test("next: a presented controller's next is its presenting controller")
    func presentedChain() {
        let app = HeadlessApp()
        let root = namedController("Root", viewName: "RootView")
        app.makeWindow(rootViewController: root)
        let presented = namedController("Presented", viewName: "PresentedView")
        root.present(presented, animated: false)
        #expect(presented.next === root)
        #expect(presented.view.next === presented)
    }

    @Test("next: a child controller's view leads to the child, then into the parent's view hierarchy")
    func childChain() {
        let app = HeadlessApp()
        let parent = namedController("Parent", viewName: "ParentView")
        app.makeWindow(rootViewController: parent)
        let container = namedView("Container", .zero)
        parent.view.addSubview(container)
        let child = namedController("Child", viewName: "ChildView")
        parent.addChild(child)
        container.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.view.next === child)
        #expect(child.next === container)
        #expect(container.next === parent.view)
    }

    @Test("next: the application leads to a responder delegate, and to nothing for other delegates")
    func applicationDelegate() {
        let app = HeadlessApp()
        let responder = ResponderDelegate()
        app.application.delegate = responder
        #expect(app.application.next === responder)
        let plain = PlainDelegate()
        app.application.delegate = plain
        #expect(app.application.next == nil)
        let view = ViewDelegate()
        app.application.delegate = view
        #expect(app.application.next == nil)
        let controller = ControllerDelegate()
        app.application.delegate = controller
        #expect(app.application.next == nil)
    }

    @Test("Unhandled touches walk the whole chain from the hit view to the application delegate")
    func touchesForwardUpTheChain() {
        let app = HeadlessApp()
        let delegate = ResponderDelegate()
        delegate.accessibilityIdentifier = "AppDelegate"
        app.application.delegate = delegate
        let controller = namedController("VC", viewName: "Root")
        let window = app.makeWindow(rootViewController: controller)
        window.accessibilityIdentifier = "Window"
        app.application.accessibilityIdentifier = "App"
        let recorder = EventRecorder()
        let leaf = RecordingView("Leaf", recorder: recorder, frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        leaf.forwardsTouches = true
        let middle = namedView("Middle", CGRect(x: 100, y: 100, width: 100, height: 100))
        controller.view.addSubview(middle)
        middle.addSubview(leaf)
        app.trace.isEnabled = true
        app.tap(at: CGPoint(x: 120, y: 120))
        let inLeaf = CGPoint(x: 10, y: 10)
        #expect(recorder.events == [.touchesBegan("Leaf", at: [inLeaf]), .touchesEnded("Leaf", at: [inLeaf])])
        #expect(
            app.trace.lines([.delivery, .responderChain]) == [
                "Leaf.touchesBegan [1]",
                "Leaf.touchesBegan → Middle",
                "Middle.touchesBegan → Root",
                "Root.touchesBegan → VC",
                "VC.touchesBegan → Window",
                "Window.touchesBegan → App",
                "App.touchesBegan → AppDelegate",
                "AppDelegate.touchesBegan → end of chain",
                "Leaf.touchesEnded [1]",
                "Leaf.touchesEnded → Middle",
                "Middle.touchesEnded → Root",
                "Root.touchesEnded → VC",
                "VC.touchesEnded → Window",
                "Window.touchesEnded → App",
                "App.touchesEnded → AppDelegate",
                "AppDelegate.touchesEnded → end of chain",
            ])
    }

    @Test("Overriding next reroutes unhandled touches")
    func overriddenNext() {
        let app = HeadlessApp()
        let controller = namedController()
        app.makeWindow(rootViewController: controller)
        let recorder = EventRecorder()
        let custom = RecordingResponder(recorder)
        let view = ReroutedView("Rerouted", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.forwardsTouches = true
        view.customNext = custom
        controller.view.addSubview(view)
        app.trace.isEnabled = true
        let point = CGPoint(x: 50, y: 50)
        app.tap(at: point)
        #expect(
            recorder.events == [
                .touchesBegan("Rerouted", at: [point]), .touchesBegan("Custom", at: [point]),
                .touchesEnded("Rerouted", at: [point]), .touchesEnded("Custom", at: [point]),
            ])
        #expect(
            app.trace.lines([.responderChain]) == [
                "Rerouted.touchesBegan → Custom", "Rerouted.touchesEnded → Custom",
            ])
    }

    @Test("First responder: refused by default and outside a window; the current one is asked to resign")
    func firstResponder() {
        let app = HeadlessApp()
        let controller = namedController()
        let window = app.makeWindow(rootViewController: controller)
        let recorder = EventRecorder()
        let plain = namedView("Plain", .zero)
        controller.view.addSubview(plain)
        #expect(!plain.canBecomeFirstResponder)
        #expect(!plain.becomeFirstResponder())
        #expect(!plain.isFirstResponder)

        let first = FocusView("First", recorder)
        let second = FocusView("Second", recorder)
        #expect(!first.becomeFirstResponder(), "outside a window")
        #expect(!first.isFirstResponder)
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        app.trace.isEnabled = true
        #expect(first.becomeFirstResponder())
        #expect(first.isFirstResponder && !second.isFirstResponder)
        #expect(first.becomeFirstResponder(), "already first responder")
        #expect(second.becomeFirstResponder())
        #expect(!first.isFirstResponder && second.isFirstResponder)
        #expect(recorder.take() == [.call("First", "resignFirstResponder")])

        second.allowsResign = false
        #expect(!first.becomeFirstResponder())
        #expect(second.isFirstResponder && !first.isFirstResponder)
        #expect(!second.resignFirstResponder())
        #expect(second.isFirstResponder)
        // A responder that cannot become first responder leaves the current one in place.
        #expect(!plain.becomeFirstResponder())
        #expect(second.isFirstResponder)
        second.allowsResign = true
        #expect(second.resignFirstResponder())
        #expect(!second.isFirstResponder)
        #expect(
            app.trace.lines([.firstResponder]) == [
                "first responder: nil → First",
                "first responder: First → nil",
                "first responder: nil → Second",
                "first responder: Second → nil",
            ])
        _ = window
    }

    @Test("The first responder resigns when its view leaves the window")
    func firstResponderLeavesWindow() {
        let app = HeadlessApp()
        let controller = namedController()
        app.makeWindow(rootViewController: controller)
        let recorder = EventRecorder()
        let container = namedView("Container", .zero)
        let focus = FocusView("Focus", recorder)
        controller.view.addSubview(container)
        container.addSubview(focus)
        #expect(focus.becomeFirstResponder())
        app.trace.isEnabled = true
        container.removeFromSuperview()
        #expect(!focus.isFirstResponder)
        #expect(recorder.events == [.call("Focus", "resignFirstResponder")])
        #expect(app.trace.lines([.firstResponder]) == ["first responder: Focus → nil"])
        controller.view.addSubview(container)
        #expect(!focus.isFirstResponder)
        #expect(focus.becomeFirstResponder())
    }
}
