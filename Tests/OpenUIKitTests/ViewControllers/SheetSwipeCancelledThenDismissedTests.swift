import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A dismissal asked for while a sheet's swipe-down is settling back (the user let go too
/// early): the app soak's monkey dragged a sheet a little way down, then switched apps at the
/// next step — dismissed what the root presents without animation and replaced the root.
@MainActor
@Suite("Sheet swipe cancelled, then dismissed")
struct SheetSwipeCancelledThenDismissedTests {
    private func makeApp() -> (HeadlessApp, UIWindow, UINavigationController) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = app.makeWindow(rootViewController: navigation)
        app.runUntilIdle()
        return (app, window, navigation)
    }

    /// Presents a sheet (a navigation controller with a screen pushed on it), lets it arrive,
    /// then drags it down a short way and lets go slowly, so the swipe is cancelled and the
    /// sheet settles back (still animating when this returns).
    private func presentAndCancelSwipe(
        in app: HeadlessApp, window: UIWindow, from navigation: UINavigationController
    ) -> UINavigationController {
        let sheet = UINavigationController(rootViewController: UIViewController())
        navigation.present(sheet, animated: true)
        app.advance(by: 1)
        let detail = UIViewController()
        detail.view.addSubview(UITextView(frame: CGRect(x: 20, y: 120, width: 300, height: 200)))
        sheet.pushViewController(detail, animated: false)
        app.advance(by: 1)
        let top = sheet.view.convert(CGPoint(x: 200, y: 10), to: window)
        app.drag(from: top, to: CGPoint(x: top.x, y: top.y + 60), steps: 6, duration: 0.6)
        return sheet
    }

    @Test("A dismissal asked for while a cancelled swipe settles back takes the sheet away")
    func dismissWhileSettlingBack() {
        let (app, window, navigation) = makeApp()
        weak var weakSheet: UIViewController?
        do {
            let sheet = presentAndCancelSwipe(in: app, window: window, from: navigation)
            weakSheet = sheet
            #expect(sheet.isBeingDismissed)
        }
        var completed = false
        navigation.dismiss(animated: false) { completed = true }
        app.advance(by: 2)
        app.runUntilIdle()
        #expect(completed)
        #expect(navigation.presentedViewController == nil)
        #expect(window.subviews.count == 1 && window.subviews.first === navigation.view)
        #expect(weakSheet == nil)
    }

    @Test("Replacing the root right after that dismissal leaves only the new root's view in the window")
    func rootReplacedWhileSettlingBack() {
        let (app, window, navigation) = makeApp()
        weak var weakSheet: UIViewController?
        do {
            weakSheet = presentAndCancelSwipe(in: app, window: window, from: navigation)
        }
        navigation.dismiss(animated: false)
        app.runUntilIdle()
        let replacement = UIViewController()
        window.rootViewController = replacement
        app.advance(by: 2)
        app.runUntilIdle()
        _ = app.renderFrame()
        #expect(window.subviews.count == 1 && window.subviews.first === replacement.view)
        #expect(weakSheet == nil)
    }

    @Test("A swipe begun while the sheet is still arriving keeps its coordinator when the presentation ends; the dismissal asked for next is carried out")
    func swipeDuringPresentationThenSwitch() {
        let (app, window, navigation) = makeApp()
        weak var weakSheet: UIViewController?
        do {
            let sheet = UINavigationController(rootViewController: UIViewController())
            navigation.present(sheet, animated: true)
            app.advance(by: 0.1)
            let top = sheet.view.convert(CGPoint(x: 200, y: 10), to: window)
            app.touchDown(at: top)
            for step in 1...4 {
                app.advance(by: 0.03)
                app.touchMove(to: CGPoint(x: top.x, y: top.y + CGFloat(step) * 10))
            }
            // The swipe's dismissal began while the presentation still runs.
            #expect(sheet.isBeingPresented && sheet.isBeingDismissed)
            app.advance(by: 0.6)
            #expect(!sheet.isBeingPresented && sheet.isBeingDismissed)
            #expect(sheet.transitionCoordinator != nil)
            app.touchMove(to: CGPoint(x: top.x, y: top.y + 45))
            app.advance(by: 0.2)
            app.touchUp()
            weakSheet = sheet
        }
        navigation.dismiss(animated: false)
        app.runUntilIdle()
        let replacement = UIViewController()
        window.rootViewController = replacement
        app.advance(by: 2)
        app.runUntilIdle()
        #expect(window.subviews.count == 1 && window.subviews.first === replacement.view)
        #expect(weakSheet == nil)
    }
}
