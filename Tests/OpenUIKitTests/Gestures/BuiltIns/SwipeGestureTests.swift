import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite("UISwipeGestureRecognizer")
struct SwipeGestureTests {
    /// A swipe recognizer for `direction` that records the start point it reports.
    private func swipe(
        on stage: BuiltInStage, _ direction: UISwipeGestureRecognizer.Direction, touches: Int = 1
    ) -> UISwipeGestureRecognizer {
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = direction
        swipe.numberOfTouchesRequired = touches
        return stage.attach(swipe, as: "swipe") { "@\(builtInFormat($0.location(in: nil)))" }
    }

    private static let center = CGPoint(x: 200, y: 400)

    /// A quick one-finger stroke of 100 pt from the center: 10 moves over 0.2 s.
    private func stroke(_ stage: BuiltInStage, dx: CGFloat, dy: CGFloat, duration: TimeInterval = 0.2) {
        let end = CGPoint(x: Self.center.x + dx, y: Self.center.y + dy)
        stage.app.drag(from: Self.center, to: end, steps: 10, duration: duration)
    }

    @Test("Defaults and option values match UIKit's")
    func defaults() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        #expect(
            [UISwipeGestureRecognizer.Direction.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
    }

    @Test("A quick stroke is recognized in each direction, mid-stroke, reporting where it started")
    func eachDirection() {
        let strokes: [(String, UISwipeGestureRecognizer.Direction, CGFloat, CGFloat)] = [
            ("right", .right, 100, 0), ("left", .left, -100, 0), ("up", .up, 0, -100), ("down", .down, 0, 100),
        ]
        var histories: [String: [RecordedEvent]] = [:]
        var times: [String: String] = [:]
        for (name, direction, dx, dy) in strokes {
            let stage = BuiltInStage()
            let swipe = swipe(on: stage, direction)
            var recognizedAt: TimeInterval?
            swipe.addAction { [app = stage.app] _ in recognizedAt = app.now }
            stroke(stage, dx: dx, dy: dy)
            histories[name] = stage.recorder.take()
            times[name] = builtInFormat(CGFloat(recognizedAt ?? -1))
        }
        // 50 pt is reached on the 5th move, 0.1 s in.
        for (name, _, _, _) in strokes {
            #expect(histories[name] == [.builtIn("swipe", .ended, "@(200,400)")], "\(name)")
            #expect(times[name] == "0.1", "\(name)")
        }
    }

    @Test("A stroke against the allowed direction fails")
    func wrongDirection() {
        let stage = BuiltInStage()
        _ = swipe(on: stage, .right)
        stroke(stage, dx: -100, dy: 0)
        stroke(stage, dx: 0, dy: 100)
        #expect(stage.recorder.take() == [])
        #expect(stage.transitions(of: "swipe") == ["possible → failed", "possible → failed"])
    }

    @Test("Combined directions accept a stroke along any of them")
    func combinedDirections() {
        var results: [String] = []
        for (dx, dy) in [(100, 0), (-100, 0), (0, 100), (0, -100)] as [(CGFloat, CGFloat)] {
            let stage = BuiltInStage()
            _ = swipe(on: stage, [.left, .right])
            stroke(stage, dx: dx, dy: dy)
            results.append("\(builtInFormat(CGPoint(x: dx, y: dy))): \(stage.recorder.take().count)")
        }
        let stage = BuiltInStage()
        _ = swipe(on: stage, [.up, .right])
        stroke(stage, dx: 0, dy: -100)
        stroke(stage, dx: 100, dy: 0)
        stroke(stage, dx: 0, dy: 100)
        #expect(results == ["(100,0): 1", "(-100,0): 1", "(0,100): 0", "(0,-100): 0"])
        #expect(
            stage.recorder.take() == [.builtIn("swipe", .ended, "@(200,400)"), .builtIn("swipe", .ended, "@(200,400)")])
    }

    @Test("Too slow: the timer fails the swipe at swipeMaximumDuration, even while the finger is down")
    func tooSlow() {
        let stage = BuiltInStage()
        let swipe = swipe(on: stage, .right)
        // 100 pt over 1.2 s: only 40 pt by the 0.5 s deadline.
        stage.app.drag(from: Self.center, to: CGPoint(x: 300, y: 400), steps: 10, duration: 1.2, lift: false)
        #expect(swipe.state == .failed)
        stage.app.touchUp()
        #expect(stage.recorder.take() == [])

        stage.app.touchDown(at: Self.center)
        stage.app.advance(by: 0.49)
        #expect(swipe.state == .possible)
        stage.app.advance(by: 0.02)
        #expect(swipe.state == .failed)
        stage.app.touchUp()
    }

    @Test("Too short: lifting before swipeMinimumPrimaryMovement fails")
    func tooShort() {
        let stage = BuiltInStage()
        _ = swipe(on: stage, .right)
        stroke(stage, dx: 45, dy: 0)
        #expect(stage.recorder.take() == [])
        #expect(stage.transitions(of: "swipe") == ["possible → failed"])
    }

    @Test("Too much drift across the direction fails, and the primary movement must exceed the drift")
    func tooMuchDrift() {
        let stage = BuiltInStage()
        _ = swipe(on: stage, .right)
        // 55 pt of drift before the stroke goes right.
        stage.app.touchDown(at: Self.center)
        stage.app.touchMove(to: CGPoint(x: 210, y: 455))
        stage.app.touchMove(to: CGPoint(x: 300, y: 455))
        stage.app.touchUp()
        // 50 pt along, 50 pt across: not mostly along the direction, yet.
        stage.app.touchDown(at: Self.center)
        stage.app.touchMove(to: CGPoint(x: 250, y: 450))
        stage.app.touchUp()
        #expect(stage.recorder.take() == [])
        #expect(stage.transitions(of: "swipe") == ["possible → failed", "possible → failed"])

        // 30 pt of drift is tolerated.
        stage.app.touchDown(at: Self.center)
        stage.app.touchMove(to: CGPoint(x: 260, y: 430))
        stage.app.touchUp()
        #expect(stage.recorder.take() == [.builtIn("swipe", .ended, "@(200,400)")])
    }

    @Test("A two-finger swipe needs both fingers; one finger alone fails")
    func twoFingers() {
        let stage = BuiltInStage()
        _ = swipe(on: stage, .left, touches: 2)
        stroke(stage, dx: -100, dy: 0)
        #expect(stage.recorder.take() == [])

        let a = CGPoint(x: 200, y: 400)
        let b = CGPoint(x: 200, y: 440)
        stage.app.touches([(finger: 1, phase: .down, location: a), (finger: 2, phase: .down, location: b)])
        for step in 1...3 {
            let dx = CGFloat(step) * -20
            stage.app.touches([
                (finger: 1, phase: .move, location: CGPoint(x: a.x + dx, y: a.y)),
                (finger: 2, phase: .move, location: CGPoint(x: b.x + dx, y: b.y)),
            ])
        }
        stage.app.touches([
            (finger: 1, phase: .up, location: CGPoint(x: 140, y: 400)),
            (finger: 2, phase: .up, location: CGPoint(x: 140, y: 440)),
        ])
        #expect(stage.recorder.take() == [.builtIn("swipe", .ended, "@(200,420)")])
    }

    @Test("location(in:) is the start point, in the given view's coordinates")
    func locationInView() {
        let stage = BuiltInStage()
        let inner = UIView(frame: CGRect(x: 100, y: 300, width: 200, height: 200))
        stage.window.addSubview(inner)
        _ = stage.attach(UISwipeGestureRecognizer(), as: "swipe", to: inner) {
            builtInFormat($0.location(in: inner))
        }
        stroke(stage, dx: 100, dy: 0)
        #expect(stage.recorder.take() == [.builtIn("swipe", .ended, "(100,100)")])
    }
}
