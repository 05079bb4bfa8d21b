import Foundation

/// A basic animation that moves like a mass on a damped spring, released at the start value
/// and pulled to the end value; it may overshoot and oscillate.
///
/// The spring runs on local time in seconds: ``duration`` only cuts it off (set it to
/// ``settlingDuration`` to see the whole motion). The timing function is not used.
/// - Note: See https://developer.apple.com/documentation/quartzcore/caspringanimation
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1 by default. Must be positive.
    open var mass: CGFloat = 1 {
        willSet { Self.require(Self.springMessage("mass", Double(newValue), allowsZero: false)) }
    }

    /// The spring's stiffness; 100 by default. Must be positive.
    open var stiffness: CGFloat = 100 {
        willSet { Self.require(Self.springMessage("stiffness", Double(newValue), allowsZero: false)) }
    }

    /// The friction slowing the mass; 10 by default. Must not be negative.
    open var damping: CGFloat = 10 {
        willSet { Self.require(Self.springMessage("damping", Double(newValue), allowsZero: true)) }
    }

    /// The mass's speed at release, in whole distances per second (positive is towards the
    /// end value); 0 by default.
    open var initialVelocity: CGFloat = 0 {
        willSet { Self.require(Self.timingMessage("initialVelocity", Double(newValue), allowsNegative: true)) }
    }

    public required init() { super.init() }

    open override func copy() -> Any {
        let copy = super.copy() as! CASpringAnimation
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        return copy
    }

    /// How long the spring takes to come to rest (within 0.1 % of the distance) with these
    /// parameters.
    open var settlingDuration: CFTimeInterval { motion.settlingDuration }

    package var motion: SpringMotion {
        SpringMotion(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
    }

    package override func fraction(atSimpleTime simpleTime: CFTimeInterval) -> Double {
        motion.progress(at: simpleTime)
    }

    /// The message a spring parameter stops with, or nil for a valid value.
    package static func springMessage(_ property: String, _ value: Double, allowsZero: Bool) -> String? {
        if !value.isFinite || value < 0 || (!allowsZero && value == 0) {
            return "CASpringAnimation \(property) must be a finite number \(allowsZero ? "of 0 or more" : "above 0"), got \(value)"
        }
        return nil
    }
}
