import Foundation

/// How the inside of a path is decided when it is filled, clipped to or hit-tested.
public enum CGPathFillRule: Int, Equatable, Hashable, Sendable {
    /// Inside where the winding number is not zero.
    case winding = 0
    /// Inside where a ray crosses the path an odd number of times.
    case evenOdd = 1
}

extension CGPath {
    /// The box around all the path's points, Bézier control points included; `.null` for an
    /// empty path.
    public var boundingBox: CGRect { PathGeometry.controlBox(of: storage) }

    /// The tightest box around the path's outline (curves measured at their extrema); `.null`
    /// for an empty path.
    public var boundingBoxOfPath: CGRect { PathGeometry.tightBox(of: storage) }

    /// Whether `point` lies inside the path (each subpath treated as closed, curves
    /// flattened) under `rule`, after mapping the path through `transform`.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        guard point.isFinite else { return false }
        let elements = transform.isIdentity ? storage : storage.map { $0.applying(transform) }
        return PathGeometry.contains(point, in: elements, evenOdd: rule == .evenOdd)
    }
}
