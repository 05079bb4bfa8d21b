import Foundation

/// The four corners of a rectangle, carried together through a coordinate conversion so the
/// walk up a view chain happens once per rectangle rather than once per corner.
///
/// Order: top-left, top-right, bottom-left, bottom-right (in the starting space). Kept as
/// four stored points, not an array, so a conversion allocates nothing.
struct RectCorners {
    var topLeft: CGPoint
    var topRight: CGPoint
    var bottomLeft: CGPoint
    var bottomRight: CGPoint

    init(_ rect: CGRect) {
        topLeft = CGPoint(x: rect.minX, y: rect.minY)
        topRight = CGPoint(x: rect.maxX, y: rect.minY)
        bottomLeft = CGPoint(x: rect.minX, y: rect.maxY)
        bottomRight = CGPoint(x: rect.maxX, y: rect.maxY)
    }

    private init(_ topLeft: CGPoint, _ topRight: CGPoint, _ bottomLeft: CGPoint, _ bottomRight: CGPoint) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }

    /// The corners, each mapped by `transform`.
    func map(_ transform: (CGPoint) -> CGPoint) -> RectCorners {
        RectCorners(transform(topLeft), transform(topRight), transform(bottomLeft), transform(bottomRight))
    }

    /// The smallest rectangle holding the four points. The extremes are picked as a scan in
    /// corner order that replaces the best only on a strict improvement, as the standard
    /// library's `min()` and `max()` do, so a tie between 0 and -0 resolves the same way.
    var boundingBox: CGRect {
        var minX = topLeft.x
        var maxX = topLeft.x
        var minY = topLeft.y
        var maxY = topLeft.y
        func consider(_ point: CGPoint) {
            if point.x < minX { minX = point.x }
            if maxX < point.x { maxX = point.x }
            if point.y < minY { minY = point.y }
            if maxY < point.y { maxY = point.y }
        }
        consider(topRight)
        consider(bottomLeft)
        consider(bottomRight)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
