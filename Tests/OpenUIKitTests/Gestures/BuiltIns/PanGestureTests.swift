import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite("UIPanGestureRecognizer")
struct PanGestureTests {
    private func pan(on stage: BuiltInStage, to target: UIView? = nil) -> UIPanGestureRecognizer {
        stage.attach(UIPanGestureRecognizer(), as: "pan", to: target) { builtInFormat($0.translation(in: nil)) }
    }

    @Test("Defaults match UIKit's")
    func defaults() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
        #expect(pan.cancelsTouchesInView && !pan.delaysTouchesBegan && pan.delaysTouchesEnded)
        #expect(pan.translation(in: nil) == .zero && pan.velocity(in: nil) == .zero)
        #expect(pan.state == .possible)
    }

    @Test("A drag begins at the threshold with the threshold taken off, changes each move, and ends on lift")
    func dragLifecycle() {
        let stage = BuiltInStage(recordsViewTouches: true)
        _ = pan(on: stage)
        // 10 moves of 10 pt: the first reaches the 10 pt threshold, which is taken off.
        stage.app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 10, duration: 0.5)
        #expect(
            stage.recorder.take() == [
                .touchesBegan("view", at: [CGPoint(x: 100, y: 100)]), .builtIn("pan", .began, "(0,0)"),
                .touchesCancelled("view", at: [CGPoint(x: 110, y: 100)]),
                .builtIn("pan", .changed, "(10,0)"), .builtIn("pan", .changed, "(20,0)"),
                .builtIn("pan", .changed, "(30,0)"), .builtIn("pan", .changed, "(40,0)"),
                .builtIn("pan", .changed, "(50,0)"), .builtIn("pan", .changed, "(60,0)"),
                .builtIn("pan", .changed, "(70,0)"), .builtIn("pan", .changed, "(80,0)"),
                .builtIn("pan", .changed, "(90,0)"), .builtIn("pan", .ended, "(90,0)"),
            ])
    }

    @Test("A diagonal drag loses the threshold along its direction of travel")
    func diagonalThreshold() {
        let stage = BuiltInStage()
        _ = pan(on: stage)
        stage.app.touchDown(at: CGPoint(x: 100, y: 100))
        stage.app.touchMove(to: CGPoint(x: 106, y: 102))  // 6 pt: below the threshold
        stage.app.touchMove(to: CGPoint(x: 112, y: 103))  // travel (12, 3): 10/12 of it comes off
        stage.app.touchMove(to: CGPoint(x: 124, y: 106))
        stage.app.touchUp()
        #expect(
            stage.recorder.take() == [
                .builtIn("pan", .began, "(2,0.5)"), .builtIn("pan", .changed, "(14,3.5)"), .builtIn("pan", .ended, "(14,3.5)"),
            ])
    }

    @Test("A drag shorter than the threshold fails, and the view gets the whole touch")
    func shortDragFails() {
        let stage = BuiltInStage(recordsViewTouches: true)
        _ = pan(on: stage)
        stage.app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 109, y: 109), steps: 3, duration: 0.3)
        #expect(
            stage.recorder.take() == [
                .touchesBegan("view", at: [CGPoint(x: 100, y: 100)]), .touchesMoved("view", at: [CGPoint(x: 103, y: 103)]),
                .touchesMoved("view", at: [CGPoint(x: 106, y: 106)]), .touchesMoved("view", at: [CGPoint(x: 109, y: 109)]),
                .touchesEnded("view", at: [CGPoint(x: 109, y: 109)]),
            ])
        #expect(stage.transitions(of: "pan") == ["possible → failed"])
    }

    @Test("Velocity of a constant-speed drag is its speed with its sign, and falls to zero when the finger rests")
    func velocityOfConstantDrag() {
        let stage = BuiltInStage()
        stage.attach(UIPanGestureRecognizer(), as: "pan") { builtInFormat($0.velocity(in: nil)) }
        // Up and to the left, 25 pt per axis every 0.05 s: (−500, −500) pt/s.
        stage.app.drag(
            from: CGPoint(x: 300, y: 500), to: CGPoint(x: 100, y: 300), steps: 8, duration: 0.4, lift: false)
        stage.app.advance(by: 0.2)
        stage.app.touchUp()
        #expect(
            stage.recorder.take()
                == [.builtIn("pan", .began, "(-500,-500)")]
                + Array(repeating: .builtIn("pan", .changed, "(-500,-500)"), count: 7) + [.builtIn("pan", .ended, "(0,0)")])
    }

    @Test("Velocity keeps its speed when the finger lifts while moving")
    func velocityAtLift() {
        let stage = BuiltInStage()
        _ = pan(on: stage)
        var endVelocity = CGPoint.zero
        stage.view.gestureRecognizers?.first?.addAction { sender in
            guard let pan = sender as? UIPanGestureRecognizer, pan.state == .ended else { return }
            endVelocity = pan.velocity(in: nil)
        }
        stage.app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 220), steps: 6, duration: 0.3)
        #expect(builtInFormat(endVelocity) == "(0,400)")
    }

    @Test("A second finger landing or lifting does not make the translation jump")
    func noJumpWhenFingersChange() {
        let stage = BuiltInStage()
        let pan = pan(on: stage)
        stage.app.touchDown(1, at: CGPoint(x: 100, y: 100))
        stage.app.touchMove(1, to: CGPoint(x: 120, y: 100))
        stage.app.touchDown(2, at: CGPoint(x: 200, y: 300))
        #expect(builtInFormat(pan.translation(in: nil)) == "(10,0)")
        #expect(pan.numberOfTouches == 2)
        stage.app.touches([
            (finger: 1, phase: .move, location: CGPoint(x: 130, y: 100)),
            (finger: 2, phase: .move, location: CGPoint(x: 210, y: 300)),
        ])
        stage.app.touchUp(1)
        #expect(builtInFormat(pan.translation(in: nil)) == "(20,0)")
        stage.app.touchMove(2, to: CGPoint(x: 220, y: 310))
        stage.app.touchUp(2)
        #expect(
            stage.recorder.take() == [
                .builtIn("pan", .began, "(10,0)"), .builtIn("pan", .changed, "(20,0)"), .builtIn("pan", .changed, "(30,10)"),
                .builtIn("pan", .ended, "(30,10)"),
            ])
    }

    @Test("Fingers beyond maximumNumberOfTouches are ignored and reach the view uncancelled")
    func extraFingersIgnored() {
        let stage = BuiltInStage(recordsViewTouches: true)
        stage.view.isMultipleTouchEnabled = true
        let pan = pan(on: stage)
        pan.maximumNumberOfTouches = 1
        stage.app.touchDown(1, at: CGPoint(x: 100, y: 100))
        stage.app.touchMove(1, to: CGPoint(x: 120, y: 100))
        stage.app.touchDown(2, at: CGPoint(x: 300, y: 300))
        stage.app.touchMove(2, to: CGPoint(x: 350, y: 400))
        stage.app.touchMove(1, to: CGPoint(x: 130, y: 100))
        stage.app.touchUp(2)
        stage.app.touchUp(1)
        #expect(
            stage.recorder.take() == [
                // Finger 1 is the pan's; finger 2, beyond its maximum, stays with the view.
                .touchesBegan("view", at: [CGPoint(x: 100, y: 100)]), .builtIn("pan", .began, "(10,0)"),
                .touchesCancelled("view", at: [CGPoint(x: 120, y: 100)]),
                .touchesBegan("view", at: [CGPoint(x: 300, y: 300)]), .touchesMoved("view", at: [CGPoint(x: 350, y: 400)]),
                .builtIn("pan", .changed, "(20,0)"), .touchesEnded("view", at: [CGPoint(x: 350, y: 400)]),
                .builtIn("pan", .ended, "(20,0)"),
            ])
    }

    @Test("minimumNumberOfTouches 2: one finger never pans, two fingers do")
    func minimumTouches() {
        let stage = BuiltInStage()
        let pan = pan(on: stage)
        pan.minimumNumberOfTouches = 2
        stage.app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 5, duration: 0.25)
        #expect(stage.recorder.take() == [])
        #expect(stage.transitions(of: "pan") == ["possible → failed"])

        // The first finger's solo travel does not count once the second lands.
        stage.app.touchDown(1, at: CGPoint(x: 100, y: 100))
        stage.app.touchMove(1, to: CGPoint(x: 150, y: 100))
        stage.app.touchDown(2, at: CGPoint(x: 150, y: 200))
        stage.app.touches([
            (finger: 1, phase: .move, location: CGPoint(x: 150, y: 106)),
            (finger: 2, phase: .move, location: CGPoint(x: 150, y: 206)),
        ])
        stage.app.touches([
            (finger: 1, phase: .move, location: CGPoint(x: 150, y: 112)),
            (finger: 2, phase: .move, location: CGPoint(x: 150, y: 212)),
        ])
        stage.app.touches([
            (finger: 1, phase: .up, location: CGPoint(x: 150, y: 112)),
            (finger: 2, phase: .up, location: CGPoint(x: 150, y: 212)),
        ])
        #expect(stage.recorder.take() == [.builtIn("pan", .began, "(0,2)"), .builtIn("pan", .ended, "(0,2)")])
    }

    @Test("setTranslation makes movement accumulate from the assigned value and restarts the velocity")
    func setTranslation() {
        let stage = BuiltInStage()
        let pan = pan(on: stage)
        stage.app.touchDown(at: CGPoint(x: 100, y: 100))
        stage.app.advance(by: 0.1)
        stage.app.touchMove(to: CGPoint(x: 120, y: 100))
        #expect(builtInFormat(pan.velocity(in: nil)) == "(200,0)")
        pan.setTranslation(CGPoint(x: 100, y: -50), in: nil)
        #expect(pan.translation(in: nil) == CGPoint(x: 100, y: -50))
        #expect(pan.velocity(in: nil) == .zero)
        stage.app.advance(by: 0.1)
        stage.app.touchMove(to: CGPoint(x: 125, y: 110))
        stage.app.touchUp()
        #expect(
            stage.recorder.take() == [
                .builtIn("pan", .began, "(10,0)"), .builtIn("pan", .changed, "(105,-40)"), .builtIn("pan", .ended, "(105,-40)"),
            ])
    }

    @Test("translation(in:) and velocity(in:) are vectors in a rotated, scaled view's coordinates")
    func rotatedScaledView() {
        let stage = BuiltInStage()
        let turned = UIView(frame: CGRect(x: 100, y: 300, width: 200, height: 200))
        // A quarter turn clockwise and twice the size: a window vector (x, y) is (y/2, −x/2) inside.
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        stage.window.addSubview(turned)
        let pan = stage.attach(UIPanGestureRecognizer(), as: "pan", to: turned) {
            "\(builtInFormat($0.translation(in: turned))) v\(builtInFormat($0.velocity(in: turned)))"
        }
        // Straight down the screen, 10 pt every 0.05 s (200 pt/s).
        stage.app.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 460), steps: 6, duration: 0.3, lift: false)
        #expect(builtInFormat(pan.translation(in: nil)) == "(0,50)")
        pan.setTranslation(CGPoint(x: 10, y: 0), in: turned)
        #expect(builtInFormat(pan.translation(in: nil)) == "(0,20)")
        stage.app.touchUp()
        #expect(
            stage.recorder.take() == [
                .builtIn("pan", .began, "(0,0) v(100,0)"), .builtIn("pan", .changed, "(5,0) v(100,0)"),
                .builtIn("pan", .changed, "(10,0) v(100,0)"),
                .builtIn("pan", .changed, "(15,0) v(100,0)"), .builtIn("pan", .changed, "(20,0) v(100,0)"),
                .builtIn("pan", .changed, "(25,0) v(100,0)"),
                .builtIn("pan", .ended, "(10,0) v(0,0)"),
            ])
    }

    @Test("Cancelled touches cancel a pan in progress, and fail one still undecided")
    func cancellation() {
        let stage = BuiltInStage()
        _ = pan(on: stage)
        stage.app.touchDown(at: CGPoint(x: 100, y: 100))
        stage.app.touchMove(to: CGPoint(x: 130, y: 100))
        stage.app.touchCancel()
        #expect(stage.recorder.take() == [.builtIn("pan", .began, "(20,0)"), .builtIn("pan", .cancelled, "(20,0)")])

        stage.app.trace.clear()
        stage.app.touchDown(at: CGPoint(x: 100, y: 100))
        stage.app.touchMove(to: CGPoint(x: 105, y: 100))
        stage.app.touchCancel()
        #expect(stage.recorder.take() == [])
        #expect(stage.transitions(of: "pan") == ["possible → failed"])
    }
}
