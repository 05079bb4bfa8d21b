import Foundation

extension CGPoint {
    /// The point mapped through `t`, translation included.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped through the linear part of `t` (translation ignored, signs kept).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest axis-aligned rectangle containing the four transformed corners.
    /// The null rectangle stays null; the infinite one stays infinite.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        if t.b == 0 && t.c == 0 {
            return CGRect(
                x: minX * t.a + t.tx, y: minY * t.d + t.ty,
                width: width * t.a, height: height * t.d
            ).standardized
        }
        let corners = [
            CGPoint(x: minX, y: minY).applying(t), CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: minX, y: maxY).applying(t), CGPoint(x: maxX, y: maxY).applying(t),
        ]
        var lowX = corners[0].x
        var highX = corners[0].x
        var lowY = corners[0].y
        var highY = corners[0].y
        for corner in corners.dropFirst() {
            lowX = Swift.min(lowX, corner.x)
            highX = Swift.max(highX, corner.x)
            lowY = Swift.min(lowY, corner.y)
            highY = Swift.max(highY, corner.y)
        }
        return CGRect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
    }

    /// The point in the middle of the rectangle.
    ///
    /// Not part of Apple's CGRect; a small convenience used throughout the view code.
    public var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// A rectangle of `size` centred on `center`.
    public init(center: CGPoint, size: CGSize) {
        self.init(
            x: center.x - size.width / 2, y: center.y - size.height / 2,
            width: size.width, height: size.height)
    }
}

extension CGPoint {
    /// Euclidean distance to `other`.
    public func distance(to other: CGPoint) -> CGFloat {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Whether both coordinates are finite numbers (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }
}
