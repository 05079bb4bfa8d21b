import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor @Suite struct CASpringAnimationTests {
    /// The oscillator m·x'' = −k·x − c·x' integrated with fourth-order Runge-Kutta in tiny steps.
    private func integrate(_ spring: SpringMotion, to end: Double, step: Double = 1e-5) -> [Double: Double] {
        var x = -1.0, v = spring.initialVelocity
        var t = 0.0
        var samples: [Double: Double] = [:]
        func acceleration(_ x: Double, _ v: Double) -> Double {
            (-spring.stiffness * x - spring.damping * v) / spring.mass
        }
        var nextSample = 0.0
        while t <= end + step / 2 {
            if abs(t - nextSample) < step / 2 {
                samples[t] = 1 + x
                nextSample = ((nextSample + 0.05) * 100).rounded() / 100
            }
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + step / 2 * k1v, k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
            let k3x = v + step / 2 * k2v, k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
            let k4x = v + step * k3v, k4v = acceleration(x + step * k3x, v + step * k3v)
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += step
        }
        return samples
    }

    @Test("The closed form agrees with a fine numerical integration (under, critically and over damped)")
    func closedFormMatchesIntegration() {
        let springs = [
            SpringMotion(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0),
            SpringMotion(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0),
            SpringMotion(mass: 2, stiffness: 50, damping: 40, initialVelocity: 3),
            SpringMotion(mass: 0.5, stiffness: 300, damping: 2, initialVelocity: -4),
        ]
        for spring in springs {
            for (t, expected) in integrate(spring, to: 1.5) {
                #expect(abs(spring.progress(at: t) - expected) < 1e-6, "ζ \(spring.dampingRatio) at \(t)")
            }
        }
    }

    @Test("A damping ratio of 1 never overshoots; lower ratios do")
    func overshoot() {
        let critical = SpringMotion(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)
        #expect(critical.dampingRatio == 1)
        let under = SpringMotion(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        var criticalMax = 0.0, underMax = 0.0
        for step in 0...3000 {
            let t = Double(step) / 1000
            criticalMax = max(criticalMax, critical.progress(at: t))
            underMax = max(underMax, under.progress(at: t))
        }
        #expect(criticalMax <= 1)
        #expect(underMax > 1.1)
    }

    @Test("settlingDuration is when the spring stays within a thousandth of the distance")
    func settling() {
        let animation = CASpringAnimation(keyPath: "position.x")
        let settle = animation.settlingDuration
        let motion = animation.motion
        #expect(settle > 1 && settle < 2)
        for step in 0...500 {
            let t = settle + Double(step) / 100
            #expect(abs(motion.displacement(at: t)) < SpringMotion.settlingThreshold)
        }
        #expect(abs(motion.displacement(at: settle - 0.01)) >= SpringMotion.settlingThreshold * 0.5)
    }

    @Test("A spring animation moves the presentation by the spring, not the duration's curve")
    func animates() {
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.beginTime = 1
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "spring")
        CALayer.advanceAnimations(in: layer, to: 1.35)
        let elapsed = 1.35 - 1.0
        let expected = 100 * SpringMotion(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0).progress(at: elapsed)
        #expect(abs(layer.presented("position.x")! - expected) < 1e-9)
        #expect(expected > 100, "the default spring overshoots at 0.35 s")
    }

    @Test("Spring parameters out of range are refused with a message")
    func parameters() {
        #expect(CASpringAnimation.springMessage("mass", 0, allowsZero: false)?.contains("above 0") == true)
        #expect(CASpringAnimation.springMessage("damping", -1, allowsZero: true)?.contains("mass") == false)
        #expect(CASpringAnimation.springMessage("stiffness", .nan, allowsZero: false) != nil)
        #expect(CASpringAnimation.springMessage("damping", 0, allowsZero: true) == nil)
    }
}
