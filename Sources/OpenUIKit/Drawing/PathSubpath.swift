import Foundation
import OpenCoreGraphics

/// One subpath of a path: where it starts, its segments, and whether it is closed.
struct PathSubpath {
    /// A segment: its control points (none for a line) and its end.
    struct Segment {
        var controls: [CGPoint]
        var end: CGPoint
    }

    var start: CGPoint
    var segments: [Segment] = []
    var isClosed = false
    /// Whether the subpath began without a move, right after a close (Core Graphics starts it
    /// at the closed subpath's start); dropped if nothing follows.
    var isImplicit = false

    /// The subpaths of `elements`, in order.
    static func split(_ elements: [CGPath.Element]) -> [PathSubpath] {
        var result: [PathSubpath] = []
        var current: PathSubpath?
        for element in elements {
            switch element {
            case .move(let p):
                if let current, !(current.isImplicit && current.segments.isEmpty) { result.append(current) }
                current = PathSubpath(start: p)
            case .line(let p):
                current?.segments.append(Segment(controls: [], end: p))
            case .quadCurve(let p, let c):
                current?.segments.append(Segment(controls: [c], end: p))
            case .curve(let p, let c1, let c2):
                current?.segments.append(Segment(controls: [c1, c2], end: p))
            case .closeSubpath:
                guard var closed = current else { continue }
                closed.isClosed = true
                result.append(closed)
                current = PathSubpath(start: closed.start, isImplicit: true)
            }
        }
        if let current, !(current.isImplicit && current.segments.isEmpty) { result.append(current) }
        return result
    }

    /// Appends the subpath run backwards: from its last point to its start.
    func appendReversed(to path: CGMutablePath) {
        let last = segments.last?.end ?? start
        path.move(to: last)
        for index in segments.indices.reversed() {
            let segment = segments[index]
            let target = index == 0 ? start : segments[index - 1].end
            switch segment.controls.count {
            case 0: path.addLine(to: target)
            case 1: path.addQuadCurve(to: target, control: segment.controls[0])
            default: path.addCurve(to: target, control1: segment.controls[1], control2: segment.controls[0])
            }
        }
        if isClosed { path.closeSubpath() }
    }
}
