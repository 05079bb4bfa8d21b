import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct PresentationTests {
    @Test("Full-screen presentation, animated: the presenter disappears when the slide ends")
    func presentFullScreenAnimated() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let log = LifecycleLog()
        let root = LifecycleController("A", log)
        let window = app.makeWindow(rootViewController: root)
        log.take()
        let sheet = LifecycleController("B", log)
        sheet.modalPresentationStyle = .fullScreen
        root.present(sheet, animated: true) { log.add("completion") }
        #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
        #expect(sheet.isBeingPresented)
        #expect(log.take() == ["B.loadView", "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
        app.runTurn()
        #expect(log.take() == ["B.viewIsAppearing(true)", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews"])
        app.advance(by: 0.25)
        // Halfway, the presented view is on its way up from the bottom edge.
        let y = sheet.view.layer.presentation()?.frame.minY ?? -1
        #expect(y > 0 && y < 480)
        #expect(log.take() == [])
        app.advance(by: 0.3)
        #expect(log.take() == ["A.viewDidDisappear(true)", "B.viewDidAppear(true)", "completion"])
        #expect(!sheet.isBeingPresented)
        #expect(sheet.view.frame == window.bounds && root.view.superview == nil)

        // Dismissed without animation: the presenter comes back under it and appears after layout.
        sheet.dismiss(animated: false) { log.add("completion") }
        #expect(sheet.isBeingDismissed)
        #expect(log.take() == ["B.viewWillDisappear(false)", "A.viewWillAppear(false)"])
        app.runTurn()
        #expect(
            log.take() == [
                "A.viewIsAppearing(false)", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
                "B.viewDidDisappear(false)", "A.viewDidAppear(false)", "completion",
            ])
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(sheet.view.superview == nil && root.view.superview === window)
    }

    @Test("Page sheet (the automatic style): framed below the top, the presenter stays")
    func pageSheet() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let log = LifecycleLog()
        let root = LifecycleController("A", log)
        let window = app.makeWindow(rootViewController: root)
        log.take()
        let sheet = LifecycleController("B", log)
        sheet.recordsLayout = false
        #expect(sheet.modalPresentationStyle == .automatic)
        root.present(sheet, animated: false) { log.add("completion") }
        app.runTurn()
        #expect(
            log.take() == [
                "B.loadView", "B.viewDidLoad", "B.viewWillAppear(false)", "B.viewIsAppearing(false)",
                "B.viewDidAppear(false)", "completion",
            ])
        #expect(sheet.view.frame == CGRect(x: 0, y: 10, width: 320, height: 470))
        #expect(root.view.superview === window)

        // A second presentation while one is showing is refused with UIKit's message.
        let third = LifecycleController("C", log)
        root.present(third, animated: false)
        #expect(app.log.messages.last == "Attempt to present C on A which is already presenting B")

        // Dismissed by the presenter, animated: it slides down, then goes.
        root.dismiss(animated: true) { log.add("completion") }
        #expect(log.take() == ["B.viewWillDisappear(true)"])
        app.advance(by: 0.6)
        #expect(log.take() == ["B.viewDidDisappear(true)", "completion"])
        #expect(sheet.view.superview == nil && root.presentedViewController == nil)
    }

    @Test("Over full screen keeps the presenter's view; form sheets centre in wide windows")
    func overFullScreenAndFormSheet() {
        let app = HeadlessApp(screenSize: CGSize(width: 1024, height: 768))
        let log = LifecycleLog()
        let root = LifecycleController("A", log)
        root.recordsLayout = false
        let window = app.makeWindow(rootViewController: root)
        let over = LifecycleController("B", log)
        over.recordsLayout = false
        over.modalPresentationStyle = .overFullScreen
        root.present(over, animated: false)
        app.runTurn()
        #expect(root.view.superview === window && over.view.frame == window.bounds)
        over.dismiss(animated: false)
        app.runTurn()
        let form = LifecycleController("C", log)
        form.modalPresentationStyle = .formSheet
        root.present(form, animated: false)
        app.runTurn()
        #expect(form.view.frame == CGRect(x: 242, y: 74, width: 540, height: 620))
        #expect(!log.entries.contains("A.viewWillDisappear(false)"))
    }

    @Test("Presenting from a navigation child presents from the navigation controller, and the child disappears with it")
    func presentFromChild() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        let log = LifecycleLog()
        let a = LifecycleController("A", log)
        a.recordsLayout = false
        let navigation = UINavigationController(rootViewController: a)
        app.makeWindow(rootViewController: navigation)
        log.take()
        let b = LifecycleController("B", log)
        b.recordsLayout = false
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        #expect(navigation.presentedViewController === b && a.presentedViewController === b)
        #expect(b.presentingViewController === navigation)
        app.runTurn()
        #expect(
            log.take() == [
                "B.loadView", "B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                "B.viewIsAppearing(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
            ])
        a.dismiss(animated: false)
        app.runTurn()
        #expect(
            log.take() == [
                "B.viewWillDisappear(false)", "A.viewWillAppear(false)", "A.viewIsAppearing(false)",
                "B.viewDidDisappear(false)", "A.viewDidAppear(false)",
            ])
        #expect(navigation.presentedViewController == nil && navigation.view.window != nil)
    }
}
