import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Moves that the input boundary accepts (points within ±1,000,000 pt, timestamps in order)
/// but that are as extreme as it allows: a jump across the whole accepted range in the
/// smallest time step a Double can hold, fingers that start almost on top of each other.
@MainActor @Suite struct ExtremeMoveVelocityTests {
    private func send(_ app: HeadlessApp, _ inputs: [(Int, TouchInput.Phase, CGPoint)], at time: TimeInterval) {
        app.application.enqueue(
            .touches(inputs.map { TouchInput(fingerID: $0.0, phase: $0.1, location: $0.2, timestamp: time) }))
        app.runTurn()
    }

    @Test("A pan jumping a million points in the smallest time step reports a finite velocity")
    func panVelocityStaysFinite() {
        let (app, root) = makeRobustApp()
        let pan = UIPanGestureRecognizer()
        root.addGestureRecognizer(pan)
        var velocities: [CGPoint] = []
        pan.addAction { _ in velocities.append(pan.velocity(in: nil)) }
        let step = Double.leastNonzeroMagnitude
        send(app, [(1, .down, CGPoint(x: 0, y: 0))], at: 0)
        send(app, [(1, .move, CGPoint(x: 1_000_000, y: -1_000_000))], at: step)
        send(app, [(1, .move, CGPoint(x: -1_000_000, y: 1_000_000))], at: 2 * step)
        send(app, [(1, .up, CGPoint(x: -1_000_000, y: 1_000_000))], at: 3 * step)
        #expect(velocities.count >= 2)
        #expect(velocities.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        #expect(app.log.messages == [])
    }

    @Test("A pinch whose fingers start a hair apart keeps a finite scale and velocity")
    func pinchStaysFinite() {
        let (app, root) = makeRobustApp()
        let pinch = UIPinchGestureRecognizer()
        root.addGestureRecognizer(pinch)
        var readings: [(scale: CGFloat, velocity: CGFloat)] = []
        pinch.addAction { _ in readings.append((pinch.scale, pinch.velocity)) }
        let tiny = CGFloat.leastNonzeroMagnitude
        send(app, [(1, .down, CGPoint(x: 0, y: 0)), (2, .down, CGPoint(x: tiny, y: 0))], at: 0)
        send(app, [(1, .move, CGPoint(x: 0, y: 0)), (2, .move, CGPoint(x: 1_000_000, y: 0))], at: 0.01)
        send(app, [(1, .move, CGPoint(x: 0, y: 0)), (2, .move, CGPoint(x: 999_000, y: 0))], at: 0.02)
        send(app, [(1, .up, CGPoint(x: 0, y: 0)), (2, .up, CGPoint(x: 999_000, y: 0))], at: 0.03)
        #expect(readings.count >= 2)
        #expect(readings.allSatisfy { $0.scale.isFinite && $0.velocity.isFinite })
        #expect(app.log.messages == [])
    }
}
