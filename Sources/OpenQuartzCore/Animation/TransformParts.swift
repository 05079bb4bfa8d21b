import Foundation
import OpenCoreGraphics

/// A transform taken apart into translation, scale and a rotation about z: the terms the
/// `transform.*` sub-key paths name and the terms transforms are blended in.
///
/// Only transforms made of those pieces (no shear, no perspective, no rotation about x or y)
/// decompose; the initializer returns nil for others.
package struct TransformParts: Equatable {
    var translation: (x: Double, y: Double, z: Double)
    var scale: (x: Double, y: Double, z: Double)
    /// Radians about z.
    var rotation: Double

    package static func == (a: TransformParts, b: TransformParts) -> Bool {
        a.translation == b.translation && a.scale == b.scale && a.rotation == b.rotation
    }

    init(
        translation: (x: Double, y: Double, z: Double), scale: (x: Double, y: Double, z: Double),
        rotation: Double
    ) {
        self.translation = translation
        self.scale = scale
        self.rotation = rotation
    }

    init?(_ t: CATransform3D) {
        let tolerance = 1e-9
        guard abs(t.m13) < tolerance, abs(t.m14) < tolerance, abs(t.m23) < tolerance,
            abs(t.m24) < tolerance, abs(t.m31) < tolerance, abs(t.m32) < tolerance,
            abs(t.m34) < tolerance, abs(t.m44 - 1) < tolerance
        else { return nil }
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

    /// Scale, then rotate about z, then translate.
    var transform: CATransform3D {
        let (c, s) = (cos(rotation), sin(rotation))
        return CATransform3D(
            m11: CGFloat(scale.x * c), m12: CGFloat(scale.x * s), m13: 0, m14: 0,
            m21: CGFloat(-scale.y * s), m22: CGFloat(scale.y * c), m23: 0, m24: 0,
            m31: 0, m32: 0, m33: CGFloat(scale.z), m34: 0,
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
            rotation: mix(a.rotation, b.rotation))
    }
}
