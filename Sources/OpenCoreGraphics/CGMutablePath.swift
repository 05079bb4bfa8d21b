import Foundation

/// A path under construction. Every builder takes an optional transform that maps the new
/// points before they are added.
///
/// Builders that need a current point (lines, curves, tangent arcs) log and do nothing on an
/// empty path, as Core Graphics does; non-finite input is logged and dropped.
/// - Note: See https://developer.apple.com/documentation/coregraphics/cgmutablepath
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty path.
    public init() {
        super.init(storage: [], subpathStart: nil, lastPoint: nil)
    }

    override init(elements: [Element]) {
        super.init(elements: elements)
    }

    private func append(_ element: Element, _ function: String) {
        guard element.isFinite else {
            CoreGraphicsLog.error(function, "invalid numeric value (NaN or infinity) in a path point; ignored")
            return
        }
        switch element {
        case .move(let p):
            subpathStart = p
            lastPoint = p
        case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
            lastPoint = p
        case .closeSubpath:
            lastPoint = subpathStart
        }
        storage.append(element)
    }

    private func needsCurrentPoint(_ function: String) -> Bool {
        guard lastPoint == nil else { return true }
        CoreGraphicsLog.error(function, "no current point.")
        return false
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(to: point.applying(transform)), "CGPathMoveToPoint")
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard needsCurrentPoint("CGPathAddLineToPoint") else { return }
        append(.line(to: point.applying(transform)), "CGPathAddLineToPoint")
    }

    /// Adds a polyline: a move to the first point, then lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard needsCurrentPoint("CGPathAddQuadCurveToPoint") else { return }
        append(
            .quadCurve(to: end.applying(transform), control: control.applying(transform)),
            "CGPathAddQuadCurveToPoint")
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        guard needsCurrentPoint("CGPathAddCurveToPoint") else { return }
        append(
            .curve(
                to: end.applying(transform), control1: control1.applying(transform),
                control2: control2.applying(transform)), "CGPathAddCurveToPoint")
    }

    /// Closes the subpath under construction; a new element after this starts a new subpath
    /// at the same point.
    public func closeSubpath() {
        guard lastPoint != nil, storage.last != .closeSubpath else { return }
        append(.closeSubpath, "CGPathCloseSubpath")
    }

    /// Adds a closed rectangle as its own subpath (corners in the order min-min, max-min,
    /// max-max, min-max of the standardized rectangle).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard PathGeometry.isFinite(rect) else {
            CoreGraphicsLog.error("CGPathAddRect", "invalid numeric value (NaN or infinity) in the rectangle; ignored")
            return
        }
        let r = rect.standardized
        let corners = (
            CGPoint(x: r.minX, y: r.minY).applying(transform), CGPoint(x: r.maxX, y: r.minY).applying(transform),
            CGPoint(x: r.maxX, y: r.maxY).applying(transform), CGPoint(x: r.minX, y: r.maxY).applying(transform)
        )
        guard corners.0.isFinite, corners.1.isFinite, corners.2.isFinite, corners.3.isFinite else {
            // A transform that overflows: point by point, each non-finite one logged and dropped.
            move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
            addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
            addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
            addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
            closeSubpath()
            return
        }
        // The same five elements as the point-by-point route, appended at once: every layer's
        // drawing clips to a rectangle, and that route's checks per element (each listing the
        // element's points in a new array) cost more than the rectangle.
        storage.append(contentsOf: [
            .move(to: corners.0), .line(to: corners.1), .line(to: corners.2), .line(to: corners.3), .closeSubpath,
        ])
        subpathStart = corners.0
        lastPoint = corners.0
    }

    /// Adds several closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the closed ellipse inscribed in `rect`, as four cubic curves starting at the
    /// rightmost point.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard PathGeometry.isFinite(rect) else {
            CoreGraphicsLog.error("CGPathAddEllipseInRect", "invalid numeric value (NaN or infinity) in the rectangle; ignored")
            return
        }
        let r = rect.standardized
        let rx = r.width / 2
        let ry = r.height / 2
        let k = PathGeometry.quarterCircleHandle
        let cx = r.midX
        let cy = r.midY
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
            control2: CGPoint(x: cx + k * rx, y: cy + ry), transform: transform)
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + k * ry), transform: transform)
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
            control2: CGPoint(x: cx - k * rx, y: cy - ry), transform: transform)
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - k * ry), transform: transform)
        closeSubpath()
    }

    /// Adds a closed rectangle whose corners are quarter ellipses of `cornerWidth` by
    /// `cornerHeight`; the corner sizes are limited to half the rectangle's sides.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard PathGeometry.isFinite(rect), cornerWidth.isFinite, cornerHeight.isFinite else {
            CoreGraphicsLog.error("CGPathAddRoundedRect", "invalid numeric value (NaN or infinity); ignored")
            return
        }
        let r = rect.standardized
        // UIKit divergence: Core Graphics stops on corners larger than half a side; they are
        // limited to half the side here so callers need not clamp.
        let cw = Swift.max(0, Swift.min(cornerWidth, r.width / 2))
        let ch = Swift.max(0, Swift.min(cornerHeight, r.height / 2))
        guard cw > 0, ch > 0 else { return addRect(r, transform: transform) }
        let k = PathGeometry.quarterCircleHandle
        let t = transform
        move(to: CGPoint(x: r.maxX, y: r.minY + ch), transform: t)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: t)
        addCurve(
            to: CGPoint(x: r.maxX - cw, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ch + k * ch),
            control2: CGPoint(x: r.maxX - cw + k * cw, y: r.maxY), transform: t)
        addLine(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: t)
        addCurve(
            to: CGPoint(x: r.minX, y: r.maxY - ch), control1: CGPoint(x: r.minX + cw - k * cw, y: r.maxY),
            control2: CGPoint(x: r.minX, y: r.maxY - ch + k * ch), transform: t)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ch), transform: t)
        addCurve(
            to: CGPoint(x: r.minX + cw, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ch - k * ch),
            control2: CGPoint(x: r.minX + cw - k * cw, y: r.minY), transform: t)
        addLine(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: t)
        addCurve(
            to: CGPoint(x: r.maxX, y: r.minY + ch), control1: CGPoint(x: r.maxX - cw + k * cw, y: r.minY),
            control2: CGPoint(x: r.maxX, y: r.minY + ch - k * ch), transform: t)
        closeSubpath()
    }

    /// Adds an arc of a circle from `startAngle` to `endAngle` (radians). In a y-up space
    /// `clockwise: true` sweeps towards decreasing angles. A line joins the current point to
    /// the arc's start; on an empty path the arc starts a subpath.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        guard center.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else {
            CoreGraphicsLog.error("CGPathAddArc", "invalid numeric value (NaN or infinity); ignored")
            return
        }
        // As Core Graphics does: a sweep of a full turn or more in the requested direction
        // draws the whole circle once; a sweep the other way is brought into the requested
        // direction modulo a full turn, and a whole number of turns the other way (0 to 2π
        // clockwise, a loader's full ring drawn counter-clockwise on screen) is a full circle.
        // Only equal angles give an empty arc.
        var sweep = endAngle - startAngle
        let fullTurn = 2 * CGFloat.pi
        if clockwise {
            if sweep <= -fullTurn {
                sweep = -fullTurn
            } else if sweep > 0 {
                sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn
            }
        } else {
            if sweep >= fullTurn {
                sweep = fullTurn
            } else if sweep < 0 {
                sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn
            }
        }
        addArcSweep(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
    }

    /// Adds an arc that starts at `startAngle` and turns by `delta` radians (positive deltas
    /// towards increasing angles).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard center.isFinite, radius.isFinite, startAngle.isFinite, delta.isFinite else {
            CoreGraphicsLog.error("CGPathAddRelativeArc", "invalid numeric value (NaN or infinity); ignored")
            return
        }
        addArcSweep(center: center, radius: radius, startAngle: startAngle, sweep: delta, transform: transform)
    }

    private func addArcSweep(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform
    ) {
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let start = point(startAngle)
        if lastPoint == nil {
            move(to: start, transform: transform)
        } else {
            addLine(to: start, transform: transform)
        }
        guard sweep != 0 else { return }
        let pieces = Swift.max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = point(angle)
            let p1 = point(next)
            let c1 = CGPoint(x: p0.x - handle * sin(angle), y: p0.y + handle * cos(angle))
            let c2 = CGPoint(x: p1.x + handle * sin(next), y: p1.y - handle * cos(next))
            addCurve(to: p1, control1: c1, control2: c2, transform: transform)
            angle = next
        }
    }

    /// Adds a corner rounded with `radius`: a line from the current point towards
    /// `tangent1End`, then an arc tangent to both the segment (current point, `tangent1End`)
    /// and the segment (`tangent1End`, `tangent2End`).
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard tangent1End.isFinite, tangent2End.isFinite, radius.isFinite else {
            CoreGraphicsLog.error("CGPathAddArcToPoint", "invalid numeric value (NaN or infinity); ignored")
            return
        }
        guard needsCurrentPoint("CGPathAddArcToPoint"), let current = lastPoint else { return }
        // The current point is in base space; the tangent construction happens in user space.
        let inverse = transform.inverted()
        let p0 = current.applying(inverse)
        let p1 = tangent1End
        let p2 = tangent2End
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let len1 = (v1.x * v1.x + v1.y * v1.y).squareRoot()
        let len2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, len1 > 0, len2 > 0, abs(cross) > 1e-12 * len1 * len2 else {
            addLine(to: p1, transform: transform)
            return
        }
        let u1 = CGPoint(x: v1.x / len1, y: v1.y / len1)
        let u2 = CGPoint(x: v2.x / len2, y: v2.y / len2)
        let cosine = Swift.max(-1, Swift.min(1, u1.x * u2.x + u1.y * u2.y))
        let half = acos(cosine) / 2
        let distance = radius / tan(half)
        let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centerDistance = radius / sin(half)
        let center = CGPoint(
            x: p1.x + bisector.x / bisectorLength * centerDistance,
            y: p1.y + bisector.y / bisectorLength * centerDistance)
        let startAngle = atan2(t1.y - center.y, t1.x - center.x)
        let endAngle = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = endAngle - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addArcSweep(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
    }

    /// Appends every element of `path`, mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.storage {
            append(element.applying(transform), "CGPathAddPath")
        }
    }
}
