import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records the coordinator's alongside animation and completion around a size change.
@MainActor
private final class ResizingController: LifecycleController {
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let log = self.log
        let name = self.name
        coordinator.animate(
            alongsideTransition: { [weak self] context in
                let width = Int(self?.view.bounds.width ?? -1)
                log.add("\(name).alongside(animated: \(context.isAnimated), width: \(width))")
            },
            completion: { _ in log.add("\(name).transitionCompletion") })
    }
}

/// A container that forwards appearance to its child itself.
@MainActor
private final class ManualContainer: LifecycleController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

@MainActor @Suite struct ViewControllerLifecycleTests {
    @Test("Root install: load, will appear, is appearing, layout, did appear — in UIKit's order")
    func rootInstall() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let log = LifecycleLog()
        let root = LifecycleController("A", log)
        let window = app.makeWindow(rootViewController: root)
        #expect(log.take() == ["A.loadView", "A.viewDidLoad"] + appearing("A") + ["A.viewDidAppear(false)"])
        #expect(root.view.frame == window.bounds)
        // Hiding and showing the window is a disappearance and an appearance.
        window.isHidden = true
        #expect(log.take() == ["A.viewWillDisappear(false)", "A.viewDidDisappear(false)"])
        window.isHidden = false
        #expect(log.take() == ["A.viewWillAppear(false)"])
        app.runTurn()
        #expect(log.take() == ["A.viewIsAppearing(false)", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear(false)"])
        // Replacing the root: the old one leaves at once, the new one appears after its layout.
        let other = LifecycleController("B", log)
        window.rootViewController = other
        #expect(
            log.take() == [
                "A.viewWillDisappear(false)", "A.viewDidDisappear(false)", "B.loadView", "B.viewDidLoad",
                "B.viewWillAppear(false)",
            ])
        app.runTurn()
        #expect(
            log.take() == ["B.viewIsAppearing(false)", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "B.viewDidAppear(false)"])
    }

    @Test("Containment: add and remove a child with automatic appearance forwarding")
    func containment() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let log = LifecycleLog()
        let parent = LifecycleController("P", log)
        app.makeWindow(rootViewController: parent)
        log.take()
        let child = LifecycleController("C", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && parent.children.first === child && child.parent === parent)
        #expect(
            log.take() == [
                "C.willMove(toParent: P)", "C.loadView", "C.viewDidLoad", "C.viewWillAppear(false)", "C.didMove(toParent: P)",
            ])
        app.runTurn()
        #expect(
            log.take() == ["P.viewWillLayoutSubviews", "P.viewDidLayoutSubviews"] + appearing("C").dropFirst()
                + ["C.viewDidAppear(false)"])

        // The parent's own appearance is forwarded to the child, parent first.
        app.window!.isHidden = true
        #expect(
            log.take() == [
                "P.viewWillDisappear(false)", "C.viewWillDisappear(false)", "P.viewDidDisappear(false)",
                "C.viewDidDisappear(false)",
            ])
        app.window!.isHidden = false
        app.runTurn()
        #expect(
            log.take() == [
                "P.viewWillAppear(false)", "C.viewWillAppear(false)", "P.viewIsAppearing(false)", "P.viewWillLayoutSubviews",
                "P.viewDidLayoutSubviews", "C.viewIsAppearing(false)", "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews",
                "P.viewDidAppear(false)", "C.viewDidAppear(false)",
            ])

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(
            log.take() == [
                "C.willMove(toParent: nil)", "C.viewWillDisappear(false)", "C.viewDidDisappear(false)",
                "C.didMove(toParent: nil)",
            ])
        app.runTurn()
        #expect(log.take() == ["P.viewWillLayoutSubviews", "P.viewDidLayoutSubviews"])
    }

    @Test("A container that does not forward automatically calls begin/end appearance itself")
    func manualForwarding() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let log = LifecycleLog()
        let parent = ManualContainer("P", log)
        parent.recordsLayout = false
        app.makeWindow(rootViewController: parent)
        log.take()
        let child = LifecycleController("C", log)
        child.recordsLayout = false
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        app.runTurn()
        #expect(log.take() == ["C.willMove(toParent: P)", "C.loadView", "C.viewDidLoad", "C.didMove(toParent: P)"])
        child.beginAppearanceTransition(true, animated: true)
        #expect(log.take() == ["C.viewWillAppear(true)"])
        child.endAppearanceTransition()
        #expect(log.take() == ["C.viewIsAppearing(true)", "C.viewDidAppear(true)"])
        // Unbalanced: appearing again is logged and ignored.
        child.beginAppearanceTransition(true, animated: false)
        #expect(log.take() == [])
        #expect(app.log.messages.last == "Unbalanced calls to begin/end appearance transitions for C")
        app.window!.isHidden = true
        #expect(log.take() == ["P.viewWillDisappear(false)", "P.viewDidDisappear(false)"])
    }

    @Test("A window resize: viewWillTransition to the new size, alongside, layout, completion")
    func windowResize() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let log = LifecycleLog()
        let root = ResizingController("A", log)
        let window = app.makeWindow(rootViewController: root)
        let child = LifecycleController("C", log)
        child.recordsLayout = false
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        app.runTurn()
        log.take()
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        #expect(
            log.take() == [
                "A.viewWillTransition(to: 480x320)", "C.viewWillTransition(to: 480x320)",
                "A.alongside(animated: false, width: 480)",
            ])
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
        app.runTurn()
        #expect(log.take() == ["A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.transitionCompletion"])
        // The same size again is no transition.
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        app.runTurn()
        #expect(log.take() == [])
    }

    @Test("updateViewConstraints runs in the constraints pass, before layout")
    func updateViewConstraints() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let log = LifecycleLog()
        let root = LifecycleController("A", log)
        app.makeWindow(rootViewController: root)
        log.take()
        root.view.setNeedsUpdateConstraints()
        root.view.setNeedsLayout()
        app.runTurn()
        #expect(log.take() == ["A.updateViewConstraints", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
    }

    @Test("Safe area: window insets, additional insets, the navigation bar, the guide and callbacks")
    func safeArea() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let log = LifecycleLog()
        let content = LifecycleController("A", log)
        content.recordsLayout = false
        content.recordsSafeArea = true
        let navigation = UINavigationController(rootViewController: content)
        let window = app.makeWindow(rootViewController: navigation)
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        content.view.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.topAnchor),
            pinned.leadingAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 50), pinned.heightAnchor.constraint(equalToConstant: 50),
        ])
        app.runTurn()
        #expect(window.safeAreaInsets == .zero)
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(pinned.frame == CGRect(x: 0, y: 44, width: 50, height: 50))
        log.take()

        window.simulateSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        app.runTurn()
        #expect(navigation.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
        #expect(pinned.frame == CGRect(x: 0, y: 64, width: 50, height: 50))
        #expect(log.take() == ["A.viewSafeAreaInsetsDidChange"])

        content.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        app.runTurn()
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 10, bottom: 34, right: 0))
        #expect(pinned.frame == CGRect(x: 10, y: 64, width: 50, height: 50))
        #expect(log.take() == ["A.viewSafeAreaInsetsDidChange"])
        // A subview only gets the part of the safe area it overlaps.
        #expect(pinned.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        // Without the bar, the content's safe area starts at the window's.
        navigation.isNavigationBarHidden = true
        app.runTurn()
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 10, bottom: 34, right: 0))
    }
}
