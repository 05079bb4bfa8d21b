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
        let controller = FixedRootController("VC", recorder: recorder)
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        #expect(recorder.events == [])
        let view = controller.view
        #expect(controller.view === view)
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded && controller.viewIfLoaded === view)
        #expect(view?.accessibilityIdentifier == "VC.view")
        #expect(recorder.events == [.viewController("VC", .loadView), .viewController("VC", .viewDidLoad)])

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
        let controller = FixedRootController("VC", recorder: recorder)
        let window = app.makeWindow(rootViewController: controller, frame: CGRect(x: 20, y: 30, width: 300, height: 400))
        #expect(controller.view.superview === window)
        #expect(controller.view.frame == window.bounds)
        #expect(window.bounds == CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(app.application.keyWindow === window)
        #expect(
            recorder.take() == [
                .viewController("VC", .loadView), .viewController("VC", .viewDidLoad),
                .viewController("VC", .viewWillAppear(false)),
                .viewController("VC", .viewIsAppearing(false)), .viewController("VC", .viewDidAppear(false)),
            ])
        let replacement = FixedRootController("Other", recorder: recorder)
        window.rootViewController = replacement
        app.runTurn()  // viewDidAppear comes after the new view's first layout
        #expect(controller.view.superview == nil)
        #expect(replacement.view.superview === window)
        #expect(
            recorder.take() == [
                .viewController("VC", .viewWillDisappear(false)), .viewController("VC", .viewDidDisappear(false)),
                .viewController("Other", .loadView),
                .viewController("Other", .viewDidLoad),
                .viewController("Other", .viewWillAppear(false)), .viewController("Other", .viewIsAppearing(false)),
                .viewController("Other", .viewDidAppear(false)),
            ])
    }

    @Test("present and dismiss link the controllers, and a second presentation is logged and refused")
    func presentation() {
        let app = HeadlessApp()
        let recorder = EventRecorder()
        let root = FixedRootController("Root", recorder: recorder)
        let window = app.makeWindow(rootViewController: root)
        recorder.clear()
        let first = FixedRootController("First", recorder: recorder)
        let second = FixedRootController("Second", recorder: recorder)
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
                .viewController("First", .loadView), .viewController("First", .viewDidLoad),
                .viewController("First", .viewWillAppear(true)),
                .viewController("First", .viewIsAppearing(true)), .viewController("First", .viewDidAppear(true)),
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
        #expect(
            recorder.take() == [
                .viewController("First", .viewWillDisappear(false)), .viewController("First", .viewDidDisappear(false)),
            ])

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
        let parent = FixedRootController("Parent", recorder: recorder)
        app.makeWindow(rootViewController: parent)
        recorder.clear()
        let child = FixedRootController("Child", recorder: recorder)
        // The container's part, as UIKit code writes it.
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        app.runTurn()  // viewDidAppear comes after the child's first layout
        #expect(parent.children.count == 1 && parent.children.first === child && child.parent === parent)
        #expect(
            recorder.take() == [
                .viewController("Child", .willMove(toParent: "Parent")), .viewController("Child", .loadView),
                .viewController("Child", .viewDidLoad),
                .viewController("Child", .viewWillAppear(false)), .viewController("Child", .didMove(toParent: "Parent")),
                .viewController("Child", .viewIsAppearing(false)), .viewController("Child", .viewDidAppear(false)),
            ])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(
            recorder.take() == [
                .viewController("Child", .willMove(toParent: nil)), .viewController("Child", .viewWillDisappear(false)),
                .viewController("Child", .viewDidDisappear(false)),
                .viewController("Child", .didMove(toParent: nil)),
            ])
        child.removeFromParent()
        #expect(recorder.take() == [])
    }

    @Test("Appearance callbacks follow the view into and out of a window")
    func appearance() {
        let app = HeadlessApp()
        let recorder = EventRecorder()
        let root = FixedRootController("Root", recorder: recorder)
        app.makeWindow(rootViewController: root)
        let holder = UIView()
        let controller = FixedRootController("VC", recorder: recorder)
        holder.addSubview(controller.view)
        recorder.clear()
        // Moving between views outside a window, or within one, is no appearance change.
        root.view.addSubview(holder)
        app.runTurn()
        #expect(
            recorder.take() == [
                .viewController("VC", .viewWillAppear(false)), .viewController("VC", .viewIsAppearing(false)),
                .viewController("VC", .viewDidAppear(false)),
            ])
        root.view.addSubview(controller.view)
        #expect(recorder.take() == [])
        holder.addSubview(controller.view)
        #expect(recorder.take() == [])
        holder.removeFromSuperview()
        #expect(
            recorder.take() == [
                .viewController("VC", .viewWillDisappear(false)), .viewController("VC", .viewDidDisappear(false)),
            ])
    }
}
