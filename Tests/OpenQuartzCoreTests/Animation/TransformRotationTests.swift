import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

@MainActor @Suite struct TransformRotationTests {
    private func entries(_ t: CATransform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
            .map { Double($0) }
    }

    private func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: Double = 1e-9) -> Bool {
        zip(entries(a), entries(b)).allSatisfy { abs($0 - $1) < tolerance }
    }

    @Test("Rotations about x and y compose as Core Animation's own rotation matrices and decompose back")
    func roundTrip() throws {
        var parts = TransformParts(translation: (0, 0, 0), scale: (1, 1, 1), rotation: 0)
        parts.rotationY = 0.7
        #expect(close(parts.transform, CATransform3DMakeRotation(0.7, 0, 1, 0)))
        parts.rotationY = 0
        parts.rotationX = -0.4
        #expect(close(parts.transform, CATransform3DMakeRotation(-0.4, 1, 0, 0)))

        // x, then y, then z, then scale first and translation last.
        let composed = TransformParts(
            translation: (5, -3, 2), scale: (2, 3, 0.5), rotation: 0.5, rotationX: 0.3, rotationY: -0.4)
        var expected = CATransform3DMakeScale(2, 3, 0.5)
        expected = CATransform3DConcat(expected, CATransform3DMakeRotation(0.3, 1, 0, 0))
        expected = CATransform3DConcat(expected, CATransform3DMakeRotation(-0.4, 0, 1, 0))
        expected = CATransform3DConcat(expected, CATransform3DMakeRotation(0.5, 0, 0, 1))
        expected = CATransform3DConcat(expected, CATransform3DMakeTranslation(5, -3, 2))
        #expect(close(composed.transform, expected))
        let back = try #require(TransformParts(expected))
        #expect(abs(back.rotationX - 0.3) < 1e-9 && abs(back.rotationY + 0.4) < 1e-9 && abs(back.rotation - 0.5) < 1e-9)
        #expect(abs(back.scale.x - 2) < 1e-9 && abs(back.scale.y - 3) < 1e-9 && abs(back.scale.z - 0.5) < 1e-9)

        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        #expect(TransformParts(perspective) == nil)
    }

    @Test("transform.rotation.y and .x animate the presentation transform")
    func keyPaths() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0
        turn.toValue = 2 * Double.pi / 3
        turn.duration = 1
        turn.beginTime = 1
        layer.add(turn, forKey: "turn")
        let tilt = CABasicAnimation(keyPath: "transform.rotation.x")
        tilt.fromValue = 0
        tilt.toValue = 0.5
        tilt.duration = 1
        tilt.beginTime = 1
        layer.add(tilt, forKey: "tilt")
        CALayer.advanceAnimations(in: layer, to: 1.5)
        let shown = layer.presentation()!.transform
        let expected = CATransform3DConcat(
            CATransform3DMakeRotation(0.25, 1, 0, 0), CATransform3DMakeRotation(Double.pi / 3, 0, 1, 0))
        #expect(close(shown, expected), "\(shown)")
        #expect(CATransform3DIsIdentity(layer.transform))
    }

    @Test("A sub-key animation of a transform with perspective is logged and leaves it unchanged")
    func perspectiveLogged() {
        let lines = LogLines()
        let layer = CALayer()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        layer.transform = perspective
        QuartzCoreLog.$current.withValue(lines.sink) {
            let turn = CABasicAnimation(keyPath: "transform.rotation.y")
            turn.toValue = 1.0
            layer.add(turn, forKey: nil)
        }
        #expect(lines.all == [
            "CoreAnimation: CABasicAnimation \"transform.rotation.y\": the layer's transform has shear or perspective "
                + "(m14, m24, m34), which has no rotation.y part to set; the animation leaves it unchanged"
        ])
    }
}
