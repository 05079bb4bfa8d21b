import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The soak's recognizersReset finding in UIPanGestureRecognizer: when one finger lifts and
/// the other is cancelled in the same event, the pan is told in two calls (touchesEnded, then
/// touchesCancelled), and each call counted the other finger as still down, so the pan stayed
/// `.changed` with no finger down and carried on into the next drag.
@MainActor @Suite struct PanMixedLiftTests {
    @Test("recognizersReset: a pan whose last two fingers lift and cancel in one event ends and resets")
    func liftAndCancelTogetherEndThePan() {
        let app = HeadlessApp()
        let window = app.makeWindow(rootViewController: UIViewController())
        let view = UIView(frame: window.bounds)
        window.rootViewController!.view.addSubview(view)
        let pan = UIPanGestureRecognizer()
        let recorder = EventRecorder()
        recorder.recordActions(of: pan, as: "pan")
        view.addGestureRecognizer(pan)
        app.touches([(1, .down, CGPoint(x: 100, y: 100)), (2, .down, CGPoint(x: 200, y: 100))])
        app.advance(by: 1.0 / 64)
        app.touches([(1, .move, CGPoint(x: 100, y: 140)), (2, .move, CGPoint(x: 200, y: 140))])
        app.advance(by: 1.0 / 64)
        app.touches([(1, .move, CGPoint(x: 100, y: 160)), (2, .move, CGPoint(x: 200, y: 160))])
        #expect(recorder.take() == [.gestureAction("pan", state: .began), .gestureAction("pan", state: .changed)])
        app.touches([(1, .up, CGPoint(x: 100, y: 160)), (2, .cancel, CGPoint(x: 200, y: 160))])
        app.advance(by: 1)
        #expect(recorder.take() == [.gestureAction("pan", state: .ended)])
        #expect(pan.state == .possible)
        #expect(app.application.dispatcher.activeTouchCount == 0)
        // The next drag pans from began again.
        app.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 400), steps: 4)
        #expect(recorder.take() == [.began, .changed, .changed, .changed, .ended].map { RecordedEvent.gestureAction("pan", state: $0) })
    }
}
