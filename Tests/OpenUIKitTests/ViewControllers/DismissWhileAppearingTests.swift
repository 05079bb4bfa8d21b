import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A presentation dismissed without animation while its own animated presentation is still
/// running (the app soak's monkey presenting a screen and switching apps at the next step):
/// the presentation's container leaves the window and the presented controllers are freed.
@MainActor
@Suite("Dismissal while appearing")
struct DismissWhileAppearingTests {
    private func makeApp() -> (HeadlessApp, UIWindow, UINavigationController) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = app.makeWindow(rootViewController: navigation)
        app.runUntilIdle()
        return (app, window, navigation)
    }

    @Test("A sheet dismissed at once while it appears leaves only the root's view in the window")
    func dismissedAtOnce() {
        let (app, window, navigation) = makeApp()
        weak var weakShown: UIViewController?
        do {
            let shown = UINavigationController(rootViewController: UIViewController())
            navigation.present(shown, animated: true)
            weakShown = shown
        }
        navigation.dismiss(animated: false)
        app.runUntilIdle()
        app.advance(by: 2)
        app.runUntilIdle()
        #expect(navigation.presentedViewController == nil)
        #expect(window.subviews.count == 1 && window.subviews.first === navigation.view)
        #expect(weakShown == nil)
    }

    @Test("Replacing the root after such a dismissal leaves only the new root's view in the window")
    func rootReplacedAfterwards() {
        let (app, window, navigation) = makeApp()
        weak var weakShown: UIViewController?
        weak var weakTextView: UITextView?
        do {
            let content = UIViewController()
            let textView = UITextView(frame: CGRect(x: 20, y: 120, width: 300, height: 200))
            content.view.addSubview(textView)
            let shown = UINavigationController(rootViewController: content)
            navigation.present(shown, animated: true)
            weakShown = shown
            weakTextView = textView
        }
        navigation.dismiss(animated: false)
        app.runUntilIdle()
        let replacement = UIViewController()
        window.rootViewController = replacement
        app.advance(by: 2)
        app.runUntilIdle()
        _ = app.renderFrame()
        #expect(window.subviews.count == 1 && window.subviews.first === replacement.view)
        #expect(weakShown == nil)
        #expect(weakTextView == nil)
    }

    @Test("A full-screen presentation dismissed at once while it appears gives the presenter's view back to the window")
    func fullScreenDismissedAtOnce() {
        let (app, window, navigation) = makeApp()
        let textView = UITextView(frame: CGRect(x: 20, y: 120, width: 300, height: 200))
        navigation.topViewController?.view.addSubview(textView)
        textView.becomeFirstResponder()
        app.type("call Bob")
        weak var weakShown: UIViewController?
        do {
            let shown = UINavigationController(rootViewController: UIViewController())
            shown.modalPresentationStyle = .fullScreen
            navigation.present(shown, animated: true)
            weakShown = shown
        }
        navigation.dismiss(animated: false)
        app.runUntilIdle()
        #expect(window.subviews.count == 1 && window.subviews.first === navigation.view)
        app.advance(by: 2)
        app.runUntilIdle()
        #expect(navigation.presentedViewController == nil)
        #expect(window.subviews.count == 1 && window.subviews.first === navigation.view)
        #expect(weakShown == nil)
    }

    @Test("Replacing the root after a full-screen presentation was dismissed while appearing leaves only the new root")
    func fullScreenRootReplaced() {
        let (app, window, navigation) = makeApp()
        weak var weakShown: UIViewController?
        do {
            let shown = UINavigationController(rootViewController: UIViewController())
            shown.modalPresentationStyle = .fullScreen
            navigation.present(shown, animated: true)
            weakShown = shown
        }
        navigation.dismiss(animated: false)
        app.runUntilIdle()
        let replacement = UIViewController()
        window.rootViewController = replacement
        app.advance(by: 2)
        app.runUntilIdle()
        _ = app.renderFrame()
        #expect(window.subviews.count == 1 && window.subviews.first === replacement.view)
        #expect(weakShown == nil)
    }

    /// What the soak's monkey does when it switches apps: dismiss what the root presents,
    /// without animation, let the app run, then replace the root.
    private func switchRoot(of window: UIWindow, in app: HeadlessApp) -> UIViewController {
        if window.rootViewController?.presentedViewController != nil {
            window.rootViewController?.dismiss(animated: false)
        }
        app.runUntilIdle()
        let replacement = UIViewController()
        window.rootViewController = replacement
        app.advance(by: 2)
        app.runUntilIdle()
        return replacement
    }

    @Test("A presentation without animation dismissed before it ended leaves no container when the root is replaced")
    func unanimatedPresentationThenSwitch() {
        let (app, window, navigation) = makeApp()
        navigation.pushViewController(UIViewController(), animated: true)
        app.advance(by: 0.1)
        let shown = UINavigationController(rootViewController: UIViewController())
        shown.modalPresentationStyle = .fullScreen
        navigation.present(shown, animated: false)
        let replacement = switchRoot(of: window, in: app)
        #expect(window.subviews.count == 1 && window.subviews.first === replacement.view)
    }

    @Test("A sheet dismissed a frame into its animation leaves no container when the root is replaced")
    func animatedSheetThenSwitch() {
        let (app, window, navigation) = makeApp()
        navigation.present(UINavigationController(rootViewController: UIViewController()), animated: true)
        app.advance(by: 0.016)
        let replacement = switchRoot(of: window, in: app)
        #expect(window.subviews.count == 1 && window.subviews.first === replacement.view)
    }

    @Test("A sheet under a full-screen presentation still appearing leaves no container when the root is replaced")
    func nestedUnderSheetThenSwitch() {
        let (app, window, navigation) = makeApp()
        let sheet = UINavigationController(rootViewController: UIViewController())
        navigation.present(sheet, animated: true)
        app.advance(by: 1)
        sheet.pushViewController(UIViewController(), animated: false)
        app.advance(by: 0.2)
        let cover = UINavigationController(rootViewController: UIViewController())
        cover.modalPresentationStyle = .fullScreen
        sheet.present(cover, animated: true)
        let replacement = switchRoot(of: window, in: app)
        #expect(window.subviews.count == 1 && window.subviews.first === replacement.view)
    }
}
