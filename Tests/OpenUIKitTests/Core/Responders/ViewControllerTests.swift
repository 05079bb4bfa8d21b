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
        let history = CallHistory()
        let controller = RecordingViewController("VC", history)
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        #expect(history.entries == [])
        let view = controller.view
        #expect(controller.view === view)
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded && controller.viewIfLoaded === view)
        #expect(view?.accessibilityIdentifier == "VC.view")
        #expect(history.entries == ["VC.loadView", "VC.viewDidLoad"])

        let plain = DefaultViewController()
        #expect(plain.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        _ = plain.view
        #expect(plain.loads == 1)
        _ = app
    }

    @Test("A window's root view controller's view fills the window")
    func rootViewController() {
        let app = HeadlessApp()
        let history = CallHistory()
        let controller = RecordingViewController("VC", history)
        let window = app.makeWindow(rootViewController: controller, frame: CGRect(x: 20, y: 30, width: 300, height: 400))
        #expect(controller.view.superview === window)
        #expect(controller.view.frame == window.bounds)
        #expect(window.bounds == CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(app.application.keyWindow === window)
        #expect(
            history.take() == ["VC.loadView", "VC.viewDidLoad", "VC.viewWillAppear", "VC.viewDidAppear"])
        let replacement = RecordingViewController("Other", history)
        window.rootViewController = replacement
        app.runTurn()  // viewDidAppear comes after the new view's first layout
        #expect(controller.view.superview == nil)
        #expect(replacement.view.superview === window)
        #expect(
            history.take() == [
                "VC.viewWillDisappear", "VC.viewDidDisappear", "Other.loadView", "Other.viewDidLoad",
                "Other.viewWillAppear", "Other.viewDidAppear",
            ])
    }

    @Test("present and dismiss link the controllers, and a second presentation is logged and refused")
    func presentation() {
        let app = HeadlessApp()
        let history = CallHistory()
        let root = RecordingViewController("Root", history)
        let window = app.makeWindow(rootViewController: root)
        history.take()
        let first = RecordingViewController("First", history)
        let second = RecordingViewController("Second", history)
        var completions = 0
        first.modalPresentationStyle = .overFullScreen
        root.present(first, animated: true) { completions += 1 }
        #expect(root.presentedViewController === first)
        #expect(first.presentingViewController === root)
        app.advance(by: 1)  // the slide-in animation
        #expect(first.view.window === window && first.view.frame == window.bounds)
        #expect(completions == 1)
        #expect(
            history.take() == ["First.loadView", "First.viewDidLoad", "First.viewWillAppear", "First.viewDidAppear"])

        root.present(second, animated: false)
        #expect(root.presentedViewController === first)
        #expect(second.presentingViewController == nil && !second.isViewLoaded)
        #expect(app.log.messages == ["Attempt to present Second on Root which is already presenting First"])

        root.dismiss(animated: false) { completions += 1 }
        app.runTurn()  // an unanimated dismissal ends after the next frame's layout
        #expect(root.presentedViewController == nil && first.presentingViewController == nil)
        #expect(first.view.superview == nil)
        #expect(completions == 2)
        #expect(history.take() == ["First.viewWillDisappear", "First.viewDidDisappear"])

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
        let history = CallHistory()
        let parent = RecordingViewController("Parent", history)
        app.makeWindow(rootViewController: parent)
        history.take()
        let child = RecordingViewController("Child", history)
        // The container's part, as UIKit code writes it.
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        app.runTurn()  // viewDidAppear comes after the child's first layout
        #expect(parent.children.count == 1 && parent.children.first === child && child.parent === parent)
        #expect(
            history.take() == [
                "Child.willMove(toParent: Parent)", "Child.loadView", "Child.viewDidLoad",
                "Child.viewWillAppear", "Child.didMove(toParent: Parent)", "Child.viewDidAppear",
            ])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(
            history.take() == [
                "Child.willMove(toParent: nil)", "Child.viewWillDisappear", "Child.viewDidDisappear",
                "Child.didMove(toParent: nil)",
            ])
        child.removeFromParent()
        #expect(history.take() == [])
    }

    @Test("Appearance callbacks follow the view into and out of a window")
    func appearance() {
        let app = HeadlessApp()
        let history = CallHistory()
        let root = RecordingViewController("Root", history)
        app.makeWindow(rootViewController: root)
        let holder = UIView()
        let controller = RecordingViewController("VC", history)
        holder.addSubview(controller.view)
        history.take()
        // Moving between views outside a window, or within one, is no appearance change.
        root.view.addSubview(holder)
        app.runTurn()
        #expect(history.take() == ["VC.viewWillAppear", "VC.viewDidAppear"])
        root.view.addSubview(controller.view)
        #expect(history.take() == [])
        holder.addSubview(controller.view)
        #expect(history.take() == [])
        holder.removeFromSuperview()
        #expect(history.take() == ["VC.viewWillDisappear", "VC.viewDidDisappear"])
    }
}
