import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A window whose last outside reference is dropped while fingers are on it: its touches keep
/// it alive (UIKit's `UITouch.window` is a strong reference), so every view and control still
/// gets its touches' ends, and the window goes away once they are over.
@MainActor @Suite struct WindowLifetimeDuringTouchTests {
    @Test("Dropping the last reference to a window mid-touch: its views and its control still end their touches")
    func windowDroppedMidTouch() {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 400))
        app.application.makeCurrent()
        let ledger = RobustLedger()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ledger.watch(control, as: "control", .touchDown)
        ledger.watch(control, as: "control", .touchUpInside)
        ledger.watch(control, as: "control", .touchCancel)
        let view = HookedView("view", ledger, frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.makeKeyAndVisible()
            window.addSubview(control)
            window.addSubview(view)
            weakWindow = window
            app.touchDown(1, at: CGPoint(x: 50, y: 50))
            app.touchDown(2, at: CGPoint(x: 250, y: 250))
        }
        // Only the touches hold the window now.
        #expect(weakWindow != nil)
        app.touchMove(2, to: CGPoint(x: 260, y: 250))
        app.touchUp(1)
        app.touchUp(2)
        #expect(
            ledger.take() == [
                .controlEvent("control", .touchDown), .touchesBegan("view", at: [CGPoint(x: 50, y: 50)]),
                .touchesMoved("view", at: [CGPoint(x: 60, y: 50)]), .controlEvent("control", .touchUpInside),
                .touchesEnded("view", at: [CGPoint(x: 60, y: 50)]),
            ])
        #expect(!control.isTracking && !control.isHighlighted)
        #expect(app.application.dispatcher.activeTouchCount == 0)
        #expect(app.log.messages == [])
        // Once the touches are over, nothing keeps the window.
        #expect(weakWindow == nil)
        #expect(control.window == nil && view.superview == nil)
    }
}
