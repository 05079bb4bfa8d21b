import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
private final class DefaultViewController: UIViewController {
    var loads = 0
    override func viewDidLoad() { loads += 1 }
}

@MainActor @Suite struct ViewControllerTests {
    @Test("The view loads lazily: loadView, then viewDidLoad, once")
    func lazyView() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let controller = RecordingViewController("VC", recorder)
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        #expect(recorder.events == [])
        let view = controller.view
        #expect(controller.view === view)
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded && controller.viewIfLoaded === view)
        #expect(view?.accessibilityIdentifier == "VC.view")
        #expect(recorder.events == [.call("VC", "loadView"), .call("VC", "viewDidLoad")])

        let plain = DefaultViewController()
        #expect(plain.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        _ = plain.view
        #expect(plain.loads == 1)
        _ = app
    }

    @Test("A window's root view controller's view fills the window")
    func rootViewController() {
        let app = HeadlessApp()
        let recorder = EventRecorder()
        let controller = RecordingViewController("VC", recorder)
        let window = app.makeWindow(rootViewController: controller, frame: CGRect(x: 20, y: 30, width: 300, height: 400))
        #expect(controller.view.superview === window)
        #expect(controller.view.frame == window.bounds)
        #expect(window.bounds == CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(app.application.keyWindow === window)
        #expect(
            recorder.take() == [
                .call("VC", "loadView"), .call("VC", "viewDidLoad"), .call("VC", "viewWillAppear"),
                .call("VC", "viewDidAppear"),
            ])
        let replacement = RecordingViewController("Other", recorder)
        window.rootViewController = replacement
        app.runTurn()  // viewDidAppear comes after the new view's first layout
        #expect(controller.view.superview == nil)
        #expect(replacement.view.superview === window)
        #expect(
            recorder.take() == [
                .call("VC", "viewWillDisappear"), .call("VC", "viewDidDisappear"), .call("Other", "loadView"),
                .call("Other", "viewDidLoad"),
                .call("Other", "viewWillAppear"), .call("Other", "viewDidAppear"),
            ])
    }

    @Test("present and dismiss link the controllers, and a second presentation is logged and refused")
    func presentation() {
        let app = HeadlessApp()
        let recorder = EventRecorder()
        let root = RecordingViewController("Root", recorder)
        let window = app.makeWindow(rootViewController: root)
        recorder.clear()
        let first = RecordingViewController("First", recorder)
        let second = RecordingViewController("Second", recorder)
        var completions = 0
        first.modalPresentationStyle = .overFullScreen
        root.present(first, animated: true) { completions += 1 }
        #expect(root.presentedViewController === first)
        #expect(first.presentingViewController === root)
        app.advance(by: 1)  // the slide-in animation
        #expect(first.view.window === window && first.view.frame == window.bounds)
        #expect(completions == 1)
        #expect(
            recorder.take() == [
                .call("First", "loadView"), .call("First", "viewDidLoad"), .call("First", "viewWillAppear"),
                .call("First", "viewDidAppear"),
            ])

        root.present(second, animated: false)
        #expect(root.presentedViewController === first)
        #expect(second.presentingViewController == nil && !second.isViewLoaded)
        #expect(app.log.messages == ["Attempt to present Second on Root which is already presenting First"])

        root.dismiss(animated: false) { completions += 1 }
        app.runTurn()  // an unanimated dismissal ends after the next frame's layout
        #expect(root.presentedViewController == nil && first.presentingViewController == nil)
        #expect(first.view.superview == nil)
        #expect(completions == 2)
        #expect(recorder.take() == [.call("First", "viewWillDisappear"), .call("First", "viewDidDisappear")])

        // A presented controller can dismiss itself.
        root.present(second, animated: false)
        app.runTurn()
        second.dismiss(animated: false)
        app.runTurn()
        #expect(root.presentedViewController == nil && second.view.window == nil)
    }

    @Test("addChild and removeFromParent make UIKit's willMove/didMove(toParent:) calls")
    func containment() {
        let app = HeadlessApp()
        let recorder = EventRecorder()
        let parent = RecordingViewController("Parent", recorder)
        app.makeWindow(rootViewController: parent)
        recorder.clear()
        let child = RecordingViewController("Child", recorder)
        // The container's part, as UIKit code writes it.
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        app.runTurn()  // viewDidAppear comes after the child's first layout
        #expect(parent.children.count == 1 && parent.children.first === child && child.parent === parent)
        #expect(
            recorder.take() == [
                .call("Child", "willMove", arguments: ["toParent: Parent"]), .call("Child", "loadView"),
                .call("Child", "viewDidLoad"),
                .call("Child", "viewWillAppear"), .call("Child", "didMove", arguments: ["toParent: Parent"]),
                .call("Child", "viewDidAppear"),
            ])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(
            recorder.take() == [
                .call("Child", "willMove", arguments: ["toParent: nil"]), .call("Child", "viewWillDisappear"),
                .call("Child", "viewDidDisappear"),
                .call("Child", "didMove", arguments: ["toParent: nil"]),
            ])
        child.removeFromParent()
        #expect(recorder.take() == [])
    }

    @Test("Appearance callbacks follow the view into and out of a window")
    func appearance() {
        let app = HeadlessApp()
        let recorder = EventRecorder()
        let root = RecordingViewController("Root", recorder)
        app.makeWindow(rootViewController: root)
        let holder = UIView()
        let controller = RecordingViewController("VC", recorder)
        holder.addSubview(controller.view)
        recorder.clear()
        // Moving between views outside a window, or within one, is no appearance change.
        root.view.addSubview(holder)
        app.runTurn()
        #expect(recorder.take() == [.call("VC", "viewWillAppear"), .call("VC", "viewDidAppear")])
        root.view.addSubview(controller.view)
        #expect(recorder.take() == [])
        holder.addSubview(controller.view)
        #expect(recorder.take() == [])
        holder.removeFromSuperview()
        #expect(recorder.take() == [.call("VC", "viewWillDisappear"), .call("VC", "viewDidDisappear")])
    }
}
