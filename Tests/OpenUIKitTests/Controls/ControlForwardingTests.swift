import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Regressions the soak found in UIControl's touch forwarding (UIControl.swift): a control
/// passes a touch's later phases up the responder chain exactly when it passed its began up.
/// Each test names the soak invariant that caught it; the scene's instrumented views report
/// every call they get.
@MainActor @Suite struct ControlForwardingTests {
    private func control(_ scene: SoakScene, _ identifier: String) throws -> UIControl {
        try #require(scene.controls.first { $0.accessibilityIdentifier == identifier })
    }

    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test("noPhaseWithoutBegan: a second finger on a busy multi-touch control never reaches its superview")
    func extraFingerStaysInControl() throws {
        let scene = SoakScene()
        let app = scene.app
        let wide = try control(scene, "wideControl")
        #expect(wide.isMultipleTouchEnabled)
        let point = center(of: wide)
        app.touchDown(1, at: point)
        app.touchDown(2, at: CGPoint(x: point.x + 40, y: point.y))
        #expect(wide.isTracking)
        app.touchMove(2, to: CGPoint(x: point.x + 50, y: point.y))
        app.touchUp(2)
        // Before the fix the panel and the root got touchesMoved and touchesEnded for finger 2,
        // whose began the control had kept.
        #expect(scene.brokenInvariants(quiescent: false).map(\.detail) == [])
        app.touchUp(1)
        app.advance(by: SoakEngine.settleDuration)
        #expect(scene.brokenInvariants(quiescent: true).map(\.detail) == [])
    }

    @Test("touchEndsOnce: the cancellation of a touch a slider passed up (off its thumb) reaches the views that saw its began")
    func forwardedTouchCancellationFollowsBegan() throws {
        let scene = SoakScene()
        let app = scene.app
        let slider = try control(scene, "sliderA")
        // The thumb sits at the left end (value 0): a touch at the right end is refused by
        // beginTracking, so its began goes up to the scroll view and the root.
        let point = slider.convert(CGPoint(x: slider.bounds.maxX - 5, y: slider.bounds.midY), to: nil)
        app.touchDown(1, at: point)
        app.advance(by: 0.25)  // past the scroll view's content-touch delay
        #expect(!slider.isTracking)
        app.touchCancel(1)
        app.advance(by: SoakEngine.settleDuration)
        // Before the fix the cancellation stopped at the slider: the scroll view and the root
        // had touchesBegan and never an end.
        #expect(scene.brokenInvariants(quiescent: true).map(\.detail) == [])
        #expect(scene.ledger.callCount == 6)  // began and cancelled for the slider, the scroll view and the root
    }

    @Test("A tracked touch still stays in the control: its superview sees nothing of a tap on a button")
    func trackedTouchIsNotForwarded() throws {
        let scene = SoakScene()
        let app = scene.app
        let button = try control(scene, "buttonC")
        var upInside = 0
        button.addAction(UIAction { _ in upInside += 1 }, for: .touchUpInside)
        app.tap(at: center(of: button))
        app.advance(by: 1)
        #expect(upInside == 1)
        #expect(scene.ledger.callCount == 2)  // the button's began and ended only
        #expect(scene.brokenInvariants(quiescent: true).map(\.detail) == [])
    }
}
