import Foundation
import OpenCoreGraphics

/// How a 4×4 layer transform maps the layer's own plane (z = 0) onto its superlayer's plane,
/// after z is dropped: a 3×3 projective map in row-vector form, `(x, y, 1) · H`, then divided
/// by the third coordinate.
///
/// Core Animation flattens every layer into its superlayer's plane (there is no
/// CATransformLayer here), so a point's journey through a tree is a chain of these maps. When
/// the transform has no perspective (`m14 == m24 == 0`) the map is affine and
/// ``affineTransform`` is exact.
package struct PlaneProjection: Equatable, Sendable {
    package var h11: CGFloat, h12: CGFloat, h13: CGFloat
    package var h21: CGFloat, h22: CGFloat, h23: CGFloat
    package var h31: CGFloat, h32: CGFloat, h33: CGFloat

    package static let identity = PlaneProjection(CATransform3DIdentity)

    /// The projection of `t`: rows 1, 2 and 4 and columns 1, 2 and 4 of the matrix.
    package init(_ t: CATransform3D) {
        (h11, h12, h13) = (t.m11, t.m12, t.m14)
        (h21, h22, h23) = (t.m21, t.m22, t.m24)
        (h31, h32, h33) = (t.m41, t.m42, t.m44)
    }

    private init(rows: [CGFloat]) {
        (h11, h12, h13) = (rows[0], rows[1], rows[2])
        (h21, h22, h23) = (rows[3], rows[4], rows[5])
        (h31, h32, h33) = (rows[6], rows[7], rows[8])
    }

    /// Whether the map is affine (no perspective division other than by a constant).
    package var isAffine: Bool { h13 == 0 && h23 == 0 && h33 != 0 }

    /// The map as an affine transform; perspective terms are dropped when it is not affine.
    package var affineTransform: CGAffineTransform {
        let w = h33 == 0 ? 1 : h33
        return CGAffineTransform(a: h11 / w, b: h12 / w, c: h21 / w, d: h22 / w, tx: h31 / w, ty: h32 / w)
    }

    /// Maps `point`. A point that projects to infinity (behind the eye) comes back unchanged
    /// in direction but with non-finite coordinates.
    package func apply(_ point: CGPoint) -> CGPoint {
        let x = point.x * h11 + point.y * h21 + h31
        let y = point.x * h12 + point.y * h22 + h32
        let w = point.x * h13 + point.y * h23 + h33
        if w == 1 { return CGPoint(x: x, y: y) }
        return CGPoint(x: x / w, y: y / w)
    }

    /// The smallest axis-aligned rectangle holding the four mapped corners of `rect`.
    package func apply(_ rect: CGRect) -> CGRect {
        if rect.isNull || rect.isInfinite { return rect }
        if isAffine { return rect.applying(affineTransform) }
        let corners = [
            apply(CGPoint(x: rect.minX, y: rect.minY)), apply(CGPoint(x: rect.maxX, y: rect.minY)),
            apply(CGPoint(x: rect.minX, y: rect.maxY)), apply(CGPoint(x: rect.maxX, y: rect.maxY)),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!
        let minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// The map that applies `self` and then `next`.
    package func concatenating(_ next: PlaneProjection) -> PlaneProjection {
        let a = rows
        let b = next.rows
        var product = [CGFloat](repeating: 0, count: 9)
        for row in 0..<3 {
            for column in 0..<3 {
                product[row * 3 + column] =
                    a[row * 3] * b[column] + a[row * 3 + 1] * b[3 + column] + a[row * 3 + 2] * b[6 + column]
            }
        }
        return PlaneProjection(rows: product)
    }

    /// The inverse map, or nil when the map collapses the plane.
    package func inverted() -> PlaneProjection? {
        let m = rows
        let c11 = m[4] * m[8] - m[5] * m[7]
        let c12 = m[5] * m[6] - m[3] * m[8]
        let c13 = m[3] * m[7] - m[4] * m[6]
        let determinant = m[0] * c11 + m[1] * c12 + m[2] * c13
        guard determinant != 0, determinant.isFinite else { return nil }
        let adjugate: [CGFloat] = [
            c11, m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
            c12, m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
            c13, m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
        ]
        return PlaneProjection(rows: adjugate.map { $0 / determinant })
    }

    private var rows: [CGFloat] { [h11, h12, h13, h21, h22, h23, h31, h32, h33] }
}
