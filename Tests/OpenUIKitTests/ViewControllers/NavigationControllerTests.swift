import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
private func makeNavigation(
    _ app: HeadlessApp, _ log: LifecycleLog, root: LifecycleController
) -> UINavigationController {
    let navigation = UINavigationController()
    navigation.accessibilityIdentifier = "Nav"
    navigation.viewControllers = [root]
    app.makeWindow(rootViewController: navigation)
    return navigation
}

/// Uses the transition coordinator from viewWillAppear, as UIKit code does.
@MainActor
private final class CoordinatedController: LifecycleController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let log = self.log
        let name = self.name
        let accepted = transitionCoordinator?.animate(
            alongsideTransition: { context in
                log.add("\(name).alongside(animated: \(context.isAnimated), duration: \(context.transitionDuration))")
            },
            completion: { context in log.add("\(name).coordinatorCompletion(cancelled: \(context.isCancelled))") })
        if accepted == nil { log.add("\(name).noCoordinator") }
    }
}

@MainActor @Suite struct NavigationControllerTests {
    @Test("Installing a navigation controller: the root child appears under the bar")
    func install() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let log = LifecycleLog()
        let a = LifecycleController("A", log)
        let navigation = makeNavigation(app, log, root: a)
        #expect(
            log.take() == [
                "A.willMove(toParent: Nav)", "A.didMove(toParent: Nav)", "A.loadView", "A.viewDidLoad",
            ] + appearing("A") + ["A.viewDidAppear(false)"])
        #expect(navigation.topViewController === a && navigation.visibleViewController === a)
        #expect(a.navigationController === navigation)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(navigation.navigationBar.topItem === a.navigationItem)
    }

    @Test("Push and pop without animation: the whole call history, the delegate included")
    func pushPopUnanimated() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let log = LifecycleLog()
        let a = LifecycleController("A", log)
        let navigation = makeNavigation(app, log, root: a)
        let delegate = NavigationDelegateRecorder(log)
        navigation.delegate = delegate
        log.take()
        let b = LifecycleController("B", log)
        navigation.pushViewController(b, animated: false)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === b)
        #expect(b.isMovingToParent)
        #expect(
            log.take() == [
                "B.willMove(toParent: Nav)", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear(false)",
                "B.viewWillAppear(false)", "delegate.willShow(B, false)",
            ])
        app.runTurn()
        #expect(
            log.take() == appearing("B").dropFirst() + [
                "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "B.didMove(toParent: Nav)",
                "delegate.didShow(B, false)",
            ])
        #expect(!b.isMovingToParent && a.view.superview == nil && b.view.superview === navigation.view)

        #expect(navigation.popViewController(animated: false) === b)
        #expect(
            log.take() == [
                "B.willMove(toParent: nil)", "B.viewWillDisappear(false)", "A.viewWillAppear(false)",
                "delegate.willShow(A, false)",
            ])
        #expect(b.isMovingFromParent)
        app.runTurn()
        #expect(
            log.take() == appearing("A").dropFirst() + [
                "B.viewDidDisappear(false)", "A.viewDidAppear(false)", "B.didMove(toParent: nil)",
                "delegate.didShow(A, false)",
            ])
        #expect(navigation.viewControllers.count == 1 && b.parent == nil && !b.isMovingFromParent)
        // Popping the root does nothing.
        #expect(navigation.popViewController(animated: false) == nil)
        app.runTurn()
        #expect(log.take() == [])
    }

    @Test("Animated push and pop slide over 0.35 s on the app clock; callbacks say animated")
    func pushPopAnimated() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let log = LifecycleLog()
        let a = LifecycleController("A", log)
        let navigation = makeNavigation(app, log, root: a)
        log.take()
        let b = LifecycleController("B", log)
        navigation.pushViewController(b, animated: true)
        #expect(
            log.take() == [
                "B.willMove(toParent: Nav)", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear(true)",
                "B.viewWillAppear(true)",
            ])
        app.runTurn()
        #expect(log.take() == ["B.viewIsAppearing(true)", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews"])
        app.advance(by: 0.175)
        // Halfway: the incoming view comes from the right, the covered one shifts left.
        let incoming = b.view.layer.presentation()?.frame.minX ?? -1
        let covered = a.view.layer.presentation()?.frame.minX ?? 1
        #expect(incoming > 0 && incoming < 320)
        #expect(covered < 0 && covered > -96)
        #expect(log.take() == [])
        app.advance(by: 0.2)
        #expect(log.take() == ["A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(toParent: Nav)"])
        #expect(b.view.frame.minX == 0 && a.view.superview == nil)

        navigation.popViewController(animated: true)
        #expect(log.take() == ["B.willMove(toParent: nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)"])
        app.runTurn()
        #expect(log.take() == ["A.viewIsAppearing(true)", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
        app.advance(by: 0.2)
        #expect(log.take() == [])
        app.advance(by: 0.2)
        #expect(log.take() == ["B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(toParent: nil)"])
        #expect(b.view.superview == nil && a.view.frame.minX == 0)
    }

    @Test("popToRoot, popToViewController and setViewControllers")
    func stackOperations() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let log = LifecycleLog()
        let a = LifecycleController("A", log)
        let navigation = makeNavigation(app, log, root: a)
        let b = LifecycleController("B", log)
        let c = LifecycleController("C", log)
        let d = LifecycleController("D", log)
        for controller in [a, b, c, d] { controller.recordsLayout = false }
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        navigation.pushViewController(d, animated: false)
        app.runTurn()
        #expect(navigation.viewControllers.map { ($0 as! LifecycleController).name } == ["A", "B", "C", "D"])
        log.take()
        let popped = navigation.popToViewController(b, animated: false)
        #expect(popped?.map { ($0 as! LifecycleController).name } == ["C", "D"])
        app.runTurn()
        #expect(
            log.take() == [
                "D.willMove(toParent: nil)", "C.willMove(toParent: nil)", "D.viewWillDisappear(false)",
                "B.viewWillAppear(false)", "B.viewIsAppearing(false)", "D.viewDidDisappear(false)",
                "B.viewDidAppear(false)", "C.didMove(toParent: nil)", "D.didMove(toParent: nil)",
            ])
        navigation.pushViewController(c, animated: false)
        app.runTurn()
        log.take()
        #expect(navigation.popToRootViewController(animated: false)?.count == 2)
        app.runTurn()
        #expect(navigation.topViewController === a && log.entries.last == "C.didMove(toParent: nil)")
        log.take()
        navigation.setViewControllers([a, d], animated: false)
        app.runTurn()
        #expect(
            log.take() == [
                "D.willMove(toParent: Nav)", "A.viewWillDisappear(false)", "D.viewWillAppear(false)",
                "D.viewIsAppearing(false)", "A.viewDidDisappear(false)", "D.viewDidAppear(false)",
                "D.didMove(toParent: Nav)",
            ])
        #expect(navigation.navigationBar.items?.count == 2 && navigation.navigationBar.backItem === a.navigationItem)
    }

    @Test("The bar shows the title, a back button titled by the item below, and the back button pops")
    func barAndBackButton() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let log = LifecycleLog()
        let a = LifecycleController("Inbox", log)
        let navigation = makeNavigation(app, log, root: a)
        let b = LifecycleController("Message", log)
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
        let right = bar.subviews.compactMap { $0 as? UIButton }.first { $0.accessibilityIdentifier == "UINavigationBar.right" }
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
        log.take()
        if let back {
            app.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil))
        }
        #expect(log.entries.prefix(3) == ["Message.willMove(toParent: nil)", "Message.viewWillDisappear(true)", "Inbox.viewWillAppear(true)"])
        app.advance(by: 0.5)
        #expect(navigation.viewControllers.count == 1 && title?.text == "Inbox" && back?.isHidden == true)
    }

    @Test("Interactive pop: dragging from the left edge past half the width pops")
    func interactivePopCompleted() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let log = LifecycleLog()
        let a = LifecycleController("A", log)
        let navigation = makeNavigation(app, log, root: a)
        let b = LifecycleController("B", log)
        navigation.pushViewController(b, animated: false)
        app.runTurn()
        log.take()
        // A slow drag (about 250 pt/s) to 250 of 320: the distance decides.
        app.drag(from: CGPoint(x: 4, y: 200), to: CGPoint(x: 250, y: 200), steps: 20, duration: 1.0, lift: false)
        #expect(
            log.take() == [
                "B.willMove(toParent: nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                "A.viewIsAppearing(true)", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
            ])
        // The top view follows the finger; the one below is uncovered with parallax.
        let dragged = b.view.frame.minX
        #expect(dragged > 200 && dragged <= 246)
        #expect(a.view.frame.minX < 0)
        app.touchUp()
        app.advance(by: 0.5)
        #expect(log.take() == ["B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(toParent: nil)"])
        #expect(navigation.viewControllers.count == 1 && b.parent == nil && a.view.frame.minX == 0)
    }

    @Test("Interactive pop: a short slow drag cancels and the callbacks say so")
    func interactivePopCancelled() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let log = LifecycleLog()
        let a = LifecycleController("A", log)
        let navigation = makeNavigation(app, log, root: a)
        let b = LifecycleController("B", log)
        navigation.pushViewController(b, animated: false)
        app.runTurn()
        log.take()
        app.drag(from: CGPoint(x: 4, y: 200), to: CGPoint(x: 100, y: 200), steps: 20, duration: 1.0)
        app.advance(by: 0.5)
        #expect(
            log.take() == [
                "B.willMove(toParent: nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                "A.viewIsAppearing(true)", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
                "A.viewWillDisappear(true)", "A.viewDidDisappear(true)", "B.viewWillAppear(true)",
                "B.viewIsAppearing(true)", "B.viewDidAppear(true)", "B.didMove(toParent: Nav)",
            ])
        #expect(navigation.topViewController === b && b.parent === navigation && a.view.superview == nil)
        #expect(b.view.frame.minX == 0)
    }

    @Test("Interactive pop: a fast flick pops even when short")
    func interactivePopFlick() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let log = LifecycleLog()
        let a = LifecycleController("A", log)
        let navigation = makeNavigation(app, log, root: a)
        let b = LifecycleController("B", log)
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
        let log = LifecycleLog()
        let a = LifecycleController("Settings", log)
        let navigation = makeNavigation(app, log, root: a)
        let b = LifecycleController("Wi-Fi", log)
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
        let log = LifecycleLog()
        let a = CoordinatedController("A", log)
        a.recordsLayout = false
        let navigation = makeNavigation(app, log, root: a)
        #expect(navigation.transitionCoordinator == nil)
        log.take()
        let b = CoordinatedController("B", log)
        b.recordsLayout = false
        navigation.pushViewController(b, animated: true)
        #expect(b.transitionCoordinator != nil && b.transitionCoordinator === navigation.transitionCoordinator)
        app.advance(by: 0.4)
        #expect(
            log.take() == [
                "B.willMove(toParent: Nav)", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear(true)",
                "B.viewWillAppear(true)", "B.alongside(animated: true, duration: 0.35)", "B.viewIsAppearing(true)",
                "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.coordinatorCompletion(cancelled: false)",
                "B.didMove(toParent: Nav)",
            ])
        #expect(navigation.transitionCoordinator == nil)
        // An interactive pop let go early: the completion says it was cancelled.
        app.drag(from: CGPoint(x: 4, y: 200), to: CGPoint(x: 60, y: 200), steps: 10, duration: 1.0)
        app.advance(by: 0.5)
        #expect(log.entries.contains("A.coordinatorCompletion(cancelled: true)"))
        #expect(!log.entries.contains { $0.hasPrefix("A.alongside") })
        #expect(navigation.topViewController === b)
    }
}
