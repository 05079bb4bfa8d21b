import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
private func makeNavigation(
    _ app: HeadlessApp, root: RecordingViewController
) -> UINavigationController {
    let navigation = UINavigationController()
    navigation.accessibilityIdentifier = "Nav"
    navigation.viewControllers = [root]
    app.makeWindow(rootViewController: navigation)
    return navigation
}

/// Uses the transition coordinator from viewWillAppear, as UIKit code does.
@MainActor
private final class CoordinatedController: RecordingViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let recorder = self.recorder
        let name = self.name
        let accepted = transitionCoordinator?.animate(
            alongsideTransition: { context in
                recorder.record(
                    .call(
                        name, "alongside",
                        arguments: ["animated: \(context.isAnimated)", "duration: \(context.transitionDuration)"]))
            },
            completion: { context in
                recorder.record(.call(name, "coordinatorCompletion", arguments: ["cancelled: \(context.isCancelled)"]))
            })
        if accepted == nil { recorder.record(.call(name, "noCoordinator")) }
    }
}

@MainActor @Suite struct NavigationControllerTests {
    @Test("Installing a navigation controller: the root child appears under the bar")
    func install() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let a = RecordingViewController("A", recorder: recorder)
        let navigation = makeNavigation(app, root: a)
        #expect(
            recorder.take() == lifecycle("A", .willMove(toParent: "Nav"), .didMove(toParent: "Nav"), .loadView, .viewDidLoad)
                + appearing("A") + lifecycle("A", .viewDidAppear(false)))
        #expect(navigation.topViewController === a && navigation.visibleViewController === a)
        #expect(a.navigationController === navigation)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(navigation.navigationBar.topItem === a.navigationItem)
    }

    @Test("Push and pop without animation: the whole call history, the delegate included")
    func pushPopUnanimated() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let a = RecordingViewController("A", recorder: recorder)
        let navigation = makeNavigation(app, root: a)
        let delegate = NavigationDelegateRecorder(recorder)
        navigation.delegate = delegate
        recorder.take()
        let b = RecordingViewController("B", recorder: recorder)
        navigation.pushViewController(b, animated: false)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === b)
        #expect(b.isMovingToParent)
        #expect(
            recorder.take() == [
                .viewController("B", .willMove(toParent: "Nav")), .viewController("B", .loadView),
                .viewController("B", .viewDidLoad), .viewController("A", .viewWillDisappear(false)),
                .viewController("B", .viewWillAppear(false)), .call("delegate", "willShow", arguments: ["B", "false"]),
            ])
        app.runTurn()
        #expect(
            recorder.take() == appearing("B").dropFirst() + [
                .viewController("A", .viewDidDisappear(false)), .viewController("B", .viewDidAppear(false)),
                .viewController("B", .didMove(toParent: "Nav")), .call("delegate", "didShow", arguments: ["B", "false"]),
            ])
        #expect(!b.isMovingToParent && a.view.superview == nil && b.view.superview === navigation.view)

        #expect(navigation.popViewController(animated: false) === b)
        #expect(
            recorder.take() == [
                .viewController("B", .willMove(toParent: nil)), .viewController("B", .viewWillDisappear(false)),
                .viewController("A", .viewWillAppear(false)), .call("delegate", "willShow", arguments: ["A", "false"]),
            ])
        #expect(b.isMovingFromParent)
        app.runTurn()
        #expect(
            recorder.take() == appearing("A").dropFirst() + [
                .viewController("B", .viewDidDisappear(false)), .viewController("A", .viewDidAppear(false)),
                .viewController("B", .didMove(toParent: nil)), .call("delegate", "didShow", arguments: ["A", "false"]),
            ])
        #expect(navigation.viewControllers.count == 1 && b.parent == nil && !b.isMovingFromParent)
        // Popping the root does nothing.
        #expect(navigation.popViewController(animated: false) == nil)
        app.runTurn()
        #expect(recorder.take() == [])
    }

    @Test("Animated push and pop slide over 0.35 s on the app clock; callbacks say animated")
    func pushPopAnimated() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let a = RecordingViewController("A", recorder: recorder)
        let navigation = makeNavigation(app, root: a)
        recorder.take()
        let b = RecordingViewController("B", recorder: recorder)
        navigation.pushViewController(b, animated: true)
        #expect(
            recorder.take() == [
                .viewController("B", .willMove(toParent: "Nav")), .viewController("B", .loadView),
                .viewController("B", .viewDidLoad), .viewController("A", .viewWillDisappear(true)),
                .viewController("B", .viewWillAppear(true)),
            ])
        app.runTurn()
        #expect(recorder.take() == lifecycle("B", .viewIsAppearing(true), .viewWillLayoutSubviews, .viewDidLayoutSubviews))
        app.advance(by: 0.175)
        // Halfway: the incoming view comes from the right, the covered one shifts left.
        let incoming = b.view.layer.presentation()?.frame.minX ?? -1
        let covered = a.view.layer.presentation()?.frame.minX ?? 1
        #expect(incoming > 0 && incoming < 320)
        #expect(covered < 0 && covered > -96)
        #expect(recorder.take() == [])
        app.advance(by: 0.2)
        #expect(
            recorder.take() == [
                .viewController("A", .viewDidDisappear(true)), .viewController("B", .viewDidAppear(true)),
                .viewController("B", .didMove(toParent: "Nav")),
            ])
        #expect(b.view.frame.minX == 0 && a.view.superview == nil)

        navigation.popViewController(animated: true)
        #expect(
            recorder.take() == [
                .viewController("B", .willMove(toParent: nil)), .viewController("B", .viewWillDisappear(true)),
                .viewController("A", .viewWillAppear(true)),
            ])
        app.runTurn()
        #expect(recorder.take() == lifecycle("A", .viewIsAppearing(true), .viewWillLayoutSubviews, .viewDidLayoutSubviews))
        app.advance(by: 0.2)
        #expect(recorder.take() == [])
        app.advance(by: 0.2)
        #expect(
            recorder.take() == [
                .viewController("B", .viewDidDisappear(true)), .viewController("A", .viewDidAppear(true)),
                .viewController("B", .didMove(toParent: nil)),
            ])
        #expect(b.view.superview == nil && a.view.frame.minX == 0)
    }

    @Test("popToRoot, popToViewController and setViewControllers")
    func stackOperations() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let a = RecordingViewController("A", recorder: recorder)
        let navigation = makeNavigation(app, root: a)
        let b = RecordingViewController("B", recorder: recorder)
        let c = RecordingViewController("C", recorder: recorder)
        let d = RecordingViewController("D", recorder: recorder)
        for controller in [a, b, c, d] { controller.recordsLayout = false }
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        navigation.pushViewController(d, animated: false)
        app.runTurn()
        #expect(navigation.viewControllers.map { ($0 as! RecordingViewController).name } == ["A", "B", "C", "D"])
        recorder.take()
        let popped = navigation.popToViewController(b, animated: false)
        #expect(popped?.map { ($0 as! RecordingViewController).name } == ["C", "D"])
        app.runTurn()
        #expect(
            recorder.take() == [
                .viewController("D", .willMove(toParent: nil)), .viewController("C", .willMove(toParent: nil)),
                .viewController("D", .viewWillDisappear(false)), .viewController("B", .viewWillAppear(false)),
                .viewController("B", .viewIsAppearing(false)), .viewController("D", .viewDidDisappear(false)),
                .viewController("B", .viewDidAppear(false)), .viewController("C", .didMove(toParent: nil)),
                .viewController("D", .didMove(toParent: nil)),
            ])
        navigation.pushViewController(c, animated: false)
        app.runTurn()
        recorder.take()
        #expect(navigation.popToRootViewController(animated: false)?.count == 2)
        app.runTurn()
        #expect(navigation.topViewController === a && recorder.events.last == .viewController("C", .didMove(toParent: nil)))
        recorder.take()
        navigation.setViewControllers([a, d], animated: false)
        app.runTurn()
        #expect(
            recorder.take() == [
                .viewController("D", .willMove(toParent: "Nav")), .viewController("A", .viewWillDisappear(false)),
                .viewController("D", .viewWillAppear(false)), .viewController("D", .viewIsAppearing(false)),
                .viewController("A", .viewDidDisappear(false)), .viewController("D", .viewDidAppear(false)),
                .viewController("D", .didMove(toParent: "Nav")),
            ])
        #expect(navigation.navigationBar.items?.count == 2 && navigation.navigationBar.backItem === a.navigationItem)
    }

    @Test("The bar shows the title, a back button titled by the item below, and the back button pops")
    func barAndBackButton() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let a = RecordingViewController("Inbox", recorder: recorder)
        a.title = "Inbox"
        let navigation = makeNavigation(app, root: a)
        let b = RecordingViewController("Message", recorder: recorder)
        b.title = "Message"
        var edits = 0
        b.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Edit", primaryAction: UIAction { _ in edits += 1 })
        navigation.pushViewController(b, animated: false)
        app.runTurn()
        let bar = navigation.navigationBar
        let title = bar.subviews.compactMap { $0 as? UILabel }.first { $0.accessibilityIdentifier == "UINavigationBar.title" }
        #expect(title?.text == "Message")
        let back = bar.subviews.compactMap { $0 as? UIButton }.first { $0.accessibilityIdentifier == "UINavigationBar.back" }
        #expect(back?.title(for: .normal) == "\u{2039} Inbox" && back?.isHidden == false)
        let right = bar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Edit" }
        #expect(right?.title(for: .normal) == "Edit")
        if let right {
            app.tap(at: right.convert(CGPoint(x: right.bounds.midX, y: right.bounds.midY), to: nil))
        }
        #expect(edits == 1)
        // The back button title comes from backButtonTitle when set; hidesBackButton hides it.
        a.navigationItem.backButtonTitle = "Back"
        #expect(back?.title(for: .normal) == "\u{2039} Back")
        b.navigationItem.hidesBackButton = true
        #expect(back?.isHidden == true)
        b.navigationItem.hidesBackButton = false
        app.runTurn()
        recorder.take()
        if let back {
            app.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil))
        }
        #expect(
            Array(recorder.events.prefix(3)) == [
                .viewController("Message", .willMove(toParent: nil)), .viewController("Message", .viewWillDisappear(true)),
                .viewController("Inbox", .viewWillAppear(true)),
            ])
        app.advance(by: 0.5)
        #expect(navigation.viewControllers.count == 1 && title?.text == "Inbox" && back?.isHidden == true)
    }

    @Test("Interactive pop: dragging from the left edge past half the width pops")
    func interactivePopCompleted() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let a = RecordingViewController("A", recorder: recorder)
        let navigation = makeNavigation(app, root: a)
        let b = RecordingViewController("B", recorder: recorder)
        navigation.pushViewController(b, animated: false)
        app.runTurn()
        recorder.take()
        // A slow drag (about 250 pt/s) to 250 of 320: the distance decides.
        app.drag(from: CGPoint(x: 4, y: 200), to: CGPoint(x: 250, y: 200), steps: 20, duration: 1.0, lift: false)
        #expect(
            recorder.take() == [
                .viewController("B", .willMove(toParent: nil)), .viewController("B", .viewWillDisappear(true)),
                .viewController("A", .viewWillAppear(true)), .viewController("A", .viewIsAppearing(true)),
                .viewController("A", .viewWillLayoutSubviews), .viewController("A", .viewDidLayoutSubviews),
            ])
        // The top view follows the finger; the one below is uncovered with parallax.
        let dragged = b.view.frame.minX
        #expect(dragged > 200 && dragged <= 246)
        #expect(a.view.frame.minX < 0)
        app.touchUp()
        app.advance(by: 0.5)
        #expect(
            recorder.take() == [
                .viewController("B", .viewDidDisappear(true)), .viewController("A", .viewDidAppear(true)),
                .viewController("B", .didMove(toParent: nil)),
            ])
        #expect(navigation.viewControllers.count == 1 && b.parent == nil && a.view.frame.minX == 0)
    }

    @Test("Interactive pop: a short slow drag cancels and the callbacks say so")
    func interactivePopCancelled() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let a = RecordingViewController("A", recorder: recorder)
        let navigation = makeNavigation(app, root: a)
        let b = RecordingViewController("B", recorder: recorder)
        navigation.pushViewController(b, animated: false)
        app.runTurn()
        recorder.take()
        app.drag(from: CGPoint(x: 4, y: 200), to: CGPoint(x: 100, y: 200), steps: 20, duration: 1.0)
        app.advance(by: 0.5)
        #expect(
            recorder.take() == [
                .viewController("B", .willMove(toParent: nil)), .viewController("B", .viewWillDisappear(true)),
                .viewController("A", .viewWillAppear(true)), .viewController("A", .viewIsAppearing(true)),
                .viewController("A", .viewWillLayoutSubviews), .viewController("A", .viewDidLayoutSubviews),
                .viewController("A", .viewWillDisappear(true)), .viewController("A", .viewDidDisappear(true)),
                .viewController("B", .viewWillAppear(true)), .viewController("B", .viewIsAppearing(true)),
                .viewController("B", .viewDidAppear(true)), .viewController("B", .didMove(toParent: "Nav")),
                // The cancelled transition's end put B's view back; it is laid out in the
                // same turn, after the callbacks.
                .viewController("B", .viewWillLayoutSubviews), .viewController("B", .viewDidLayoutSubviews),
            ])
        #expect(navigation.topViewController === b && b.parent === navigation && a.view.superview == nil)
        #expect(b.view.frame.minX == 0)
    }

    @Test("Interactive pop: a fast flick pops even when short")
    func interactivePopFlick() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let a = RecordingViewController("A", recorder: recorder)
        let navigation = makeNavigation(app, root: a)
        let b = RecordingViewController("B", recorder: recorder)
        navigation.pushViewController(b, animated: false)
        app.runTurn()
        app.flick(from: CGPoint(x: 4, y: 200), velocity: CGPoint(x: 1200, y: 0))
        app.advance(by: 0.5)
        #expect(navigation.viewControllers.count == 1 && b.parent == nil)
        // With one controller left, an edge drag does not begin a pop.
        app.drag(from: CGPoint(x: 4, y: 200), to: CGPoint(x: 250, y: 200), steps: 10, duration: 0.5)
        #expect(navigation.topViewController === a && a.view.frame.minX == 0)
    }

    @Test("The navigation screen renders: bar with back button, title and a right button")
    func renderNavigationScreen() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 240))
        let recorder = EventRecorder()
        let a = RecordingViewController("Settings", recorder: recorder)
        a.title = "Settings"
        let navigation = makeNavigation(app, root: a)
        let b = RecordingViewController("Wi-Fi", recorder: recorder)
        b.title = "Wi-Fi"
        b.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", primaryAction: UIAction { _ in })
        b.navigationItem.rightBarButtonItem?.style = .done
        let box = UIView(frame: CGRect(x: 20, y: 64, width: 280, height: 60))
        box.backgroundColor = .systemBlue
        b.view.addSubview(box)
        navigation.pushViewController(b, animated: false)
        app.runTurn()
        let png = app.renderPNG()
        #expect(png.count > 1000)
        try png.write(to: URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("openuikit-navigation.png"))
    }

    @Test("The transition coordinator: alongside animations with the push, completions after it, cancelled pops say so")
    func transitionCoordinator() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let a = CoordinatedController("A", recorder: recorder)
        a.recordsLayout = false
        let navigation = makeNavigation(app, root: a)
        #expect(navigation.transitionCoordinator == nil)
        recorder.take()
        let b = CoordinatedController("B", recorder: recorder)
        b.recordsLayout = false
        navigation.pushViewController(b, animated: true)
        #expect(b.transitionCoordinator != nil && b.transitionCoordinator === navigation.transitionCoordinator)
        app.advance(by: 0.4)
        #expect(
            recorder.take() == [
                .viewController("B", .willMove(toParent: "Nav")), .viewController("B", .loadView),
                .viewController("B", .viewDidLoad), .viewController("A", .viewWillDisappear(true)),
                .viewController("B", .viewWillAppear(true)),
                .call("B", "alongside", arguments: ["animated: true", "duration: 0.35"]),
                .viewController("B", .viewIsAppearing(true)), .viewController("A", .viewDidDisappear(true)),
                .viewController("B", .viewDidAppear(true)), .call("B", "coordinatorCompletion", arguments: ["cancelled: false"]),
                .viewController("B", .didMove(toParent: "Nav")),
            ])
        #expect(navigation.transitionCoordinator == nil)
        // An interactive pop let go early: the completion says it was cancelled.
        app.drag(from: CGPoint(x: 4, y: 200), to: CGPoint(x: 60, y: 200), steps: 10, duration: 1.0)
        app.advance(by: 0.5)
        #expect(recorder.events.contains(.call("A", "coordinatorCompletion", arguments: ["cancelled: true"])))
        #expect(
            !recorder.events.contains {
                if case .call("A", "alongside", _, _) = $0 { return true }
                return false
            })
        #expect(navigation.topViewController === b)
    }
}
