import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Timestamps far ahead of the application clock and absurdly large coordinates are dropped at
/// the input boundary with a message; the application keeps hearing later input.
@MainActor @Suite struct InputBoundaryLimitsTests {
    private func touch(_ finger: Int, _ phase: TouchInput.Phase, _ x: CGFloat, _ y: CGFloat, at time: TimeInterval)
        -> InputEvent
    {
        .touch(TouchInput(fingerID: finger, phase: phase, location: CGPoint(x: x, y: y), timestamp: time))
    }

    @Test("A timestamp far in the future is dropped with a message, and later input still arrives")
    func futureTimestamps() {
        let (app, root) = makeRobustApp()
        let ledger = RobustLedger()
        let view = HookedView("view", ledger, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(view)
        app.advance(by: 2)
        app.send(touch(1, .down, 10, 10, at: 1e300))
        app.send(touch(1, .down, 10, 10, at: app.now + 5))
        app.send(.shake(.began, timestamp: .greatestFiniteMagnitude))
        app.send(.key(KeyInput(isDown: true, key: UIKey(keyCode: UIKeyboardHIDUsage(rawValue: 4), characters: "a"), timestamp: app.now + 2)))
        // Within the tolerated lead: accepted.
        app.send(touch(1, .down, 10, 10, at: app.now + InputConstants.maximumTimestampLead))
        app.advance(by: InputConstants.maximumTimestampLead)
        app.touchUp(1)
        app.tap(at: CGPoint(x: 20, y: 20))
        #expect(
            app.log.messages == [
                "Input dropped: timestamp 1e+300 is more than 1.0 s ahead of the application clock (2.0)",
                "Input dropped: timestamp 7.0 is more than 1.0 s ahead of the application clock (2.0)",
                "Input dropped: timestamp 1.7976931348623157e+308 is more than 1.0 s ahead of the application clock (2.0)",
                "Input dropped: timestamp 4.0 is more than 1.0 s ahead of the application clock (2.0)",
            ])
        // The finger went down through raw input, so touchUp(1) lifts it where HeadlessApp
        // places an unknown finger: (0, 0).
        #expect(
            ledger.take() == [
                .touchesBegan("view", at: [CGPoint(x: 10, y: 10)]), .touchesEnded("view", at: [.zero]),
                .touchesBegan("view", at: [CGPoint(x: 20, y: 20)]), .touchesEnded("view", at: [CGPoint(x: 20, y: 20)]),
            ])
        #expect(app.application.dispatcher.activeTouchCount == 0)
    }

    @Test("A lift refused for its location or its time still ends the touch, where the finger last was")
    func refusedLiftsStillEnd() {
        let (app, root) = makeRobustApp()
        let ledger = RobustLedger()
        let view = HookedView("view", ledger, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(view)
        app.advance(by: 1)
        app.send(touch(1, .down, 10, 10, at: app.now))
        app.send(touch(1, .up, 1e101, 10, at: app.now))
        app.send(touch(2, .down, 30, 30, at: app.now))
        app.send(touch(2, .move, 40, 40, at: app.now))
        app.send(touch(2, .cancel, 40, 40, at: app.now + 60))
        app.send(touch(3, .down, 50, 50, at: app.now))
        app.send(.touches([
            TouchInput(fingerID: 3, phase: .up, location: CGPoint(x: 50, y: 50), timestamp: app.now),
            TouchInput(fingerID: 4, phase: .move, location: CGPoint(x: 1, y: 1), timestamp: app.now),
        ]))
        #expect(
            app.log.messages == [
                "Input dropped: finger 1 location CGPoint(x: 1e+101, y: 10.0) is beyond ±1000000.0 points",
                "Input kept: finger 1 up applied where the finger last was",
                "Input dropped: timestamp 61.0 is more than 1.0 s ahead of the application clock (1.0)",
                "Input kept: finger 2 cancel applied where the finger last was",
                "Input dropped: move for finger 4, which is not down",
                "Input kept: finger 3 up applied where the finger last was",
            ])
        #expect(
            ledger.take() == [
                .touchesBegan("view", at: [CGPoint(x: 10, y: 10)]), .touchesEnded("view", at: [CGPoint(x: 10, y: 10)]),
                .touchesBegan("view", at: [CGPoint(x: 30, y: 30)]), .touchesMoved("view", at: [CGPoint(x: 40, y: 40)]),
                .touchesCancelled("view", at: [CGPoint(x: 40, y: 40)]),
                .touchesBegan("view", at: [CGPoint(x: 50, y: 50)]), .touchesEnded("view", at: [CGPoint(x: 50, y: 50)]),
            ])
        #expect(app.application.dispatcher.activeTouchCount == 0)
        // The fingers are free again: a new touch with finger 1 is taken.
        app.tap(at: CGPoint(x: 20, y: 20))
        #expect(ledger.take().count == 2)
    }

    @Test("Coordinates beyond the limit are dropped; pinch scale and pan velocity stay finite")
    func hugeCoordinates() {
        let (app, root) = makeRobustApp()
        let pinch = UIPinchGestureRecognizer()
        root.addGestureRecognizer(pinch)
        var scales: [CGFloat] = []
        pinch.addAction { _ in scales.append(pinch.scale) }
        app.touches([(1, .down, CGPoint(x: 100, y: 200)), (2, .down, CGPoint(x: 200, y: 200))])
        app.touches([(1, .move, CGPoint(x: 100, y: 200)), (2, .move, CGPoint(x: 1e300, y: 200))])
        app.touches([(1, .move, CGPoint(x: 100, y: 200)), (2, .move, CGPoint(x: 300, y: 200))])
        app.touches([(1, .up, CGPoint(x: 100, y: 200)), (2, .up, CGPoint(x: 300, y: 200))])
        #expect(scales == [2, 2])
        let pan = UIPanGestureRecognizer()
        root.addGestureRecognizer(pan)
        pinch.isEnabled = false
        var velocities: [CGPoint] = []
        pan.addAction { _ in velocities.append(pan.velocity(in: nil)) }
        app.touchDown(1, at: CGPoint(x: 100, y: 100))
        app.advance(by: 0.125)
        app.touchMove(1, to: CGPoint(x: 150, y: 100))
        app.advance(by: 0.125)
        app.touchMove(1, to: CGPoint(x: -1e300, y: 100))
        app.touchMove(1, to: CGPoint(x: 100, y: 1e7))
        app.touchUp(1, at: CGPoint(x: 150, y: 100))
        #expect(velocities.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        #expect(velocities.count == 2)
        #expect(
            app.log.messages == [
                "Input dropped: finger 2 location CGPoint(x: 1e+300, y: 200.0) is beyond ±1000000.0 points",
                "Input dropped: finger 1 location CGPoint(x: -1e+300, y: 100.0) is beyond ±1000000.0 points",
                "Input dropped: finger 1 location CGPoint(x: 100.0, y: 10000000.0) is beyond ±1000000.0 points",
            ])
        #expect(app.application.dispatcher.activeTouchCount == 0)
    }
}
