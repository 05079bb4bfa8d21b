import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import OpenQuartzCore

/// The timing curve solved by plain bisection of its Bernstein form, independent of
/// CAMediaTimingFunction.
private func bezier(_ c1: (Double, Double), _ c2: (Double, Double), at x: Double) -> Double {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if coordinate(mid, c1.0, c2.0) < x { low = mid } else { high = mid }
    }
    return coordinate((low + high) / 2, c1.1, c2.1)
}

@MainActor @Suite struct ViewAnimationTests {
    private func scene() -> (HeadlessApp, UIView) {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        app.runTurn()
        return (app, view)
    }

    @Test("The model changes at once; the presentation follows the curve at a quarter, half and three quarters")
    func followsCurve() {
        let (app, view) = scene()
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseIn, animations: { view.center.x = 450 })
        #expect(view.center.x == 450)
        for quarter in 1...3 {
            app.advance(by: 0.1)
            let expected = 50 + 400 * bezier((Double(Float(0.42)), 0), (1, 1), at: Double(quarter) / 4)
            #expect(abs(Double(view.layer.presentation()!.position.x) - expected) < 1e-6, "at \(quarter)/4")
        }
    }

    @Test("completion(true) comes at the first frame at or after the end, never synchronously")
    func completionTiming() {
        let (app, view) = scene()
        var history: [String] = []
        UIView.animate(withDuration: 0.25, animations: { view.alpha = 0 }, completion: { history.append("completion(\($0))") })
        history.append("returned")
        app.runFrames(for: 0.2) { _ in }
        #expect(history == ["returned"])
        app.stepFrames(3)
        #expect(history == ["returned", "completion(true)"])
        #expect(view.alpha == 0 && view.layer.animationKeys() == nil)
    }

    @Test("A zero duration applies at once and completes on the next turn")
    func zeroDuration() {
        let (app, view) = scene()
        var finished: Bool?
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        #expect(view.alpha == 0.5 && view.layer.animationKeys() == nil)
        #expect(finished == nil)
        app.runTurn()
        #expect(finished == true)
    }

    @Test("removeAllAnimations ends the animation with completion(false) and the model value kept")
    func removal() {
        let (app, view) = scene()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 300, y: 300) }, completion: { finished = $0 })
        app.advance(by: 0.5)
        view.layer.removeAllAnimations()
        #expect(finished == nil)
        app.runTurn()
        #expect(finished == false)
        #expect(view.center == CGPoint(x: 300, y: 300))
        #expect(view.layer.presentation()!.position == CGPoint(x: 300, y: 300))
    }

    @Test("A delay shows the old value until the animation starts")
    func delay() {
        let (app, view) = scene()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        app.advance(by: 0.25)
        #expect(view.layer.presentation()!.opacity == 1)
        app.advance(by: 0.5)
        #expect(abs(view.layer.presentation()!.opacity - 0.75) < 1e-6)
    }

    @Test("repeat with autoreverse swings back and forth until removed")
    func repeatAutoreverse() {
        let (app, view) = scene()
        var finished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse], animations: { view.center.x = 150 },
            completion: { finished = $0 })
        app.advance(by: 1.25)
        #expect(abs(view.layer.presentation()!.position.x - 125) < 1e-9)
        app.advance(by: 5)
        #expect(abs(view.layer.presentation()!.position.x - 75) < 1e-9)
        #expect(finished == nil)
        view.layer.removeAllAnimations()
        app.runTurn()
        #expect(finished == false)
    }

    @Test("A nested block inherits the duration and curve unless it overrides them")
    func nested() {
        // The application must stay alive: its window's views are animated on its clock.
        let (app, view) = scene()
        defer { withExtendedLifetime(app) {} }
        let other = UIView(frame: .zero)
        view.addSubview(other)
        var inherited: TimeInterval = 0
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            UIView.animate(withDuration: 0.5, animations: {
                inherited = UIView.inheritedAnimationDuration
                view.alpha = 0.5
            })
            UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve], animations: {
                other.alpha = 0.5
            })
        })
        #expect(inherited == 2)
        #expect(view.layer.animation(forKey: "opacity")?.duration == 2)
        #expect(view.layer.animation(forKey: "opacity")?.timingFunction == CAMediaTimingFunction(name: .linear))
        #expect(other.layer.animation(forKey: "opacity")?.duration == 0.5)
        #expect(other.layer.animation(forKey: "opacity")?.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(UIView.inheritedAnimationDuration == 0)
    }

    @Test("Outside a block and inside performWithoutAnimation a view's layer does not animate")
    func noImplicitAnimation() {
        let (app, view) = scene()
        view.alpha = 0.3
        view.layer.cornerRadius = 4
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.action(forKey: "opacity") == nil)
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { view.alpha = 0.6 }
            view.center.x = 10
        })
        #expect(view.layer.animationKeys() == ["position"])
        let sublayer = CALayer()
        view.layer.addSublayer(sublayer)
        sublayer.commitChanges { _, _ in }
        sublayer.opacity = 0.5
        #expect(sublayer.animationKeys() == ["opacity"], "a plain sublayer keeps its implicit animation")
        app.runTurn()
    }

    @Test("Animating views take no touches unless allowUserInteraction is given")
    func interaction() {
        let (app, view) = scene()
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.9 })
        #expect(app.window!.hitTest(CGPoint(x: 50, y: 50), with: nil) !== view)
        app.advance(by: 1)
        #expect(app.window!.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 1 })
        #expect(app.window!.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    }

    @Test("A spring with damping ratio 1 never overshoots; 0.3 does; both end at the duration")
    func springs() {
        for (ratio, overshoots) in [(1.0, false), (0.3, true)] {
            let (app, view) = scene()
            var finished: Bool?
            UIView.animate(
                withDuration: 0.5, delay: 0, usingSpringWithDamping: ratio, initialSpringVelocity: 0, options: [],
                animations: { view.center.x = 150 }, completion: { finished = $0 })
            var highest: CGFloat = 0
            app.runFrames(for: 0.5, rate: .hz120) { _ in
                if let shown = view.layer.presentation() { highest = max(highest, shown.position.x) }
            }
            #expect((highest > 150.5) == overshoots, "ratio \(ratio): highest \(highest)")
            #expect(finished == true)
        }
    }

    @Test("Keyframes animate each change over its own part of the duration")
    func keyframes() {
        let (app, view) = scene()
        var finished: Bool?
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 350 }
        }, completion: { finished = $0 })
        #expect(view.center.x == 350)
        app.advance(by: 0.25)
        #expect(abs(view.layer.presentation()!.position.x - 100) < 1e-9)
        app.advance(by: 0.5)
        #expect(abs(view.layer.presentation()!.position.x - 250) < 1e-9)
        app.advance(by: 0.25)
        #expect(finished == true)
    }

    @Test("CACurrentMediaTime reads the application clock")
    func mediaTime() {
        let app = HeadlessApp(startTime: 12)
        app.advance(by: 0.5)
        #expect(CACurrentMediaTime() == 12.5)
    }

    @Test("A NaN duration stops with a message")
    func nanDuration() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UIView.animate(withDuration: .nan, animations: {}) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("UIView animation duration is not a number"))
    }
}

@MainActor @Suite struct WindowLayerAnimationTests {
    @Test("An explicit animation added to a layer in a window begins at the clock's time, not at the next frame")
    func beginsNow() {
        let app = HeadlessApp(startTime: 3)
        let window = app.makeWindow()
        let layer = CALayer()
        window.layer.addSublayer(layer)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        #expect(layer.animation(forKey: "fade")?.beginTime == 3)
        app.advance(by: 0.25)
        #expect(abs(layer.presentation()!.opacity - 0.25) < 1e-6)
    }
}

@MainActor @Suite struct AnimationsEnabledTests {
    @Test("With animations turned off a block applies its changes at once and still completes next turn")
    func disabled() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.2 }, completion: { finished = $0 })
        #expect(!UIView.areAnimationsEnabled)
        #expect(view.layer.animationKeys() == nil && finished == nil)
        app.runTurn()
        #expect(finished == true)
    }
}
