import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Keeps the tap count of every touch that begins in it.
@MainActor
private final class TapCountProbe: UIView {
    var tapCounts: [Int] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        tapCounts += touches.map(\.tapCount)
    }
}

/// Time thresholds are compared in the clock's whole nanoseconds, so an interval exactly at a
/// threshold is on the threshold, whatever rounding the same subtraction in `Double` seconds
/// would do (1.35 − 1.0 is 0.35000000000000009 in `Double`, more than 0.35).
@MainActor @Suite struct ExactTimeThresholdTests {
    private func makeApp(startTime: TimeInterval) -> (HeadlessApp, UIView) {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 400), startTime: startTime)
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        return (app, controller.view)
    }

    @Test("A tap exactly tapCountMaximumInterval after the last one lifted is a repeat; a nanosecond later it is not")
    func tapCountAtTheInterval() {
        for (after, expected) in [(ClockDuration.milliseconds(350), 2), (.nanoseconds(350_000_001), 1)] {
            let (app, root) = makeApp(startTime: 1.0)
            let probe = TapCountProbe(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            root.addSubview(probe)
            // Down and up at 1.0 s, then down again `after` later.
            app.touchDown(at: CGPoint(x: 50, y: 50))
            app.touchUp()
            app.advance(by: after)
            app.touchDown(at: CGPoint(x: 50, y: 50))
            app.touchUp()
            #expect(ClockDuration(seconds: TouchConstants.tapCountMaximumInterval) == .milliseconds(350))
            #expect(probe.tapCounts == [1, expected], "second tap \(after) after the first")
        }
    }

    @Test("An input stamped exactly maximumTimestampLead ahead of the clock is accepted; a nanosecond more is dropped")
    func timestampLeadAtTheLimit() {
        // At 0.118 s, 0.118 + 1.0 in Double is below the literal 1.118.
        let (app, root) = makeApp(startTime: 0)
        let probe = TapCountProbe(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(probe)
        app.advance(by: 0.118)
        let location = CGPoint(x: 50, y: 50)
        app.send(.touch(TouchInput(fingerID: 2, phase: .down, location: location, timestamp: 1.118_000_001)))
        app.send(.touch(TouchInput(fingerID: 1, phase: .down, location: location, timestamp: 1.118)))
        #expect(
            app.log.messages == [
                "Input dropped: timestamp 1.118000001 is more than 1.0 s ahead of the application clock (0.118)"
            ])
        #expect(probe.tapCounts == [1])
        #expect(app.application.dispatcher.activeTouchCount == 1)
    }

    @Test("A timestamp earlier than the clock can count is dropped with a message, not a stop")
    func timestampBeforeTheClockRange() {
        let (app, root) = makeApp(startTime: 0)
        let probe = TapCountProbe(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(probe)
        app.send(.touch(TouchInput(fingerID: 1, phase: .down, location: CGPoint(x: 50, y: 50), timestamp: -1e300)))
        #expect(app.log.messages == ["Input dropped: timestamp -1e+300 is earlier than the application clock can count"])
        app.tap(at: CGPoint(x: 50, y: 50))
        #expect(probe.tapCounts == [1])
    }

    @Test("A pan's velocity is measured from the sample exactly one horizon (0.1 s) before the newest")
    func velocityAnchorAtTheHorizon() {
        let (app, root) = makeApp(startTime: 0)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(view)
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        // Samples: 0 pt at 0.15 s, 30 pt at 0.2 s, 40 pt at 0.3 s. 0.3 − 0.1 is
        // 0.19999999999999998 in Double, just before the 0.2 s sample; exactly, the 0.2 s
        // sample is the anchor: 10 pt in 0.1 s.
        app.advance(by: 0.15)
        app.touchDown(at: CGPoint(x: 100, y: 100))
        app.advance(by: 0.05)
        app.touchMove(to: CGPoint(x: 130, y: 100))
        #expect(pan.state == .began)
        app.advance(by: 0.1)
        app.touchMove(to: CGPoint(x: 140, y: 100))
        let velocity = pan.velocity(in: nil)
        #expect(abs(velocity.x - 100) < 1e-6 && velocity.y == 0, "velocity \(velocity)")
        app.touchUp()
    }

    @Test("A view animation begun at 0.1 s for 0.2 s completes in the frame at exactly 0.3 s")
    func animationEndsOnItsInstant() {
        let (app, root) = makeApp(startTime: 0)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        app.advance(by: 0.1)
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 }, completion: { finished.append($0) })
        app.advance(by: ClockDuration.milliseconds(200) - .nanoseconds(1))
        #expect(finished.isEmpty)
        // 0.1 + 0.2 is 0.30000000000000004 in Double, after the clock's 0.3 s.
        app.advance(by: .nanoseconds(1))
        #expect(finished == [true])
        #expect(view.layer.animationKeys() == nil)
    }
}
