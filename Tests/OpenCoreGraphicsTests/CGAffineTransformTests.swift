import Foundation
import OpenCoreGraphics
import Testing

private func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
    abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
}

private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.origin, b.origin) && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

@Suite struct CGAffineTransformTests {
    @Test("The initializers fill the six entries as Core Graphics does")
    func initializers() {
        #expect(CGAffineTransform() == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform.identity == CGAffineTransform())
        #expect(
            CGAffineTransform(translationX: 10, y: -20)
                == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: -20))
        #expect(
            CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(quarter.a) < 1e-15 && quarter.b == 1 && quarter.c == -1 && abs(quarter.d) < 1e-15)
        #expect(quarter.tx == 0 && quarter.ty == 0)
    }

    @Test("isIdentity is true only for the identity matrix")
    func identity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
        #expect(!CGAffineTransform(scaleX: 1, y: 1.0001).isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 0.5).isIdentity)
    }

    @Test("Points map through translation, scale and rotation")
    func points() {
        let point = CGPoint(x: 1, y: 2)
        #expect(point.applying(CGAffineTransform(translationX: 10, y: 20)) == CGPoint(x: 11, y: 22))
        #expect(point.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 2, y: 6))
        // A quarter turn takes +x to +y (clockwise on a y-down screen): (1, 2) → (-2, 1).
        #expect(close(point.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: -2, y: 1)))
        let general = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // x' = 1·1 + 3·2 + 5 = 12, y' = 2·1 + 4·2 + 6 = 16.
        #expect(point.applying(general) == CGPoint(x: 12, y: 16))
    }

    @Test("concatenating applies the receiver first, then the argument")
    func concatenation() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        let point = CGPoint(x: 1, y: 1)
        #expect(point.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(point.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
        #expect(
            CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 5, y: 7))
                == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7))
        #expect(
            CGAffineTransform(translationX: 5, y: 7).concatenating(CGAffineTransform(scaleX: 2, y: 3))
                == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 21))
        // translatedBy/scaledBy/rotated put the new step before the receiver, as Core Graphics does.
        #expect(CGPoint.zero.applying(scale.translatedBy(x: 5, y: 0)) == CGPoint(x: 10, y: 0))
        #expect(CGPoint(x: 1, y: 0).applying(move.scaledBy(x: 3, y: 1)) == CGPoint(x: 13, y: 0))
        #expect(close(CGPoint(x: 1, y: 0).applying(move.rotated(by: .pi / 2)), CGPoint(x: 10, y: 1)))
    }

    @Test("inverted undoes the transform and leaves a singular one unchanged")
    func inversion() {
        let transform = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        #expect(transform.inverted() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
        #expect(CGPoint(x: 10, y: 20).applying(transform) == CGPoint(x: 26, y: 88))
        #expect(CGPoint(x: 26, y: 88).applying(transform.inverted()) == CGPoint(x: 10, y: 20))
        let turn = CGAffineTransform(rotationAngle: 0.7).concatenating(CGAffineTransform(translationX: 3, y: -4))
        let roundTrip = turn.concatenating(turn.inverted())
        #expect(close(CGPoint(x: 5, y: 9).applying(roundTrip), CGPoint(x: 5, y: 9)))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test("Sizes map through the linear part only, keeping signs")
    func sizes() {
        let size = CGSize(width: 4, height: 5)
        #expect(size.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGSize(width: 8, height: 15))
        #expect(size.applying(CGAffineTransform(translationX: 100, y: 100)) == size)
        let turned = CGSize(width: 4, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.width - -2) < 1e-9 && abs(turned.height - 4) < 1e-9)
        #expect(size.applying(CGAffineTransform(scaleX: -1, y: 1)) == CGSize(width: -4, height: 5))
    }

    @Test("Rects map to the bounding box of their transformed corners")
    func rects() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(
            rect.applying(CGAffineTransform(translationX: 10, y: 20))
                == CGRect(x: 11, y: 22, width: 3, height: 4))
        #expect(rect.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGRect(x: 2, y: 6, width: 6, height: 12))
        // Mirroring gives a standardized rectangle: x from -4 to -1.
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -4, y: 2, width: 3, height: 4))
        // A quarter turn of (0,0,10,20): corners (0,0) (0,10) (-20,0) (-20,10).
        #expect(
            close(
                CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2)),
                CGRect(x: -20, y: 0, width: 20, height: 10)))
        // An eighth turn of a unit square about the origin: corners (0,0) (√½,√½) (-√½,√½) (0,√2).
        let half = (0.5 as CGFloat).squareRoot()
        #expect(
            close(
                CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 4)),
                CGRect(x: -half, y: 0, width: 2 * half, height: 2 * half)))
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test("CGRect helpers: center, init(center:size:), and point distance")
    func helpers() {
        let rect = CGRect(center: CGPoint(x: 10, y: 20), size: CGSize(width: 4, height: 6))
        #expect(rect == CGRect(x: 8, y: 17, width: 4, height: 6))
        #expect(rect.center == CGPoint(x: 10, y: 20))
        #expect(CGPoint(x: 0, y: 0).distance(to: CGPoint(x: 3, y: 4)) == 5)
        #expect(!CGPoint(x: CGFloat.nan, y: 0).isFinite)
        #expect(!CGPoint(x: 0, y: CGFloat.infinity).isFinite)
        #expect(CGPoint(x: 1, y: 2).isFinite)
    }
}
