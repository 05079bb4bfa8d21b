import Foundation
import OpenCoreGraphics

/// A transform taken apart into translation, scale and rotations about x, y and z: the terms
/// the `transform.*` sub-key paths name and the terms transforms are blended in.
///
/// Only transforms made of those pieces (no shear, no perspective) decompose; the initializer
/// returns nil for others. The rotations apply in the order x, then y, then z (a point is
/// scaled, turned about x, y, z, then moved).
package struct TransformParts: Equatable {
    var translation: (x: Double, y: Double, z: Double)
    var scale: (x: Double, y: Double, z: Double)
    /// Radians about z.
    var rotation: Double
    /// Radians about x.
    var rotationX: Double = 0
    /// Radians about y.
    var rotationY: Double = 0

    package static func == (a: TransformParts, b: TransformParts) -> Bool {
        a.translation == b.translation && a.scale == b.scale && a.rotation == b.rotation
            && a.rotationX == b.rotationX && a.rotationY == b.rotationY
    }

    init(
        translation: (x: Double, y: Double, z: Double), scale: (x: Double, y: Double, z: Double),
        rotation: Double, rotationX: Double = 0, rotationY: Double = 0
    ) {
        self.translation = translation
        self.scale = scale
        self.rotation = rotation
        self.rotationX = rotationX
        self.rotationY = rotationY
    }

    init?(_ t: CATransform3D) {
        let tolerance = 1e-9
        guard abs(t.m14) < tolerance, abs(t.m24) < tolerance, abs(t.m34) < tolerance, abs(t.m44 - 1) < tolerance
        else { return nil }
        if abs(t.m13) < tolerance && abs(t.m23) < tolerance && abs(t.m31) < tolerance && abs(t.m32) < tolerance {
            self.init(planar: t, tolerance: tolerance)
        } else {
            self.init(spatial: t, tolerance: tolerance)
        }
    }

    /// A transform that only turns about z (a mirror shows as a negative y scale).
    private init?(planar t: CATransform3D, tolerance: Double) {
        let (a, b, c, d) = (Double(t.m11), Double(t.m12), Double(t.m21), Double(t.m22))
        let sx = (a * a + b * b).squareRoot()
        guard sx > tolerance else { return nil }
        // Rows orthogonal means no shear.
        guard abs(a * c + b * d) < tolerance * max(1, sx * sx) else { return nil }
        self.init(
            translation: (Double(t.m41), Double(t.m42), Double(t.m43)),
            scale: (sx, (a * d - b * c) / sx, Double(t.m33)),
            rotation: atan2(b, a))
    }

    /// A transform that turns about x or y as well: positive scales and a rotation matrix
    /// R = Rx·Ry·Rz read back as angles.
    private init?(spatial t: CATransform3D, tolerance: Double) {
        var rows = [
            [Double(t.m11), Double(t.m12), Double(t.m13)],
            [Double(t.m21), Double(t.m22), Double(t.m23)],
            [Double(t.m31), Double(t.m32), Double(t.m33)],
        ]
        var scales = [0.0, 0.0, 0.0]
        for i in 0..<3 {
            scales[i] = (rows[i][0] * rows[i][0] + rows[i][1] * rows[i][1] + rows[i][2] * rows[i][2]).squareRoot()
            guard scales[i] > tolerance else { return nil }
            rows[i] = rows[i].map { $0 / scales[i] }
        }
        func dot(_ u: [Double], _ v: [Double]) -> Double { u[0] * v[0] + u[1] * v[1] + u[2] * v[2] }
        let skew = 1e-7
        guard abs(dot(rows[0], rows[1])) < skew, abs(dot(rows[0], rows[2])) < skew, abs(dot(rows[1], rows[2])) < skew
        else { return nil }
        let determinant =
            rows[0][0] * (rows[1][1] * rows[2][2] - rows[1][2] * rows[2][1])
            - rows[0][1] * (rows[1][0] * rows[2][2] - rows[1][2] * rows[2][0])
            + rows[0][2] * (rows[1][0] * rows[2][1] - rows[1][1] * rows[2][0])
        guard determinant > 0 else { return nil }
        let y = asin(max(-1, min(1, -rows[0][2])))
        let x: Double, z: Double
        if abs(cos(y)) > 1e-9 {
            x = atan2(rows[1][2], rows[2][2])
            z = atan2(rows[0][1], rows[0][0])
        } else {
            x = 0
            z = atan2(-rows[1][0], rows[1][1])
        }
        self.init(
            translation: (Double(t.m41), Double(t.m42), Double(t.m43)), scale: (scales[0], scales[1], scales[2]),
            rotation: z, rotationX: x, rotationY: y)
    }

    /// Scale, then rotate about x, y and z, then translate.
    var transform: CATransform3D {
        let (cz, sz) = (cos(rotation), sin(rotation))
        guard rotationX != 0 || rotationY != 0 else {
            return CATransform3D(
                m11: CGFloat(scale.x * cz), m12: CGFloat(scale.x * sz), m13: 0, m14: 0,
                m21: CGFloat(-scale.y * sz), m22: CGFloat(scale.y * cz), m23: 0, m24: 0,
                m31: 0, m32: 0, m33: CGFloat(scale.z), m34: 0,
                m41: CGFloat(translation.x), m42: CGFloat(translation.y), m43: CGFloat(translation.z), m44: 1)
        }
        let (cx, sx) = (cos(rotationX), sin(rotationX))
        let (cy, sy) = (cos(rotationY), sin(rotationY))
        let r1 = [cy * cz, cy * sz, -sy].map { $0 * scale.x }
        let r2 = [sx * sy * cz - cx * sz, sx * sy * sz + cx * cz, sx * cy].map { $0 * scale.y }
        let r3 = [cx * sy * cz + sx * sz, cx * sy * sz - sx * cz, cx * cy].map { $0 * scale.z }
        return CATransform3D(
            m11: CGFloat(r1[0]), m12: CGFloat(r1[1]), m13: CGFloat(r1[2]), m14: 0,
            m21: CGFloat(r2[0]), m22: CGFloat(r2[1]), m23: CGFloat(r2[2]), m24: 0,
            m31: CGFloat(r3[0]), m32: CGFloat(r3[1]), m33: CGFloat(r3[2]), m34: 0,
            m41: CGFloat(translation.x), m42: CGFloat(translation.y), m43: CGFloat(translation.z), m44: 1)
    }

    static func blend(_ a: TransformParts, _ b: TransformParts, _ f: Double) -> TransformParts {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return TransformParts(
            translation: (
                mix(a.translation.x, b.translation.x), mix(a.translation.y, b.translation.y),
                mix(a.translation.z, b.translation.z)
            ),
            scale: (mix(a.scale.x, b.scale.x), mix(a.scale.y, b.scale.y), mix(a.scale.z, b.scale.z)),
            rotation: mix(a.rotation, b.rotation), rotationX: mix(a.rotationX, b.rotationX),
            rotationY: mix(a.rotationY, b.rotationY))
    }
}
