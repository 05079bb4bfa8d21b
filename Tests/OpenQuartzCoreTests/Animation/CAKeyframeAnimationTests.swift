import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

@MainActor @Suite struct CAKeyframeAnimationTests {
    private func value(_ animation: CAKeyframeAnimation, at fraction: Double, on layer: CALayer = CALayer()) -> Double? {
        animation.beginTime = 1
        animation.duration = 1
        layer.add(animation, forKey: "k")
        CALayer.advanceAnimations(in: layer, to: 1 + fraction)
        return layer.presented(animation.keyPath!)
    }

    @Test("Linear keyframes blend between values at their key times, with per-segment curves")
    func linear() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 100, 0]
        animation.keyTimes = [0, 0.25, 1]
        #expect(value(animation, at: 0.125) == 50)
        #expect(value(animation, at: 0.25) == 100)
        #expect(abs(value(animation, at: 0.625)! - 50) < 1e-9)
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        let eased = 100 * bezierByBisection((Double(Float(0.42)), 0), (1, 1), at: 0.5)
        #expect(abs(value(animation, at: 0.125)! - eased) < 1e-9)
    }

    @Test("Discrete keyframes hold each value until the next key time")
    func discrete() {
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [0.2, 0.6, 1.0]
        animation.calculationMode = .discrete
        #expect(abs(value(animation, at: 0.3)! - 0.2) < 1e-6)
        #expect(abs(value(animation, at: 0.34)! - 0.6) < 1e-6)
        #expect(abs(value(animation, at: 0.9)! - 1.0) < 1e-6)
    }

    @Test("Paced keyframes move at constant speed whatever the key times")
    func paced() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 10, 100]
        animation.keyTimes = [0, 0.5, 1]
        animation.calculationMode = .paced
        #expect(abs(value(animation, at: 0.5)! - 50) < 1e-9)
        #expect(abs(value(animation, at: 0.05)! - 5) < 1e-9)
    }

    @Test("Cubic keyframes pass through every value on a smooth curve")
    func cubic() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 100, 50, 80]
        animation.calculationMode = .cubic
        #expect(abs(value(animation, at: 1.0 / 3)! - 100) < 1e-9)
        #expect(abs(value(animation, at: 2.0 / 3)! - 50) < 1e-9)
        let between = value(animation, at: 0.5)!
        #expect(between > 50 && between < 100)
    }

    @Test("A path moves the position by arc length and turns the layer with rotationMode")
    func path() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.rotationMode = .rotateAuto
        animation.beginTime = 1
        animation.duration = 1
        let layer = CALayer()
        layer.add(animation, forKey: "follow")
        CALayer.advanceAnimations(in: layer, to: 1.25)
        #expect(layer.presentation()!.position == CGPoint(x: 50, y: 0))
        CALayer.advanceAnimations(in: layer, to: 1.75)
        let presented = layer.presentation()!
        #expect(abs(presented.position.x - 100) < 1e-9 && abs(presented.position.y - 50) < 1e-9)
        #expect(abs(atan2(Double(presented.transform.m12), Double(presented.transform.m11)) - .pi / 2) < 1e-9)
    }

    @Test("A group runs its children on its own timeline and cuts them at its duration")
    func group() {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.beginTime = 1
        fade.duration = 1
        let group = CAAnimationGroup()
        group.animations = [move, fade]
        group.duration = 2
        group.beginTime = 10
        let delegate = RecordingAnimationDelegate("group")
        group.delegate = delegate
        let layer = CALayer()
        layer.add(group, forKey: "group")
        CALayer.advanceAnimations(in: layer, to: 10.5)
        #expect(layer.presented("position.x") == 50)
        #expect(layer.presented("opacity") == 1, "the fade has not begun: the model shows")
        CALayer.advanceAnimations(in: layer, to: 11.5)
        #expect(layer.presented("position.x") == 0, "the move ended inside the group")
        #expect(layer.presented("opacity") == 0.5)
        CALayer.advanceAnimations(in: layer, to: 12)
        #expect(delegate.events == [.animationDidStart("group"), .animationDidStop("group", finished: true)])
        #expect(layer.animationKeys() == nil)
    }
}
