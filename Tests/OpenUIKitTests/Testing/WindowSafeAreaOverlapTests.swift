import OpenUIKit
import OpenUIKitTesting
import Testing

/// A window that does not cover the whole screen gets the part of the screen's unsafe edges it
/// overlaps, in its own coordinates, as every view gets the part of its superview's.
@MainActor @Suite("Safe area of a window smaller than the screen")
struct WindowSafeAreaOverlapTests {
    /// A visible window with `frame` on the standard phone (390 x 844, 47 above, 34 below).
    private func window(_ app: HeadlessApp, frame: CGRect) -> (UIWindow, UIViewController) {
        let controller = UIViewController()
        let window = UIWindow(frame: frame)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        app.runUntilIdle()
        return (window, controller)
    }

    @Test("A top half window keeps the status bar's 47 points and none of the home indicator's")
    func topHalf() {
        let app = HeadlessApp()
        let (window, controller) = window(app, frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(controller.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 353))
    }

    @Test("A window 20 points down and 20 short of the bottom keeps 27 above and 14 below")
    func partlyOverlapping() {
        let app = HeadlessApp()
        let (window, controller) = window(app, frame: CGRect(x: 0, y: 20, width: 390, height: 804))
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 14, right: 0))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 14, right: 0))
    }

    @Test("A window in the middle of the screen overlaps no unsafe edge: no insets")
    func middle() {
        let app = HeadlessApp()
        let (window, _) = window(app, frame: CGRect(x: 20, y: 200, width: 350, height: 400))
        #expect(window.safeAreaInsets == .zero)
    }

    @Test("Moving the window lays its content out again with the insets of its new place")
    func moved() {
        let app = HeadlessApp()
        let (window, controller) = window(app, frame: CGRect(x: 0, y: 200, width: 390, height: 400))
        #expect(controller.view.safeAreaInsets == .zero)
        window.frame = CGRect(x: 0, y: 444, width: 390, height: 400)
        app.runUntilIdle()
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test("Sideways, a window over the left half keeps the left 47 and the bottom 21")
    func landscapeLeftHalf() {
        let app = HeadlessApp()
        app.resizeScreen(to: CGSize(width: 844, height: 390))
        let (window, _) = window(app, frame: CGRect(x: 0, y: 0, width: 422, height: 390))
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 0))
    }
}
