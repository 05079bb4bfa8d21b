import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite("Built-in recognizers together")
struct BuiltInInteractionTests {
    /// A pan that waits for a rightward swipe to fail, both on the stage view, added in the
    /// given order. The pan's actions record translation and time.
    private func panRequiringSwipe(_ stage: BuiltInStage, panFirst: Bool) {
        let swipe = UISwipeGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        pan.require(toFail: swipe)
        let app = stage.app
        func addPan() {
            stage.attach(pan, as: "pan") {
                "\(builtInFormat($0.translation(in: nil)))@\(builtInFormat(CGFloat(app.now)))"
            }
        }
        if panFirst { addPan() }
        stage.attach(swipe, as: "swipe")
        if !panFirst { addPan() }
    }

    @Test("Pan requiring swipe to fail: a slow drag times the swipe out, then the pan begins from zero")
    func slowDragReleasesPan() {
        var traces: [[RecordedEvent]] = []
        for panFirst in [true, false] {
            let stage = BuiltInStage()
            panRequiringSwipe(stage, panFirst: panFirst)
            // 10 pt every 0.15 s: the pan wants to begin at 0.15 s but waits; the swipe's 0.5 s
            // deadline passes at 30 pt, releasing the pan there.
            stage.app.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 190, y: 400), steps: 9, duration: 1.35)
            traces.append(stage.recorder.take())
            #expect(stage.transitions(of: "swipe") == ["possible → failed"])
        }
        let expected: [RecordedEvent] = [
            .builtIn("pan", .began, "(0,0)@0.5"), .builtIn("pan", .changed, "(10,0)@0.6"),
            .builtIn("pan", .changed, "(20,0)@0.75"), .builtIn("pan", .changed, "(30,0)@0.9"),
            .builtIn("pan", .changed, "(40,0)@1.05"), .builtIn("pan", .changed, "(50,0)@1.2"),
            .builtIn("pan", .changed, "(60,0)@1.35"), .builtIn("pan", .ended, "(60,0)@1.35"),
        ]
        #expect(traces == [expected, expected])
    }

    @Test("Pan requiring swipe to fail: a fast swipe recognizes and the pan fails")
    func fastSwipeFailsPan() {
        for panFirst in [true, false] {
            let stage = BuiltInStage(recordsViewTouches: true)
            panRequiringSwipe(stage, panFirst: panFirst)
            stage.app.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), steps: 10, duration: 0.2)
            // The swipe recognizes on the 5th move (50 pt); the pan, still waiting, fails.
            #expect(
                stage.recorder.take() == [
                    .touchesBegan("view", at: [CGPoint(x: 100, y: 400)]), .touchesMoved("view", at: [CGPoint(x: 110, y: 400)]),
                    .touchesMoved("view", at: [CGPoint(x: 120, y: 400)]), .touchesMoved("view", at: [CGPoint(x: 130, y: 400)]),
                    .touchesMoved("view", at: [CGPoint(x: 140, y: 400)]), .builtIn("swipe", .ended),
                    .touchesCancelled("view", at: [CGPoint(x: 150, y: 400)]),
                ])
            #expect(stage.transitions(of: "pan") == ["possible → failed (prevented by swipe)"])
        }
    }

    @Test("A pan whose fingers lift while it waits for the swipe fails, whichever was added first; nothing stays stuck")
    func panWaitingWhenFingersLift() {
        for panFirst in [true, false] {
            let stage = BuiltInStage()
            panRequiringSwipe(stage, panFirst: panFirst)
            // 30 pt in 0.3 s, then lift: the swipe fails (too short) in the same event in which
            // the pan sees the lift; waiting recognizers are only released once every recognizer
            // has seen the event, so the pan fails in both orders.
            stage.app.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 130, y: 400), steps: 3, duration: 0.3)
            #expect(stage.recorder.take() == [])
            #expect(stage.transitions(of: "pan") == ["possible → failed"])
            #expect(stage.view.gestureRecognizers?.allSatisfy { $0.state == .possible } == true)
        }
    }

    /// Two fingers about (200, 400) whose distance grows 100 → 140 pt while the line between
    /// them turns 0 → 0.48 rad, in four equal steps.
    private func pinchAndTurn(_ app: HeadlessApp) {
        func fingers(_ step: Int) -> (CGPoint, CGPoint) {
            let half = (100 + 10 * CGFloat(step)) / 2
            let angle = 0.12 * Double(step)
            let dx = half * CGFloat(cos(angle))
            let dy = half * CGFloat(sin(angle))
            return (CGPoint(x: 200 - dx, y: 400 - dy), CGPoint(x: 200 + dx, y: 400 + dy))
        }
        var (a, b) = fingers(0)
        app.touches([(finger: 1, phase: .down, location: a), (finger: 2, phase: .down, location: b)])
        for step in 1...4 {
            (a, b) = fingers(step)
            app.touches([(finger: 1, phase: .move, location: a), (finger: 2, phase: .move, location: b)])
        }
        app.touches([(finger: 1, phase: .up, location: a), (finger: 2, phase: .up, location: b)])
    }

    private func pinchAndRotation(_ stage: BuiltInStage) -> (UIPinchGestureRecognizer, UIRotationGestureRecognizer) {
        let pinch = stage.attach(UIPinchGestureRecognizer(), as: "pinch") { "(\(builtInFormat($0.scale)))" }
        let rotation = stage.attach(UIRotationGestureRecognizer(), as: "rotation") {
            "(\(builtInFormat($0.rotation)))"
        }
        return (pinch, rotation)
    }

    @Test("Pinch and rotation recognize together when the delegate allows it, their actions interleaved")
    func pinchAndRotationTogether() {
        let stage = BuiltInStage()
        let delegate = SimultaneousDelegate()
        let (pinch, _) = pinchAndRotation(stage)
        pinch.delegate = delegate
        pinchAndTurn(stage.app)
        #expect(
            stage.recorder.take() == [
                .builtIn("pinch", .began, "(1.1)"), .builtIn("rotation", .began, "(0.12)"),
                .builtIn("pinch", .changed, "(1.2)"), .builtIn("rotation", .changed, "(0.24)"),
                .builtIn("pinch", .changed, "(1.3)"), .builtIn("rotation", .changed, "(0.36)"),
                .builtIn("pinch", .changed, "(1.4)"), .builtIn("rotation", .changed, "(0.48)"),
                .builtIn("pinch", .ended, "(1.4)"), .builtIn("rotation", .ended, "(0.48)"),
            ])
    }

    @Test("Without the delegate only one of pinch and rotation recognizes")
    func pinchAndRotationExclusive() {
        let stage = BuiltInStage()
        _ = pinchAndRotation(stage)
        pinchAndTurn(stage.app)
        #expect(
            stage.recorder.take() == [
                .builtIn("pinch", .began, "(1.1)"), .builtIn("pinch", .changed, "(1.2)"),
                .builtIn("pinch", .changed, "(1.3)"), .builtIn("pinch", .changed, "(1.4)"),
                .builtIn("pinch", .ended, "(1.4)"),
            ])
        #expect(stage.transitions(of: "rotation") == ["possible → failed (prevented by pinch)"])
    }
}
