import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import OpenQuartzCore

/// The ease-in-out curve's progress at `x`, by bisection of its Bernstein form.
private func easeInOut(_ x: Double) -> Double {
    let (x1, y1, x2, y2) = (Double(Float(0.42)), 0.0, Double(Float(0.58)), 1.0)
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if coordinate(mid, x1, x2) < x { low = mid } else { high = mid }
    }
    return coordinate((low + high) / 2, y1, y2)
}

@MainActor @Suite struct AdditiveAnimationTests {
    @Test("An interrupting block adds to the animation in flight: continuous at the interruption, lands on the model")
    func interruptedPosition() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        app.runTurn()
        var history: [String] = []
        UIView.animate(withDuration: 1, animations: { view.center.x = 450 }, completion: { history.append("first(\($0))") })
        app.advance(by: 0.5)
        let before = Double(view.layer.presentation()!.position.x)
        #expect(abs(before - (50 + 400 * easeInOut(0.5))) < 1e-9)
        UIView.animate(withDuration: 1, animations: { view.center.x = 50 }, completion: { history.append("second(\($0))") })
        #expect(view.center.x == 50)
        #expect(view.layer.animationKeys() == ["position", "position-2"])
        let after = Double(view.layer.presentation()!.position.x)
        #expect(abs(after - before) < 1e-9)

        // Both offsets add to the model: (50 − 450)(1 − e(¾)) + (450 − 50)(1 − e(¼)).
        app.advance(by: 0.25)
        let expected = 50 - 400 * (1 - easeInOut(0.75)) + 400 * (1 - easeInOut(0.25))
        #expect(abs(Double(view.layer.presentation()!.position.x) - expected) < 1e-9)
        // The new animation starts with no speed of its own, so the motion on screen carries
        // on to the right for a while before it turns back.
        #expect(expected > before)

        app.advance(by: 0.25)
        #expect(history == ["first(true)"])
        app.advance(by: 0.5)
        #expect(history == ["first(true)", "second(true)"])
        #expect(view.layer.presentation()!.position.x == 50)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("Frames animate additively (position and bounds); opacity replaces the animation in flight")
    func boundsAndOpacity() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        app.runTurn()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
            view.alpha = 0
        })
        app.advance(by: 0.5)
        #expect(view.layer.presentation()!.bounds.size == CGSize(width: 150, height: 200))
        let bounds = view.layer.animation(forKey: "bounds") as? CABasicAnimation
        #expect(bounds?.isAdditive == true)
        #expect(bounds?.fromValue as? CGRect == CGRect(x: 0, y: 0, width: -100, height: -200))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 })
        #expect(view.layer.animationKeys() == ["position", "bounds", "opacity"])
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
        app.advance(by: 0.5)
        #expect(abs(view.layer.presentation()!.opacity - 0.75) < 1e-6)
    }
}
