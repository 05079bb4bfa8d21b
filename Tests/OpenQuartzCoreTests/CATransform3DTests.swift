import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

private func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    zip(a.entries, b.entries).allSatisfy { abs($0 - $1) < 1e-12 }
}

@Suite struct CATransform3DTests {
    @Test("Makers fill the entries in the row-vector convention")
    func makers() {
        #expect(CATransform3D().entries.allSatisfy { $0 == 0 })
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3 && t.m44 == 1)
        let s = CATransform3DMakeScale(2, 3, 4)
        #expect(s.m11 == 2 && s.m22 == 3 && s.m33 == 4)
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(close(r, CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))))
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test("Translate, Scale and Rotate act before the given transform; Concat applies the first first")
    func composition() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        let moved = CATransform3DTranslate(scale, 10, 0, 0)
        // translate first, then scale: x = (0 + 10) · 2
        #expect(moved.m41 == 20)
        #expect(CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), scale) == moved)
        #expect(CATransform3DScale(CATransform3DIdentity, 2, 2, 1) == scale)
        #expect(close(CATransform3DRotate(CATransform3DIdentity, 0.3, 0, 0, 1), CATransform3DMakeRotation(0.3, 0, 0, 1)))
        #expect(CATransform3DEqualToTransform(moved, moved) && !CATransform3DEqualToTransform(moved, scale))
    }

    @Test("Invert undoes a transform; a singular matrix comes back unchanged")
    func inversion() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(5, -3, 2), 0.7, 1, 2, 3)
        t.m34 = -1.0 / 400
        #expect(close(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity))
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }

    @Test("Affine transforms convert both ways; perspective is not affine")
    func affine() {
        let m = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(m)
        #expect(CATransform3DIsAffine(t) && CATransform3DGetAffineTransform(t) == m)
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        #expect(!CATransform3DIsAffine(perspective))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
    }
}
