import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Found while chasing the fuzz harness's memory growth: an application dropped mid-touch must
/// not be kept alive by its controls' touch bookkeeping (`UIControl.forwardedTouches`).
@MainActor @Suite struct SoakSceneLifetimeTests {
    @Test("A window whose slider passed a touch up is freed with its application while the finger is down")
    func forwardedTouchDoesNotKeepTheWindow() {
        weak var freedWindow: UIWindow?
        weak var freedSlider: UISlider?
        do {
            let app = HeadlessApp()
            let window = app.makeWindow(rootViewController: UIViewController())
            let slider = UISlider(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
            window.addSubview(slider)
            // Off the thumb (value 0, at the left end): the slider passes the touch up.
            app.touchDown(1, at: CGPoint(x: 290, y: 120))
            #expect(slider.forwardedTouches.count == 1)
            freedWindow = window
            freedSlider = slider
        }
        #expect(freedWindow == nil)
        #expect(freedSlider == nil)
    }

    @Test("A window whose view has recognizers tracking a finger is freed with its application while the finger is down")
    func trackingRecognizersDoNotKeepTheWindow() {
        weak var freedWindow: UIWindow?
        weak var freedView: UIView?
        weak var freedPan: UIPanGestureRecognizer?
        do {
            let app = HeadlessApp()
            let window = app.makeWindow(rootViewController: UIViewController())
            let view = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
            let pan = UIPanGestureRecognizer()
            view.addGestureRecognizer(pan)
            view.addGestureRecognizer(UILongPressGestureRecognizer())
            window.addSubview(view)
            app.touchDown(1, at: CGPoint(x: 100, y: 200))
            app.touchMove(1, to: CGPoint(x: 160, y: 260))
            #expect(pan.state == .began)
            #expect(pan.numberOfTouches == 1)
            freedWindow = window
            freedView = view
            freedPan = pan
        }
        #expect(freedWindow == nil)
        #expect(freedView == nil)
        #expect(freedPan == nil)
    }
}
