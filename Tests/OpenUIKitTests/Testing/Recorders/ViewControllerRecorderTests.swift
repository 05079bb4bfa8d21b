import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A recording controller that builds its own root view, as most controllers do.
@MainActor
private final class OwnViewController: RecordingViewController {
    override func loadView() {
        super.loadView()
        let root = UIView()
        root.accessibilityIdentifier = "own root"
        view = root
    }
}

/// The test kit's view-controller recorder: what it records, how it prints, and its switches.
@MainActor @Suite struct ViewControllerRecorderTests {
    @Test("Installing a root controller records load, appearance and layout as values named after it")
    func rootInstall() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let root = RecordingViewController("home", recorder: recorder)
        #expect(root.name == "home" && root.accessibilityIdentifier == "home" && root.recorder === recorder)
        #expect(!root.isViewLoaded && recorder.events.isEmpty)
        let window = app.makeWindow(rootViewController: root)
        #expect(
            recorder.take() == [
                .viewController("home", .loadView), .viewController("home", .viewDidLoad),
                .viewController("home", .viewWillAppear(false)), .viewController("home", .viewIsAppearing(false)),
                .viewController("home", .viewWillLayoutSubviews), .viewController("home", .viewDidLayoutSubviews),
                .viewController("home", .viewDidAppear(false)),
            ])
        // super.loadView() made UIKit's default root view, sized to the window when shown.
        #expect(root.view.frame == window.bounds)
        // A size change and a constraints pass are recorded by default.
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        #expect(recorder.take() == [.viewController("home", .viewWillTransition(to: CGSize(width: 480, height: 320)))])
        root.view.setNeedsUpdateConstraints()
        app.runTurn()
        #expect(
            recorder.take() == [
                .viewController("home", .updateViewConstraints), .viewController("home", .viewWillLayoutSubviews),
                .viewController("home", .viewDidLayoutSubviews),
            ])
        #expect(recorder.events.allSatisfy { $0.subject == "home" })
    }

    @Test("Each call prints as a log line: name, callback, what it was told")
    func printedForm() {
        let cases: [(RecordedEvent.ViewControllerCall, String)] = [
            (.loadView, "A.loadView"), (.viewDidLoad, "A.viewDidLoad"),
            (.viewWillAppear(true), "A.viewWillAppear(true)"), (.viewIsAppearing(false), "A.viewIsAppearing(false)"),
            (.viewDidAppear(true), "A.viewDidAppear(true)"), (.viewWillDisappear(false), "A.viewWillDisappear(false)"),
            (.viewDidDisappear(true), "A.viewDidDisappear(true)"),
            (.viewWillLayoutSubviews, "A.viewWillLayoutSubviews"), (.viewDidLayoutSubviews, "A.viewDidLayoutSubviews"),
            (.updateViewConstraints, "A.updateViewConstraints"),
            (.viewSafeAreaInsetsDidChange, "A.viewSafeAreaInsetsDidChange"),
            (.viewWillTransition(to: CGSize(width: 480, height: 320)), "A.viewWillTransition(to: 480x320)"),
            (.viewWillTransition(to: CGSize(width: 320.5, height: 480)), "A.viewWillTransition(to: 320.5x480)"),
            (.willMove(toParent: "Nav"), "A.willMove(toParent: Nav)"), (.willMove(toParent: nil), "A.willMove(toParent: nil)"),
            (.didMove(toParent: "Tabs"), "A.didMove(toParent: Tabs)"), (.didMove(toParent: nil), "A.didMove(toParent: nil)"),
            (
                .traitCollectionDidChange(changed: ["HorizontalSizeClass", "UserInterfaceStyle"]),
                "A.traitCollectionDidChange(HorizontalSizeClass, UserInterfaceStyle)"
            ),
        ]
        for (call, line) in cases {
            #expect(RecordedEvent.viewController("A", call).description == line)
        }
        #expect(RecordedEvent.ViewControllerCall.viewDidLayoutSubviews.isLayout)
        #expect(!RecordedEvent.ViewControllerCall.viewIsAppearing(true).isLayout)

        // A recorder prints a real history one line per call.
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let root = RecordingViewController("A", recorder: recorder)
        root.recordsLayout = false
        app.makeWindow(rootViewController: root)
        #expect(
            recorder.description
                == "A.loadView\nA.viewDidLoad\nA.viewWillAppear(false)\nA.viewIsAppearing(false)\nA.viewDidAppear(false)")
    }

    @Test("Switches: layout on by default, safe area and trait changes off until asked for")
    func switches() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let root = RecordingViewController("A", recorder: recorder)
        #expect(root.recordsLayout && !root.recordsSafeArea && !root.recordsTraitChanges)
        let window = app.makeWindow(rootViewController: root)
        recorder.take()

        // Off by default: a safe-area change and a trait change leave no trace but layout.
        window.simulateSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        root.overrideUserInterfaceStyle = .dark
        app.runTurn()
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        #expect(recorder.events.allSatisfy { if case .viewController(_, let call) = $0 { call.isLayout } else { false } })
        #expect(!recorder.take().isEmpty)

        // Switched over: safe area and traits recorded, layout not.
        root.recordsLayout = false
        root.recordsSafeArea = true
        root.recordsTraitChanges = true
        window.simulateSafeAreaInsets(UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        app.runTurn()
        #expect(recorder.take() == [.viewController("A", .viewSafeAreaInsetsDidChange)])
        root.overrideUserInterfaceStyle = .light
        app.runTurn()
        #expect(recorder.take() == [.viewController("A", .traitCollectionDidChange(changed: ["UserInterfaceStyle"]))])
        root.view.setNeedsLayout()
        app.runTurn()
        #expect(recorder.take() == [])
    }

    @Test("Containment names the parent by its identifier, else its class; subclasses keep the recording")
    func containmentAndSubclass() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let parent = UIViewController()
        app.makeWindow(rootViewController: parent)
        let child = OwnViewController("child", recorder: recorder)
        child.recordsLayout = false
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.view.accessibilityIdentifier == "own root")
        #expect(
            recorder.take() == [
                .viewController("child", .willMove(toParent: "UIViewController")), .viewController("child", .loadView),
                .viewController("child", .viewDidLoad), .viewController("child", .viewWillAppear(false)),
                .viewController("child", .didMove(toParent: "UIViewController")),
            ])
        app.runTurn()
        #expect(recorder.take() == [.viewController("child", .viewIsAppearing(false)), .viewController("child", .viewDidAppear(false))])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            recorder.take() == [
                .viewController("child", .willMove(toParent: nil)), .viewController("child", .viewWillDisappear(false)),
                .viewController("child", .viewDidDisappear(false)), .viewController("child", .didMove(toParent: nil)),
            ])
        // A parent with an identifier is named by it.
        parent.accessibilityIdentifier = "shell"
        parent.addChild(child)
        #expect(recorder.take() == [.viewController("child", .willMove(toParent: "shell"))])
    }
}
