import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct CustomTransitionTests {
    @Test("A custom presentation asks its delegate, then runs will-appear, will-begin, the animator, did-appear, did-end, ended, completion")
    func customPresentationOrder() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let recorder = EventRecorder()
        let root = RecordingViewController("A", recorder: recorder)
        root.recordsLayout = false
        let window = app.makeWindow(rootViewController: root)
        recorder.take()
        let delegate = RecordingTransitioningDelegate(recorder)
        let presented = RecordingViewController("B", recorder: recorder)
        presented.recordsLayout = false
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true) { recorder.record(.action("completion")) }
        #expect(
            recorder.take() == [
                .action("presentationController"), .action("animatorForPresented"), .action("interactionForPresentation"),
                .viewController("B", .loadView), .viewController("B", .viewDidLoad), .viewController("B", .viewWillAppear(true)),
                .action("presentationWillBegin"), .action("animateTransition"),
            ])
        #expect(presented.presentationController is HalfHeightPresentationController)
        #expect(presented.transitionCoordinator?.transitionDuration == 0.3)
        app.runTurn()
        recorder.take()
        app.advance(by: 0.15)
        // Halfway through the linear fade, in its final frame: the lower half.
        let opacity = presented.view.layer.presentation()?.opacity ?? -1
        #expect(abs(opacity - 0.5) < 0.1)
        #expect(presented.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(root.view.superview === window)
        app.advance(by: 0.2)
        #expect(
            recorder.take() == [
                .viewController("B", .viewDidAppear(true)), .action("presentationDidEnd(true)"),
                .action("animationEnded(true)"), .action("completion"),
            ])

        presented.dismiss(animated: true) { recorder.record(.action("completion")) }
        #expect(
            recorder.take() == [
                .action("animatorForDismissed"), .action("interactionForDismissal"),
                .viewController("B", .viewWillDisappear(true)), .action("dismissalWillBegin"), .action("animateTransition"),
            ])
        app.advance(by: 0.4)
        #expect(
            recorder.take() == [
                .viewController("B", .viewDidDisappear(true)), .action("dismissalDidEnd(true)"),
                .action("animationEnded(true)"), .action("completion"),
            ])
        #expect(root.presentedViewController == nil && presented.view.superview == nil)
    }

    @Test("Not animated, the delegate's animator is not asked; a second completeTransition is logged and ignored")
    func unanimatedAndDoubleCompletion() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let recorder = EventRecorder()
        let root = UIViewController()
        app.makeWindow(rootViewController: root)
        let delegate = RecordingTransitioningDelegate(recorder)
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        var completions = 0
        root.present(presented, animated: false) { completions += 1 }
        app.runTurn()
        #expect(recorder.take() == [.action("presentationController"), .action("presentationWillBegin"), .action("presentationDidEnd(true)")])
        #expect(completions == 1 && presented.view.frame.minY == 422)
        delegate.dismissAnimator.completesTwice = true
        presented.dismiss(animated: true) { completions += 1 }
        app.advance(by: 0.4)
        #expect(completions == 2)
        #expect(app.log.messages.contains { $0.contains("completeTransition(_:) called again") })
    }

    @Test("A percent-driven pop follows update(_:) on the clock, then finishes from where it is")
    func percentDrivenFinish() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let recorder = EventRecorder()
        let a = RecordingViewController("A", recorder: recorder)
        let b = RecordingViewController("B", recorder: recorder)
        a.recordsLayout = false
        b.recordsLayout = false
        let navigation = UINavigationController(rootViewController: a)
        let delegate = InteractiveNavigationDelegate(recorder)
        navigation.delegate = delegate
        app.makeWindow(rootViewController: navigation)
        navigation.pushViewController(b, animated: false)
        app.runTurn()
        recorder.take()
        navigation.popViewController(animated: true)
        #expect(recorder.take().contains(.action("animateTransition")))
        delegate.interaction.update(0.5)
        app.advance(by: 1)
        // Paused at the half: time passing does not move it.
        #expect(b.view.layer.presentation()?.frame.minX == 195)
        #expect(navigation.transitionCoordinator?.percentComplete == 0.5)
        delegate.interaction.finish()
        app.advance(by: 0.1)
        let x = b.view.layer.presentation()?.frame.minX ?? 0
        #expect(x > 195 && x < 390)
        app.advance(by: 0.2)
        #expect(navigation.viewControllers == [a] && b.view.superview == nil && a.view.superview === navigation.view)
        #expect(recorder.take().contains(.action("didShow(A)")))
    }

    @Test("A cancelled percent-driven pop winds back and leaves the stack as it was")
    func percentDrivenCancel() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let recorder = EventRecorder()
        let a = RecordingViewController("A", recorder: recorder)
        let b = RecordingViewController("B", recorder: recorder)
        a.recordsLayout = false
        b.recordsLayout = false
        let navigation = UINavigationController(rootViewController: a)
        let delegate = InteractiveNavigationDelegate(recorder)
        navigation.delegate = delegate
        app.makeWindow(rootViewController: navigation)
        navigation.pushViewController(b, animated: false)
        app.runTurn()
        recorder.take()
        navigation.popViewController(animated: true)
        delegate.interaction.update(0.4)
        app.runTurn()
        recorder.take()
        delegate.interaction.cancel()
        app.advance(by: 0.5)
        let events = recorder.take()
        #expect(events.contains(.action("animationEnded(false)")))
        #expect(events.contains(.viewController("B", .viewDidAppear(true))))
        #expect(events.contains(.viewController("A", .viewDidDisappear(true))))
        #expect(!events.contains(.action("didShow(A)")))
        #expect(navigation.viewControllers == [a, b] && navigation.topViewController === b)
        #expect(b.view.superview === navigation.view && a.view.superview == nil)
    }

    @Test("Over current context covers the controller that defines the context, not the window")
    func overCurrentContext() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let root = UIViewController()
        let window = app.makeWindow(rootViewController: root)
        let child = UIViewController()
        root.addChild(child)
        child.view.frame = CGRect(x: 0, y: 100, width: 390, height: 300)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        child.definesPresentationContext = true
        let presented = UIViewController()
        presented.modalPresentationStyle = .overCurrentContext
        child.present(presented, animated: false)
        app.runTurn()
        #expect(presented.presentingViewController === child)
        #expect(presented.view.convert(presented.view.bounds, to: window) == CGRect(x: 0, y: 100, width: 390, height: 300))
        #expect(child.view.superview === root.view)
        presented.dismiss(animated: false)
        app.runTurn()
        #expect(child.presentedViewController == nil && presented.view.superview == nil)
    }
}
