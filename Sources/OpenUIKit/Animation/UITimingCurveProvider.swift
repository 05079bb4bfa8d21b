import Foundation

/// How an animator's progress follows time: a cubic curve or a spring.
/// - Note: See https://developer.apple.com/documentation/uikit/uitimingcurveprovider
@MainActor @preconcurrency
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve for an animator: one of the named curves or two control points.
/// - Note: See https://developer.apple.com/documentation/uikit/uicubictimingparameters
// UIKit divergence: open as in UIKit, but its members are public, not open (docs/DIVERGENCES.md,
// "Classes UIKit declares `open`").
@MainActor @preconcurrency
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve, when made from one (`.easeInOut` otherwise).
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// The default curve, ease in and out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let function = curve.timingFunction
        controlPoint1 = CGPoint(x: function.controlPoint1.x, y: function.controlPoint1.y)
        controlPoint2 = CGPoint(x: function.controlPoint2.x, y: function.controlPoint2.y)
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(
            controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x),
            Float(controlPoint2.y))
    }
}

/// A spring for an animator: a damping ratio (settling at the animator's duration) or an
/// explicit mass, stiffness and damping; the initial velocity is a vector, of which the
/// animator uses the length (in whole distances per second).
/// - Note: See https://developer.apple.com/documentation/uikit/uispringtimingparameters
// UIKit divergence: open as in UIKit, but its members are public, not open (docs/DIVERGENCES.md,
// "Classes UIKit declares `open`").
@MainActor @preconcurrency
open class UISpringTimingParameters: UITimingCurveProvider {
    public let dampingRatio: CGFloat
    public let initialVelocity: CGVector
    /// The explicit spring, when made from one.
    let explicitSpring: (mass: Double, stiffness: Double, damping: Double)?

    /// A critically damped spring (no overshoot).
    public convenience init() { self.init(dampingRatio: 1) }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        explicitSpring = nil
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
        initialVelocity = velocity
        explicitSpring = (Double(mass), Double(stiffness), Double(damping))
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The initial speed the animator's springs start with.
    // UIKit divergence: the velocity's length is used for every animated property.
    var speed: Double {
        let v = Double((initialVelocity.dx * initialVelocity.dx + initialVelocity.dy * initialVelocity.dy).squareRoot())
        return initialVelocity.dx < 0 || (initialVelocity.dx == 0 && initialVelocity.dy < 0) ? -v : v
    }
}
