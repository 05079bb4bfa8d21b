import Foundation

extension CGContext {
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        guard valid("CGContextMoveToPoint", point.x, point.y) else { return }
        pathBuilder.move(to: point, transform: state.transform)
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        guard valid("CGContextAddLineToPoint", point.x, point.y) else { return }
        pathBuilder.addLine(to: point, transform: state.transform)
    }

    /// Adds a polyline: a move to the first point, then lines through the rest.
    public func addLines(between points: [CGPoint]) {
        guard valid("CGContextAddLines", points) else { return }
        pathBuilder.addLines(between: points, transform: state.transform)
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard valid("CGContextAddQuadCurveToPoint", [end, control]) else { return }
        pathBuilder.addQuadCurve(to: end, control: control, transform: state.transform)
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard valid("CGContextAddCurveToPoint", [end, control1, control2]) else { return }
        pathBuilder.addCurve(to: end, control1: control1, control2: control2, transform: state.transform)
    }

    /// Closes the current subpath back to its start.
    public func closePath() { pathBuilder.closeSubpath() }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) {
        guard valid("CGContextAddRect", rect) else { return }
        pathBuilder.addRect(rect, transform: state.transform)
    }

    /// Adds several closed rectangles.
    public func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        guard valid("CGContextAddEllipseInRect", rect) else { return }
        pathBuilder.addEllipse(in: rect, transform: state.transform)
    }

    /// Adds an arc of a circle; `clockwise: true` sweeps towards decreasing angles in user
    /// space (clockwise on screen only in a y-up space).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        guard valid("CGContextAddArc", center.x, center.y, radius, startAngle, endAngle) else { return }
        pathBuilder.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
            transform: state.transform)
    }

    /// Adds a line towards `tangent1End` and an arc of `radius` tangent to the corner it
    /// makes with `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard valid("CGContextAddArcToPoint", tangent1End.x, tangent1End.y, tangent2End.x, tangent2End.y, radius)
        else { return }
        pathBuilder.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.transform)
    }

    /// Appends `path` (in user space) to the path under construction.
    public func addPath(_ path: CGPath) {
        pathBuilder.addPath(path, transform: state.transform)
    }

    /// Forgets the path under construction.
    public func beginPath() { pathBuilder = CGMutablePath() }

    /// Whether no path is under construction.
    public var isPathEmpty: Bool { pathBuilder.isEmpty }

    /// The current point of the path under construction, in user space (`.zero` when empty).
    public var currentPointOfPath: CGPoint {
        guard !pathBuilder.isEmpty else { return .zero }
        return pathBuilder.currentPoint.applying(state.transform.inverted())
    }

    /// The tight bounding box of the path under construction, in user space (`.null` when empty).
    public var boundingBoxOfPath: CGRect {
        let box = pathBuilder.boundingBoxOfPath
        return box.isNull ? box : box.applying(state.transform.inverted())
    }

    /// A copy of the path under construction, in user space; nil when empty.
    public var path: CGPath? {
        guard !pathStorage.isEmpty else { return nil }
        let inverse = state.transform.inverted()
        return CGPath(elements: pathStorage.map { $0.applying(inverse) })
    }

    var pathStorage: [CGPath.Element] { pathBuilder.storage }
}
