import Foundation
import OpenCoreGraphics

/// Cuts a path down to the part between two fractions of its length, as a shape layer's
/// strokeStart and strokeEnd do. Curves are flattened into short lines first.
enum PathTrimmer {
    /// Curve pieces per Bézier segment when flattening; fine enough that the cut ends sit
    /// within a small fraction of a point on the curve for on-screen sizes.
    static let segmentsPerCurve = 32

    /// The portion of `path` from `start` to `end` (fractions of the whole length, 0…1).
    static func trim(_ path: CGPath, from start: CGFloat, to end: CGFloat) -> CGPath {
        let polylines = flatten(path)
        let total = polylines.reduce(0) { $0 + length(of: $1) }
        let result = CGMutablePath()
        guard total > 0 else { return result }
        let from = start * total
        let to = end * total
        var walked: CGFloat = 0
        for line in polylines {
            var drawing = false
            for index in 1..<max(line.count, 1) where line.count > 1 {
                let a = line[index - 1]
                let b = line[index]
                let piece = hypot(b.x - a.x, b.y - a.y)
                let pieceStart = walked
                let pieceEnd = walked + piece
                walked = pieceEnd
                guard piece > 0, pieceEnd > from, pieceStart < to else { continue }
                let t0 = max(0, (from - pieceStart) / piece)
                let t1 = min(1, (to - pieceStart) / piece)
                let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                if !drawing || t0 > 0 { result.move(to: p0) }
                result.addLine(to: p1)
                drawing = t1 >= 1
            }
        }
        return result
    }

    /// The path as polylines, one per subpath (closed subpaths end at their start point).
    static func flatten(_ path: CGPath) -> [[CGPoint]] {
        var lines: [[CGPoint]] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero
        func finish() {
            if current.count > 1 { lines.append(current) }
            current = []
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish()
                start = p
                current = [p]
            case .line(let p):
                if current.isEmpty { current = [start] }
                current.append(p)
            case .quadCurve(let p, let c):
                let p0 = current.last ?? start
                if current.isEmpty { current = [p0] }
                for i in 1...segmentsPerCurve {
                    let t = CGFloat(i) / CGFloat(segmentsPerCurve)
                    let u = 1 - t
                    current.append(
                        CGPoint(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = current.last ?? start
                if current.isEmpty { current = [p0] }
                for i in 1...segmentsPerCurve {
                    let t = CGFloat(i) / CGFloat(segmentsPerCurve)
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(
                        CGPoint(
                            x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                            y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                if !current.isEmpty { current.append(start) }
                finish()
            }
        }
        finish()
        return lines
    }

    private static func length(of line: [CGPoint]) -> CGFloat {
        var total: CGFloat = 0
        for index in line.indices.dropFirst() {
            total += hypot(line[index].x - line[index - 1].x, line[index].y - line[index - 1].y)
        }
        return total
    }
}
