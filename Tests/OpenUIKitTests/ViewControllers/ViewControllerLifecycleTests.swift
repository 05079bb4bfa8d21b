import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records the coordinator's alongside animation and completion around a size change.
@MainActor
private final class ResizingController: RecordingViewController {
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let recorder = self.recorder
        let name = self.name
        coordinator.animate(
            alongsideTransition: { [weak self] context in
                let width = Int(self?.view.bounds.width ?? -1)
                recorder.record(.call(name, "alongside", arguments: ["animated: \(context.isAnimated)", "width: \(width)"]))
            },
            completion: { _ in recorder.record(.call(name, "transitionCompletion")) })
    }
}

/// A container that forwards appearance to its child itself.
@MainActor
private final class ManualContainer: RecordingViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

@MainActor @Suite struct ViewControllerLifecycleTests {
    @Test("Root install: load, will appear, is appearing, layout, did appear — in UIKit's order")
    func rootInstall() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let root = RecordingViewController("A", recorder: recorder)
        let window = app.makeWindow(rootViewController: root)
        #expect(
            recorder.take() == lifecycle("A", .loadView, .viewDidLoad) + appearing("A") + lifecycle("A", .viewDidAppear(false)))
        #expect(root.view.frame == window.bounds)
        // Hiding and showing the window is a disappearance and an appearance.
        window.isHidden = true
        #expect(recorder.take() == lifecycle("A", .viewWillDisappear(false), .viewDidDisappear(false)))
        window.isHidden = false
        #expect(recorder.take() == lifecycle("A", .viewWillAppear(false)))
        app.runTurn()
        #expect(
            recorder.take()
                == lifecycle("A", .viewIsAppearing(false), .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewDidAppear(false))
        )
        // Replacing the root: the old one leaves at once, the new one appears after its layout.
        let other = RecordingViewController("B", recorder: recorder)
        window.rootViewController = other
        #expect(
            recorder.take() == [
                .viewController("A", .viewWillDisappear(false)), .viewController("A", .viewDidDisappear(false)),
                .viewController("B", .loadView), .viewController("B", .viewDidLoad), .viewController("B", .viewWillAppear(false)),
            ])
        app.runTurn()
        #expect(
            recorder.take()
                == lifecycle("B", .viewIsAppearing(false), .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewDidAppear(false))
        )
    }

    @Test("Containment: add and remove a child with automatic appearance forwarding")
    func containment() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let parent = RecordingViewController("P", recorder: recorder)
        app.makeWindow(rootViewController: parent)
        recorder.take()
        let child = RecordingViewController("C", recorder: recorder)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && parent.children.first === child && child.parent === parent)
        #expect(
            recorder.take()
                == lifecycle(
                    "C", .willMove(toParent: "P"), .loadView, .viewDidLoad, .viewWillAppear(false), .didMove(toParent: "P")))
        app.runTurn()
        #expect(
            recorder.take() == lifecycle("P", .viewWillLayoutSubviews, .viewDidLayoutSubviews) + appearing("C").dropFirst()
                + lifecycle("C", .viewDidAppear(false)))

        // The parent's own appearance is forwarded to the child, parent first.
        app.window!.isHidden = true
        #expect(
            recorder.take() == [
                .viewController("P", .viewWillDisappear(false)), .viewController("C", .viewWillDisappear(false)),
                .viewController("P", .viewDidDisappear(false)), .viewController("C", .viewDidDisappear(false)),
            ])
        app.window!.isHidden = false
        app.runTurn()
        #expect(
            recorder.take() == [
                .viewController("P", .viewWillAppear(false)), .viewController("C", .viewWillAppear(false)),
                .viewController("P", .viewIsAppearing(false)), .viewController("P", .viewWillLayoutSubviews),
                .viewController("P", .viewDidLayoutSubviews), .viewController("C", .viewIsAppearing(false)),
                .viewController("C", .viewWillLayoutSubviews), .viewController("C", .viewDidLayoutSubviews),
                .viewController("P", .viewDidAppear(false)), .viewController("C", .viewDidAppear(false)),
            ])

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(
            recorder.take()
                == lifecycle(
                    "C", .willMove(toParent: nil), .viewWillDisappear(false), .viewDidDisappear(false), .didMove(toParent: nil)))
        app.runTurn()
        #expect(recorder.take() == lifecycle("P", .viewWillLayoutSubviews, .viewDidLayoutSubviews))
    }

    @Test("A container that does not forward automatically calls begin/end appearance itself")
    func manualForwarding() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let parent = ManualContainer("P", recorder: recorder)
        parent.recordsLayout = false
        app.makeWindow(rootViewController: parent)
        recorder.take()
        let child = RecordingViewController("C", recorder: recorder)
        child.recordsLayout = false
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        app.runTurn()
        #expect(recorder.take() == lifecycle("C", .willMove(toParent: "P"), .loadView, .viewDidLoad, .didMove(toParent: "P")))
        child.beginAppearanceTransition(true, animated: true)
        #expect(recorder.take() == lifecycle("C", .viewWillAppear(true)))
        child.endAppearanceTransition()
        #expect(recorder.take() == lifecycle("C", .viewIsAppearing(true), .viewDidAppear(true)))
        // Unbalanced: appearing again is logged and ignored.
        child.beginAppearanceTransition(true, animated: false)
        #expect(recorder.take() == [])
        #expect(app.log.messages.last == "Unbalanced calls to begin/end appearance transitions for C")
        app.window!.isHidden = true
        #expect(recorder.take() == lifecycle("P", .viewWillDisappear(false), .viewDidDisappear(false)))
    }

    @Test("A window resize: viewWillTransition to the new size, alongside, layout, completion")
    func windowResize() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let root = ResizingController("A", recorder: recorder)
        let window = app.makeWindow(rootViewController: root)
        let child = RecordingViewController("C", recorder: recorder)
        child.recordsLayout = false
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        app.runTurn()
        recorder.take()
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        #expect(
            recorder.take() == [
                .viewController("A", .viewWillTransition(to: CGSize(width: 480, height: 320))),
                .viewController("C", .viewWillTransition(to: CGSize(width: 480, height: 320))),
                .call("A", "alongside", arguments: ["animated: false", "width: 480"]),
            ])
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
        app.runTurn()
        #expect(
            recorder.take() == [
                .viewController("A", .viewWillLayoutSubviews), .viewController("A", .viewDidLayoutSubviews),
                .call("A", "transitionCompletion"),
            ])
        // The same size again is no transition.
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        app.runTurn()
        #expect(recorder.take() == [])
    }

    @Test("updateViewConstraints runs in the constraints pass, before layout")
    func updateViewConstraints() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let root = RecordingViewController("A", recorder: recorder)
        app.makeWindow(rootViewController: root)
        recorder.take()
        root.view.setNeedsUpdateConstraints()
        root.view.setNeedsLayout()
        app.runTurn()
        #expect(recorder.take() == lifecycle("A", .updateViewConstraints, .viewWillLayoutSubviews, .viewDidLayoutSubviews))
    }

    @Test("Safe area: window insets, additional insets, the navigation bar, the guide and callbacks")
    func safeArea() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let content = RecordingViewController("A", recorder: recorder)
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
        recorder.take()

        window.simulateSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        app.runTurn()
        #expect(navigation.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
        #expect(pinned.frame == CGRect(x: 0, y: 64, width: 50, height: 50))
        #expect(recorder.take() == lifecycle("A", .viewSafeAreaInsetsDidChange))

        content.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        app.runTurn()
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 10, bottom: 34, right: 0))
        #expect(pinned.frame == CGRect(x: 10, y: 64, width: 50, height: 50))
        #expect(recorder.take() == lifecycle("A", .viewSafeAreaInsetsDidChange))
        // A subview only gets the part of the safe area it overlaps.
        #expect(pinned.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        // Without the bar, the content's safe area starts at the window's.
        navigation.isNavigationBarHidden = true
        app.runTurn()
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 10, bottom: 34, right: 0))
    }
}
