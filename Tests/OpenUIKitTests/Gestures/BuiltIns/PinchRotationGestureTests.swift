import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite("UIPinchGestureRecognizer and UIRotationGestureRecognizer")
struct PinchRotationGestureTests {
    private static let center = CGPoint(x: 200, y: 400)

    private func pinch(on stage: BuiltInStage) -> UIPinchGestureRecognizer {
        stage.attach(UIPinchGestureRecognizer(), as: "pinch") { "(\(builtInFormat($0.scale)))" }
    }

    private func rotation(on stage: BuiltInStage) -> UIRotationGestureRecognizer {
        stage.attach(UIRotationGestureRecognizer(), as: "rotation") { "(\(builtInFormat($0.rotation)))" }
    }

    // MARK: Pinch

    @Test("Pinch defaults: scale 1, velocity 0")
    func pinchDefaults() {
        let pinch = UIPinchGestureRecognizer()
        #expect(pinch.scale == 1 && pinch.velocity == 0 && pinch.state == .possible)
    }

    @Test("A pinch from 100 to 200 pt begins at 110 pt and ends with scale 2 and velocity 3.33/s")
    func pinchOut() {
        let stage = BuiltInStage()
        let pinch = pinch(on: stage)
        var endVelocity: CGFloat = 0
        pinch.addAction { sender in
            if sender.state == .ended { endVelocity = (sender as? UIPinchGestureRecognizer)?.velocity ?? 0 }
        }
        stage.app.pinch(center: Self.center, from: 100, to: 200, steps: 10, duration: 0.3)
        #expect(
            stage.recorder.take() == [
                .builtIn("pinch", .began, "(1.1)"), .builtIn("pinch", .changed, "(1.2)"),
                .builtIn("pinch", .changed, "(1.3)"), .builtIn("pinch", .changed, "(1.4)"),
                .builtIn("pinch", .changed, "(1.5)"), .builtIn("pinch", .changed, "(1.6)"),
                .builtIn("pinch", .changed, "(1.7)"), .builtIn("pinch", .changed, "(1.8)"),
                .builtIn("pinch", .changed, "(1.9)"), .builtIn("pinch", .changed, "(2)"),
                .builtIn("pinch", .ended, "(2)"),
            ])
        // 100 pt more distance in 0.3 s, over a 100 pt start: 3.33 scale per second.
        #expect(builtInFormat(endVelocity) == "3.33")
    }

    @Test("A pinch in ends with scale 0.5 and a negative velocity")
    func pinchIn() {
        let stage = BuiltInStage()
        let pinch = pinch(on: stage)
        stage.app.pinch(center: Self.center, from: 200, to: 100, steps: 5, duration: 0.3)
        #expect(
            stage.recorder.take() == [
                .builtIn("pinch", .began, "(0.9)"), .builtIn("pinch", .changed, "(0.8)"),
                .builtIn("pinch", .changed, "(0.7)"), .builtIn("pinch", .changed, "(0.6)"),
                .builtIn("pinch", .changed, "(0.5)"), .builtIn("pinch", .ended, "(0.5)"),
            ])
        _ = pinch
    }

    @Test("Assigning scale makes later changes relative to it: reset to 1 each time, the product is the total")
    func pinchSettableScale() {
        let stage = BuiltInStage()
        let pinch = UIPinchGestureRecognizer()
        var product: CGFloat = 1
        var velocities: [String] = []
        pinch.addAction { sender in
            guard let pinch = sender as? UIPinchGestureRecognizer else { return }
            product *= pinch.scale
            velocities.append(builtInFormat(pinch.velocity))
            pinch.scale = 1
        }
        stage.view.addGestureRecognizer(pinch)
        stage.app.pinch(center: Self.center, from: 100, to: 200, steps: 10, duration: 0.3)
        #expect(builtInFormat(product) == "2")
        // The velocity is relative to the current scale base: 333 pt/s over the 100 pt start
        // at first, over the 200 pt of the last assignment at the end.
        #expect(velocities.first == "3.33" && velocities.last == "1.67")
    }

    @Test("A pinch that changes less than pinchBeginThreshold, or a single finger, fails")
    func pinchFails() {
        let stage = BuiltInStage()
        _ = pinch(on: stage)
        stage.app.pinch(center: Self.center, from: 100, to: 109, steps: 3)
        stage.app.drag(from: Self.center, to: CGPoint(x: 300, y: 500))
        #expect(stage.recorder.take() == [])
        #expect(stage.transitions(of: "pinch") == ["possible → failed", "possible → failed"])
    }

    @Test("Lifting one finger ends the pinch; a third finger is ignored")
    func pinchFingerLifts() {
        let stage = BuiltInStage()
        stage.view.isMultipleTouchEnabled = true
        let pinch = pinch(on: stage)
        stage.app.touches([
            (finger: 1, phase: .down, location: CGPoint(x: 150, y: 400)),
            (finger: 2, phase: .down, location: CGPoint(x: 250, y: 400)),
        ])
        stage.app.touchMove(2, to: CGPoint(x: 300, y: 400))
        stage.app.touchDown(3, at: CGPoint(x: 200, y: 600))
        #expect(pinch.numberOfTouches == 2)
        stage.app.touchMove(3, to: CGPoint(x: 200, y: 700))
        stage.app.touchUp(1)
        stage.app.touchMove(2, to: CGPoint(x: 350, y: 400))
        stage.app.touchUp(2)
        stage.app.touchUp(3)
        #expect(stage.recorder.take() == [.builtIn("pinch", .began, "(1.5)"), .builtIn("pinch", .ended, "(1.5)")])
    }

    // MARK: Rotation

    @Test("Rotation defaults: rotation 0, velocity 0")
    func rotationDefaults() {
        let rotation = UIRotationGestureRecognizer()
        #expect(rotation.rotation == 0 && rotation.velocity == 0 && rotation.state == .possible)
    }

    @Test("Turning 1.2 rad clockwise begins at 0.12 rad and ends with rotation 1.2 and velocity 4 rad/s")
    func rotateClockwise() {
        let stage = BuiltInStage()
        let rotation = rotation(on: stage)
        stage.app.rotate(center: Self.center, by: 1.2, steps: 10, duration: 0.3)
        #expect(
            stage.recorder.take() == [
                .builtIn("rotation", .began, "(0.12)"), .builtIn("rotation", .changed, "(0.24)"),
                .builtIn("rotation", .changed, "(0.36)"),
                .builtIn("rotation", .changed, "(0.48)"), .builtIn("rotation", .changed, "(0.6)"),
                .builtIn("rotation", .changed, "(0.72)"),
                .builtIn("rotation", .changed, "(0.84)"), .builtIn("rotation", .changed, "(0.96)"),
                .builtIn("rotation", .changed, "(1.08)"),
                .builtIn("rotation", .changed, "(1.2)"), .builtIn("rotation", .ended, "(1.2)"),
            ])
        _ = rotation
    }

    @Test("Velocity of a steady turn is its angular speed, negative counter-clockwise")
    func rotationVelocity() {
        let stage = BuiltInStage()
        stage.attach(UIRotationGestureRecognizer(), as: "rotation") { "(\(builtInFormat($0.velocity)))" }
        stage.app.rotate(center: Self.center, by: -0.6, steps: 4, duration: 0.2)
        // −0.15 rad every 0.05 s.
        #expect(
            stage.recorder.take() == [
                .builtIn("rotation", .began, "(-3)"), .builtIn("rotation", .changed, "(-3)"),
                .builtIn("rotation", .changed, "(-3)"), .builtIn("rotation", .changed, "(-3)"),
                .builtIn("rotation", .ended, "(-3)"),
            ])
    }

    @Test("Rotation runs past half a turn without jumping at the angle wrap-around")
    func rotationWraps() {
        let stage = BuiltInStage()
        let rotation = UIRotationGestureRecognizer()
        var values: [CGFloat] = []
        rotation.addAction { values.append(($0 as? UIRotationGestureRecognizer)?.rotation ?? .nan) }
        stage.view.addGestureRecognizer(rotation)
        // The line between the fingers starts pointing right and turns 4 rad clockwise: its
        // atan2 angle jumps from +π to −π on the way.
        stage.app.rotate(center: Self.center, by: 4, steps: 20, duration: 0.4)
        let steps = zip(values.dropFirst(), values).map { $0 - $1 }
        #expect(builtInFormat(values.last ?? 0) == "4")
        #expect(values.count == 21)
        #expect(steps.allSatisfy { $0 >= 0 && $0 < 0.21 })
    }

    @Test("Assigning rotation makes later turning add to it")
    func rotationSettable() {
        let stage = BuiltInStage()
        let rotation = rotation(on: stage)
        stage.app.touches([
            (finger: 1, phase: .down, location: CGPoint(x: 150, y: 400)),
            (finger: 2, phase: .down, location: CGPoint(x: 250, y: 400)),
        ])
        // Finger 2 goes a quarter turn round finger 1 (clockwise on screen: +π/2).
        stage.app.touchMove(2, to: CGPoint(x: 150, y: 500))
        rotation.rotation = 1
        stage.app.touchMove(2, to: CGPoint(x: 250, y: 400))
        stage.app.touches([
            (finger: 1, phase: .up, location: CGPoint(x: 150, y: 400)),
            (finger: 2, phase: .up, location: CGPoint(x: 250, y: 400)),
        ])
        #expect(
            stage.recorder.take() == [
                .builtIn("rotation", .began, "(1.57)"), .builtIn("rotation", .changed, "(-0.57)"),
                .builtIn("rotation", .ended, "(-0.57)"),
            ])
    }

    @Test("A turn smaller than rotationBeginThreshold fails")
    func rotationTooSmall() {
        let stage = BuiltInStage()
        _ = rotation(on: stage)
        stage.app.rotate(center: Self.center, by: 0.08, steps: 4)
        #expect(stage.recorder.take() == [])
        #expect(stage.transitions(of: "rotation") == ["possible → failed"])
    }
}
