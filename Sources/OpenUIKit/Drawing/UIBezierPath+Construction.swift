import Foundation
import OpenCoreGraphics

extension UIBezierPath {
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// Adds a straight line from the current point to `point` (logged and ignored on an
    /// empty path, as Core Graphics does).
    public func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// Adds a cubic Bézier curve from the current point to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc of a circle; a line joins the current point to the arc's start. `clockwise`
    /// is meant on screen: towards increasing angles in UIKit's y-down space.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // Core Graphics' flag names the direction in a y-up space, the opposite of UIKit's.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a straight line back to its start.
    public func close() {
        path.closeSubpath()
    }

    /// Removes every element; line and fill settings are kept.
    public func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Adds the elements of `bezierPath` after this path's.
    public func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// Maps every point of the path through `transform`.
    public func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    /// A new path with every subpath traversed in the opposite direction (same settings, same
    /// shape; closed subpaths stay closed).
    public func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copySettings(from: self)
        for subpath in PathSubpath.split(path.elements).reversed() {
            subpath.appendReversed(to: reversed.path)
        }
        return reversed
    }

    /// Takes every line and fill setting of `other`.
    func copySettings(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }
}
