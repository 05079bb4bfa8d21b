import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct PresentationTests {
    @Test("Full-screen presentation, animated: the presenter disappears when the slide ends")
    func presentFullScreenAnimated() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let root = RecordingViewController("A", recorder: recorder)
        let window = app.makeWindow(rootViewController: root)
        recorder.take()
        let sheet = RecordingViewController("B", recorder: recorder)
        sheet.modalPresentationStyle = .fullScreen
        root.present(sheet, animated: true) { recorder.record(.action("completion")) }
        #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
        #expect(sheet.isBeingPresented)
        #expect(
            recorder.take() == [
                .viewController("B", .loadView), .viewController("B", .viewDidLoad),
                .viewController("A", .viewWillDisappear(true)), .viewController("B", .viewWillAppear(true)),
            ])
        app.runTurn()
        #expect(recorder.take() == lifecycle("B", .viewIsAppearing(true), .viewWillLayoutSubviews, .viewDidLayoutSubviews))
        app.advance(by: 0.25)
        // Halfway, the presented view is on its way up from the bottom edge.
        let y = sheet.view.layer.presentation()?.frame.minY ?? -1
        #expect(y > 0 && y < 480)
        #expect(recorder.take() == [])
        app.advance(by: 0.3)
        #expect(
            recorder.take() == [
                .viewController("A", .viewDidDisappear(true)), .viewController("B", .viewDidAppear(true)), .action("completion"),
            ])
        #expect(!sheet.isBeingPresented)
        #expect(sheet.view.frame == window.bounds && root.view.superview == nil)

        // Dismissed without animation: the presenter comes back under it and appears after layout.
        sheet.dismiss(animated: false) { recorder.record(.action("completion")) }
        #expect(sheet.isBeingDismissed)
        #expect(
            recorder.take() == [.viewController("B", .viewWillDisappear(false)), .viewController("A", .viewWillAppear(false))])
        app.runTurn()
        #expect(
            recorder.take() == [
                .viewController("A", .viewIsAppearing(false)), .viewController("A", .viewWillLayoutSubviews),
                .viewController("A", .viewDidLayoutSubviews), .viewController("B", .viewDidDisappear(false)),
                .viewController("A", .viewDidAppear(false)), .action("completion"),
            ])
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(sheet.view.superview == nil && root.view.superview === window)
    }

    @Test("Page sheet (the automatic style): framed below the top, the presenter stays")
    func pageSheet() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let root = RecordingViewController("A", recorder: recorder)
        let window = app.makeWindow(rootViewController: root)
        recorder.take()
        let sheet = RecordingViewController("B", recorder: recorder)
        sheet.recordsLayout = false
        #expect(sheet.modalPresentationStyle == .automatic)
        root.present(sheet, animated: false) { recorder.record(.action("completion")) }
        app.runTurn()
        #expect(
            recorder.take() == [
                .viewController("B", .loadView), .viewController("B", .viewDidLoad), .viewController("B", .viewWillAppear(false)),
                .viewController("B", .viewIsAppearing(false)), .viewController("B", .viewDidAppear(false)), .action("completion"),
            ])
        #expect(sheet.view.frame == CGRect(x: 0, y: 10, width: 320, height: 470))
        #expect(root.view.superview === window)

        // A second presentation while one is showing is refused with UIKit's message.
        let third = RecordingViewController("C", recorder: recorder)
        root.present(third, animated: false)
        #expect(app.log.messages.last == "Attempt to present C on A which is already presenting B")

        // Dismissed by the presenter, animated: it slides down, then goes.
        root.dismiss(animated: true) { recorder.record(.action("completion")) }
        #expect(recorder.take() == lifecycle("B", .viewWillDisappear(true)))
        app.advance(by: 0.6)
        #expect(recorder.take() == [.viewController("B", .viewDidDisappear(true)), .action("completion")])
        #expect(sheet.view.superview == nil && root.presentedViewController == nil)
    }

    @Test("Over full screen keeps the presenter's view; form sheets centre in wide windows")
    func overFullScreenAndFormSheet() {
        let app = HeadlessApp(screenSize: CGSize(width: 1024, height: 768))
        let recorder = EventRecorder()
        let root = RecordingViewController("A", recorder: recorder)
        root.recordsLayout = false
        let window = app.makeWindow(rootViewController: root)
        let over = RecordingViewController("B", recorder: recorder)
        over.recordsLayout = false
        over.modalPresentationStyle = .overFullScreen
        root.present(over, animated: false)
        app.runTurn()
        #expect(root.view.superview === window && over.view.frame == window.bounds)
        over.dismiss(animated: false)
        app.runTurn()
        let form = RecordingViewController("C", recorder: recorder)
        form.modalPresentationStyle = .formSheet
        root.present(form, animated: false)
        app.runTurn()
        #expect(form.view.frame == CGRect(x: 242, y: 74, width: 540, height: 620))
        #expect(!recorder.events.contains(.viewController("A", .viewWillDisappear(false))))
    }

    @Test("Presenting from a navigation child presents from the navigation controller, and the child disappears with it")
    func presentFromChild() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let recorder = EventRecorder()
        let a = RecordingViewController("A", recorder: recorder)
        a.recordsLayout = false
        let navigation = UINavigationController(rootViewController: a)
        app.makeWindow(rootViewController: navigation)
        recorder.take()
        let b = RecordingViewController("B", recorder: recorder)
        b.recordsLayout = false
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        #expect(navigation.presentedViewController === b && a.presentedViewController === b)
        #expect(b.presentingViewController === navigation)
        app.runTurn()
        #expect(
            recorder.take() == [
                .viewController("B", .loadView), .viewController("B", .viewDidLoad),
                .viewController("A", .viewWillDisappear(false)), .viewController("B", .viewWillAppear(false)),
                .viewController("B", .viewIsAppearing(false)), .viewController("A", .viewDidDisappear(false)),
                .viewController("B", .viewDidAppear(false)),
            ])
        a.dismiss(animated: false)
        app.runTurn()
        #expect(
            recorder.take() == [
                .viewController("B", .viewWillDisappear(false)), .viewController("A", .viewWillAppear(false)),
                .viewController("A", .viewIsAppearing(false)), .viewController("B", .viewDidDisappear(false)),
                .viewController("A", .viewDidAppear(false)),
            ])
        #expect(navigation.presentedViewController == nil && navigation.view.window != nil)
    }
}
