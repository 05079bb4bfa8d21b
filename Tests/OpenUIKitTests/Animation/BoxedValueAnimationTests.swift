import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Animations whose values are boxed in `NSValue` and `NSNumber`, as code written for iOS boxes
/// them, run on a view's layer in a window and are read at exact clock times.
@MainActor @Suite struct BoxedValueAnimationTests {
    private func stage() -> (HeadlessApp, UIView) {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        app.runTurn()
        return (app, view)
    }

    private func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 }
    private func near(_ a: CGRect, _ b: CGRect) -> Bool {
        near(a.origin, b.origin) && near(CGPoint(x: a.width, y: a.height), CGPoint(x: b.width, y: b.height))
    }
    private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

    private func linear<A: CAAnimation>(_ animation: A) -> A {
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    @Test("NSValue from and to values animate position and bounds exactly as plain values do")
    func basicPositionAndBounds() {
        let (app, view) = stage()
        let move = linear(CABasicAnimation(keyPath: "position"))
        move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        move.toValue = NSValue(cgPoint: CGPoint(x: 200, y: 100))
        let grow = linear(CABasicAnimation(keyPath: "bounds"))
        grow.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 100, height: 100))
        grow.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.layer.add(move, forKey: "move")
        view.layer.add(grow, forKey: "grow")
        app.advance(by: 0.25)
        let presented = view.layer.presentation()!
        #expect(near(presented.position, CGPoint(x: 50, y: 25)))
        #expect(near(presented.bounds, CGRect(x: 0, y: 0, width: 150, height: 125)))
        app.advance(by: 0.5)
        #expect(near(view.layer.presentation()!.position, CGPoint(x: 150, y: 75)))
    }

    @Test("NSValue keyframes move the position through every value (a marquee's scroll)")
    func keyframePosition() {
        let (app, view) = stage()
        let marquee = linear(CAKeyframeAnimation(keyPath: "position"))
        marquee.values = [
            NSValue(cgPoint: CGPoint(x: 0, y: 50)), NSValue(cgPoint: CGPoint(x: -100, y: 50)),
            NSValue(cgPoint: CGPoint(x: -100, y: 150)),
        ]
        marquee.keyTimes = [0, 0.5, 1]
        view.layer.add(marquee, forKey: "marquee")
        app.advance(by: 0.25)
        #expect(near(view.layer.presentation()!.position, CGPoint(x: -50, y: 50)))
        app.advance(by: 0.5)
        #expect(near(view.layer.presentation()!.position, CGPoint(x: -100, y: 100)))
    }

    @Test("NSValue transforms (3-D and affine) and NSNumber opacities animate")
    func transformAndOpacity() {
        let (app, view) = stage()
        let scale = linear(CAKeyframeAnimation(keyPath: "transform"))
        scale.values = [
            NSValue(caTransform3D: CATransform3DIdentity), NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1)),
        ]
        let fade = linear(CABasicAnimation(keyPath: "opacity"))
        fade.fromValue = NSNumber(value: 1)
        fade.toValue = NSNumber(value: 0)
        view.layer.add(scale, forKey: "scale")
        view.layer.add(fade, forKey: "fade")
        app.advance(by: 0.5)
        let presented = view.layer.presentation()!
        #expect(near(presented.transform.m11, 2))
        #expect(near(presented.transform.m22, 2))
        #expect(abs(presented.opacity - 0.5) < 1e-6)

        let slide = linear(CABasicAnimation(keyPath: "transform"))
        slide.fromValue = NSValue(cgAffineTransform: .identity)
        slide.toValue = NSValue(cgAffineTransform: CGAffineTransform(translationX: 40, y: 0))
        view.layer.add(slide, forKey: "scale")
        app.advance(by: 0.25)
        #expect(near(view.layer.presentation()!.transform.m41, 10))
    }

    @Test("byValue boxed in NSValue adds to the from value")
    func byValue() {
        let (app, view) = stage()
        let nudge = linear(CABasicAnimation(keyPath: "position"))
        nudge.fromValue = NSValue(cgPoint: CGPoint(x: 10, y: 10))
        nudge.byValue = NSValue(cgPoint: CGPoint(x: 100, y: 0))
        view.layer.add(nudge, forKey: "nudge")
        app.advance(by: 0.5)
        #expect(near(view.layer.presentation()!.position, CGPoint(x: 60, y: 10)))
    }
}
