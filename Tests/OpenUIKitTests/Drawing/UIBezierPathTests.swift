import Foundation
import OpenUIKit
import Testing

/// Whether two rectangles agree to within `tolerance` on every edge.
private func close(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
}

/// Whether two points agree to within `tolerance`.
private func close(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Suite struct UIBezierPathTests {
    @Test("A rectangle path has the rectangle as bounds and contains its inside only")
    func rect() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.contains(CGPoint(x: 25, y: 40)))
        #expect(!path.contains(CGPoint(x: 5, y: 40)))
        #expect(!path.isEmpty)
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
    }

    @Test("An oval contains its centre but not the corners of its rectangle")
    func oval() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(close(path.bounds, CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 25)))
        #expect(path.contains(CGPoint(x: 98, y: 25)))
        #expect(!path.contains(CGPoint(x: 3, y: 3)))
        #expect(!path.contains(CGPoint(x: 97, y: 47)))
    }

    @Test("Rounded corners cut the corners, radii limited to half the shorter side")
    func roundedRect() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let path = UIBezierPath(roundedRect: rect, cornerRadius: 10)
        #expect(close(path.bounds, rect))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(!path.contains(CGPoint(x: 99, y: 39)))
        #expect(path.contains(CGPoint(x: 4, y: 4)))
        #expect(path.contains(CGPoint(x: 50, y: 1)))

        // A radius larger than half the height makes a capsule.
        let capsule = UIBezierPath(roundedRect: rect, cornerRadius: 500)
        #expect(close(capsule.bounds, rect))
        #expect(!capsule.contains(CGPoint(x: 3, y: 5)))
        #expect(capsule.contains(CGPoint(x: 20, y: 1)))
    }

    @Test("Only the corners asked for are rounded, named as on screen")
    func selectedCorners() {
        let rect = CGRect(x: 0, y: 0, width: 60, height: 60)
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 20, height: 5))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))  // top left, y-down
        #expect(path.contains(CGPoint(x: 58, y: 2)))  // top right, square
        #expect(path.contains(CGPoint(x: 2, y: 58)))  // bottom left, square
        #expect(!path.contains(CGPoint(x: 58, y: 58)))  // bottom right
        // Only the width of the radii counts: a 5-point corner would contain (3, 8).
        #expect(!path.contains(CGPoint(x: 3, y: 8)))
    }

    @Test("clockwise: true turns towards increasing angles, as on a y-down screen")
    func arcDirection() {
        let clockwise = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(clockwise.currentPoint, CGPoint(x: 0, y: 10)))
        // The short way: the quarter from (10, 0) down to (0, 10) stays in x ≥ 0, y ≥ 0.
        #expect(clockwise.cgPath.boundingBoxOfPath.minY > -1e-6)
        #expect(clockwise.cgPath.boundingBoxOfPath.minX > -1e-6)

        let counter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(close(counter.currentPoint, CGPoint(x: 0, y: 10)))
        // The long way round passes through (0, -10) and (-10, 0).
        #expect(close(counter.cgPath.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20)))
    }

    @Test("A full turn is a whole circle in either direction; equal angles give no arc", arguments: [true, false])
    func fullCircleBothWays(clockwise: Bool) {
        let ring = UIBezierPath(
            arcCenter: CGPoint(x: 20, y: 20), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
        #expect(close(ring.bounds, CGRect(x: 0, y: 0, width: 40, height: 40)))
        #expect(close(ring.currentPoint, CGPoint(x: 40, y: 20)))
        // A loader's ring starting at the top, drawn the other way round.
        let fromTop = UIBezierPath(
            arcCenter: CGPoint(x: 20, y: 20), radius: 20, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
            clockwise: clockwise)
        #expect(close(fromTop.bounds, CGRect(x: 0, y: 0, width: 40, height: 40)))
        let none = UIBezierPath(
            arcCenter: CGPoint(x: 20, y: 20), radius: 20, startAngle: 1, endAngle: 1, clockwise: clockwise)
        #expect(none.bounds.width < 1e-9 && none.bounds.height < 1e-9)
    }

    @Test("Two turns the other way round still draw the circle once")
    func twoTurnsTheOtherWay() {
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: 4 * .pi, clockwise: false)
        #expect(close(path.bounds, CGRect(x: -10, y: -10, width: 20, height: 20)))
        var elements = 0
        path.cgPath.applyWithBlock { _ in elements += 1 }
        #expect(elements == 5, "a move and four quarter curves")
    }

    @Test("addArc joins the current point with a line, then follows UIKit's direction")
    func addArcJoins() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(withCenter: CGPoint(x: 20, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
        #expect(close(path.currentPoint, CGPoint(x: 25, y: 0)))
        // From angle π to 2π increasing: through (20, -5) on screen's upper side.
        #expect(abs(path.cgPath.boundingBoxOfPath.minY - -5) < 1e-6)
        #expect(path.cgPath.boundingBoxOfPath.maxY < 1e-6)
    }

    @Test("Lines, curves, close and removeAllPoints build and clear the path")
    func construction() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 5, y: 20), controlPoint2: CGPoint(x: 0, y: 15))
        path.close()
        #expect(path.currentPoint == .zero)
        // Bounds include the control points, as UIKit's do.
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(path.cgPath.elements.count == 5)
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test("append adds another path's elements; apply maps every point")
    func appendAndApply() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.append(UIBezierPath(rect: CGRect(x: 20, y: 20, width: 10, height: 10)))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 30, height: 30))
        path.apply(CGAffineTransform(translationX: 5, y: -5))
        #expect(path.bounds == CGRect(x: 5, y: -5, width: 30, height: 30))
        path.apply(CGAffineTransform(scaleX: 2, y: 2))
        #expect(path.bounds == CGRect(x: 10, y: -10, width: 60, height: 60))
    }

    @Test("The even-odd rule leaves a hole where nested subpaths overlap")
    func fillRule() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
        #expect(path.contains(CGPoint(x: 15, y: 15)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 15, y: 15)))
        #expect(path.contains(CGPoint(x: 5, y: 15)))
    }

    @Test("reversing runs each subpath backwards and keeps it closed")
    func reversing() {
        let open = UIBezierPath()
        open.move(to: CGPoint(x: 0, y: 0))
        open.addLine(to: CGPoint(x: 10, y: 0))
        open.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 12, y: 0), controlPoint2: CGPoint(x: 20, y: 8))
        open.lineWidth = 4
        let reversed = open.reversing()
        #expect(reversed.lineWidth == 4)
        #expect(reversed.cgPath.elements == [
            .move(to: CGPoint(x: 20, y: 10)),
            .curve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 20, y: 8), control2: CGPoint(x: 12, y: 0)),
            .line(to: CGPoint(x: 0, y: 0)),
        ])

        let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).reversing()
        #expect(square.cgPath.elements == [
            .move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 10, y: 0)),
            .line(to: CGPoint(x: 0, y: 0)), .closeSubpath,
        ])
    }

    @Test("cgPath round-trips, and the copy is independent of the path")
    func cgPathRoundTrip() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        let copy = UIBezierPath(cgPath: path.cgPath)
        #expect(copy.cgPath == path.cgPath)
        copy.addLine(to: CGPoint(x: 50, y: 50))
        #expect(copy.cgPath != path.cgPath)
        path.cgPath = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        #expect(path.bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("Line settings have UIKit's defaults and the dash pattern round-trips")
    func settings() {
        let path = UIBezierPath()
        #expect(path.lineWidth == 1)
        #expect(path.miterLimit == 10)
        #expect(path.flatness == 0.6)
        #expect(!path.usesEvenOddFillRule)
        let pattern: [CGFloat] = [4, 2, 1]
        path.setLineDash(pattern, count: 3, phase: 1.5)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 3 && phase == 1.5)
        var read = [CGFloat](repeating: 0, count: count)
        path.getLineDash(&read, count: nil, phase: nil)
        #expect(read == pattern)
    }
}
