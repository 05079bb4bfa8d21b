import Foundation

/// Geometry over path elements shared by CGPath and CGContext: bounding boxes, flattening,
/// point containment.
enum PathGeometry {
    /// Distance of a cubic's control points from its ends for a quarter circle of radius 1.
    static let quarterCircleHandle: CGFloat = 0.5522847498307936

    /// Whether a rectangle's four numbers are finite.
    static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
    }

    /// The box around every point of the path, control points included; null when empty.
    static func controlBox(of elements: [CGPath.Element]) -> CGRect {
        var box = Box()
        for element in elements {
            for point in element.points { box.add(point) }
        }
        return box.rect
    }

    /// The tightest box around the path: curves contribute their extrema, not their control
    /// points; null when empty.
    static func tightBox(of elements: [CGPath.Element]) -> CGRect {
        var box = Box()
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                box.add(p)
                current = p
                start = p
            case .line(let p):
                box.add(p)
                current = p
            case .quadCurve(let p, let c):
                box.add(p)
                // Extremum of a quadratic per axis where the derivative is zero.
                for axis in 0..<2 {
                    let a0 = axis == 0 ? current.x : current.y
                    let a1 = axis == 0 ? c.x : c.y
                    let a2 = axis == 0 ? p.x : p.y
                    let denominator = a0 - 2 * a1 + a2
                    if denominator != 0 {
                        let t = (a0 - a1) / denominator
                        if t > 0 && t < 1 { box.add(quadPoint(current, c, p, t)) }
                    }
                }
                current = p
            case .curve(let p, let c1, let c2):
                box.add(p)
                for t in cubicExtrema(current, c1, c2, p) {
                    box.add(cubicPoint(current, c1, c2, p, t))
                }
                current = p
            case .closeSubpath:
                current = start
            }
        }
        return box.rect
    }

    /// Parameters in (0, 1) where either coordinate of a cubic has a zero derivative.
    private static func cubicExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGFloat] {
        var result: [CGFloat] = []
        for axis in 0..<2 {
            let v0 = axis == 0 ? p0.x : p0.y
            let v1 = axis == 0 ? p1.x : p1.y
            let v2 = axis == 0 ? p2.x : p2.y
            let v3 = axis == 0 ? p3.x : p3.y
            // Derivative / 3 = a t² + b t + c.
            let a = -v0 + 3 * v1 - 3 * v2 + v3
            let b = 2 * (v0 - 2 * v1 + v2)
            let c = v1 - v0
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { result.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    result.append((-b + root) / (2 * a))
                    result.append((-b - root) / (2 * a))
                }
            }
        }
        return result.filter { $0 > 0 && $0 < 1 }
    }

    static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(
            x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
            y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return CGPoint(
            x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
            y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// The path as closed polygons, curves split into straight segments no longer than about
    /// `tolerance` away from the curve.
    static func polygons(of elements: [CGPath.Element], tolerance: CGFloat = 0.1) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var polygon: [CGPoint] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        func finish() {
            if polygon.count > 1 { polygons.append(polygon) }
            polygon = []
        }
        func segments(_ points: [CGPoint]) -> Int {
            var length: CGFloat = 0
            for (a, b) in zip(points, points.dropFirst()) { length += a.distance(to: b) }
            return Swift.min(256, Swift.max(1, Int((length / Swift.max(tolerance, 1e-6)).squareRoot().rounded(.up))))
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                polygon = [p]
                current = p
                start = p
            case .line(let p):
                if polygon.isEmpty { polygon = [current] }
                polygon.append(p)
                current = p
            case .quadCurve(let p, let c):
                if polygon.isEmpty { polygon = [current] }
                let n = segments([current, c, p])
                for i in 1...n { polygon.append(quadPoint(current, c, p, CGFloat(i) / CGFloat(n))) }
                current = p
            case .curve(let p, let c1, let c2):
                if polygon.isEmpty { polygon = [current] }
                let n = segments([current, c1, c2, p])
                for i in 1...n { polygon.append(cubicPoint(current, c1, c2, p, CGFloat(i) / CGFloat(n))) }
                current = p
            case .closeSubpath:
                finish()
                current = start
            }
        }
        finish()
        return polygons
    }

    /// Whether `point` is inside the path (every subpath implicitly closed) under `rule`.
    static func contains(_ point: CGPoint, in elements: [CGPath.Element], evenOdd: Bool) -> Bool {
        var winding = 0
        var crossings = 0
        for polygon in polygons(of: elements) {
            for index in polygon.indices {
                let a = polygon[index]
                let b = polygon[(index + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y && cross(a, b, point) > 0 {
                        winding += 1
                        crossings += 1
                    }
                } else if b.y <= point.y && cross(a, b, point) < 0 {
                    winding -= 1
                    crossings += 1
                }
            }
        }
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The rectangle a path draws when it is exactly one axis-aligned rectangle.
    static func rectangle(in elements: [CGPath.Element]) -> CGRect? {
        var points: [CGPoint] = []
        var closed = false
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p) where index > 0 && !closed: points.append(p)
            case .closeSubpath where index == elements.count - 1: closed = true
            default: return nil
            }
        }
        if points.count == 5 && points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return nil }
        let horizontalFirst = points[0].y == points[1].y && points[1].x == points[2].x
            && points[2].y == points[3].y && points[3].x == points[0].x
        let verticalFirst = points[0].x == points[1].x && points[1].y == points[2].y
            && points[2].x == points[3].x && points[3].y == points[0].y
        guard horizontalFirst || verticalFirst else { return nil }
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        return CGRect(
            x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// A growing bounding box.
    struct Box {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity

        mutating func add(_ p: CGPoint) {
            minX = Swift.min(minX, p.x)
            minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x)
            maxY = Swift.max(maxY, p.y)
        }

        var rect: CGRect {
            minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }
}
