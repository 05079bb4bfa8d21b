import Foundation
import OpenCoreGraphics

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) whose two inner control points shape
/// how an animation's progress (y) follows its elapsed time (x).
///
/// Evaluating it solves x(s) = time for the curve parameter s, then returns y(s). The solve is
/// Newton's method guarded by bisection, carried to the limit of `Double` precision, so named
/// curves give the values Core Animation's exact curves give (no polynomial approximation).
/// - Note: See https://developer.apple.com/documentation/quartzcore/camediatimingfunction
public final class CAMediaTimingFunction: Hashable, Sendable, CustomStringConvertible {
    /// The first inner control point.
    public let controlPoint1: (x: Double, y: Double)
    /// The second inner control point.
    public let controlPoint2: (x: Double, y: Double)

    /// A curve with inner control points (c1x, c1y) and (c2x, c2y). The x coordinates must lie
    /// in 0…1 so that time only moves forward along the curve; they stop with a message
    /// otherwise.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let values = [c1x, c1y, c2x, c2y]
        if let message = Self.invalidControlPointsMessage(values.map(Double.init)) { Fatal.stop(message) }
        controlPoint1 = (Double(c1x), Double(c1y))
        controlPoint2 = (Double(c2x), Double(c2y))
    }

    /// One of the predefined curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: Fatal.stop("CAMediaTimingFunction: unknown name \"\(name.rawValue)\"")
        }
    }

    /// The message a curve with these control points stops with, or nil when they are valid.
    package static func invalidControlPointsMessage(_ values: [Double]) -> String? {
        if values.contains(where: { !$0.isFinite }) {
            return "CAMediaTimingFunction control points must be finite, got \(values)"
        }
        if !(0...1).contains(values[0]) || !(0...1).contains(values[2]) {
            return "CAMediaTimingFunction control point x values must lie in 0...1, got \(values[0]) and \(values[2])"
        }
        return nil
    }

    /// Writes control point `idx` (0 is the start (0, 0), 1 and 2 the inner points, 3 the end
    /// (1, 1)) into the two floats at `ptr`. Other indices stop with a message.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (x: Double, y: Double)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = controlPoint1
        case 2: point = controlPoint2
        case 3: point = (1, 1)
        default: Fatal.stop("CAMediaTimingFunction has control points 0...3, asked for \(idx)")
        }
        ptr[0] = Float(point.x)
        ptr[1] = Float(point.y)
    }

    /// The progress at `time` (0…1; values outside are clamped).
    package func progress(at time: Double) -> Double {
        if time <= 0 { return 0 }
        if time >= 1 { return 1 }
        if controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y { return time }
        return Self.bezier(solveParameter(forX: time), controlPoint1.y, controlPoint2.y)
    }

    /// One coordinate of the curve at parameter `s`, with inner control values `p1` and `p2`.
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        // Horner form of 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³.
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    private static func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }

    /// The parameter s with x(s) = x. x(s) is monotonic on 0…1 because both inner x values lie
    /// in 0…1, so a bracket always holds the root; Newton steps that leave it are replaced by
    /// bisection.
    private func solveParameter(forX x: Double) -> Double {
        let x1 = controlPoint1.x, x2 = controlPoint2.x
        var low = 0.0, high = 1.0
        var s = x
        for _ in 0..<100 {
            let error = Self.bezier(s, x1, x2) - x
            if error == 0 { return s }
            if error > 0 { high = s } else { low = s }
            if high - low <= 1e-15 { return s }
            let slope = Self.bezierSlope(s, x1, x2)
            let next = slope != 0 ? s - error / slope : .nan
            s = (next > low && next < high) ? next : (low + high) / 2
        }
        return s
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.controlPoint1 == rhs.controlPoint1 && lhs.controlPoint2 == rhs.controlPoint2
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(controlPoint1.x)
        hasher.combine(controlPoint1.y)
        hasher.combine(controlPoint2.x)
        hasher.combine(controlPoint2.y)
    }

    public var description: String {
        "CAMediaTimingFunction(\(controlPoint1.x), \(controlPoint1.y), \(controlPoint2.x), \(controlPoint2.y))"
    }
}
