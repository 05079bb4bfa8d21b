import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGPathTests {
    @Test("Winding and even-odd disagree inside a doubled square; curves are flattened for hit-testing")
    func containment() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 150, y: 10)))

        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(circle.contains(CGPoint(x: 50, y: 2)))
        #expect(!circle.contains(CGPoint(x: 5, y: 5)))
        #expect(!circle.contains(CGPoint(x: 45, y: 45), transform: CGAffineTransform(translationX: -50, y: -50)))
        #expect(circle.contains(CGPoint(x: 0, y: 0), transform: CGAffineTransform(translationX: -50, y: -50)))
    }

    @Test("boundingBox includes control points; boundingBoxOfPath hugs the curve")
    func boundingBoxes() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.height - 75) < 1e-9)
        #expect(tight.minX == 0 && tight.maxX == 100)

        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        let box = arc.boundingBoxOfPath
        #expect(abs(box.minX + 10) < 1e-9 && abs(box.maxX - 10) < 1e-9)
        #expect(abs(box.minY) < 1e-9 && abs(box.maxY - 10) < 1e-6)

        let clockwiseArc = CGMutablePath()
        clockwiseArc.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(abs(clockwiseArc.boundingBoxOfPath.minY + 10) < 1e-6)
        #expect(abs(clockwiseArc.boundingBoxOfPath.maxY) < 1e-9)
        #expect(CGMutablePath().boundingBox.isNull)
    }

    @Test("Rounded rectangles keep their box, cut their corners, and clamp oversized corners")
    func roundedRects() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let path = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 10)
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX - 10) < 1e-6 && abs(box.minY - 20) < 1e-6)
        #expect(abs(box.maxX - 110) < 1e-6 && abs(box.maxY - 70) < 1e-6)
        #expect(!path.contains(CGPoint(x: 11, y: 21)))
        #expect(path.contains(CGPoint(x: 15, y: 30)))
        let capsule = CGPath(roundedRect: rect, cornerWidth: 80, cornerHeight: 80)
        #expect(capsule.contains(CGPoint(x: 60, y: 45)))
        #expect(!capsule.contains(CGPoint(x: 12, y: 22)))
    }

    @Test("isRect, equality, copies and the element walk agree")
    func structure() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        var found = CGRect.zero
        #expect(path.isRect(&found))
        #expect(found == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!CGPath(ellipseIn: found).isRect(nil))
        #expect(path == CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)))
        var shift = CGAffineTransform(translationX: 10, y: 0)
        #expect(path.copy(using: &shift)?.boundingBox == CGRect(x: 11, y: 2, width: 3, height: 4))
        let mutable = path.mutableCopy()!
        mutable.addLine(to: CGPoint(x: 50, y: 50))
        #expect(mutable.currentPoint == CGPoint(x: 50, y: 50))
        #expect(path.elements.count == 5)
        var kinds: [CGPathElementType] = []
        path.applyWithBlock { kinds.append($0.pointee.type) }
        #expect(kinds == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
    }

    @Test("Tangent arcs round a corner; relative arcs follow the sign of delta")
    func arcs() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(abs(path.currentPoint.x - 100) < 1e-9 && abs(path.currentPoint.y - 20) < 1e-9)
        #expect(path.boundingBoxOfPath.maxX <= 100 + 1e-9)

        let relative = CGMutablePath()
        relative.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: -.pi / 2)
        #expect(abs(relative.currentPoint.y + 1) < 1e-9)
    }

    @Test("Lines without a current point and NaN points are logged and ignored")
    func badInput() {
        let log = LogCapture()
        let path = CGMutablePath()
        log.run {
            path.addLine(to: CGPoint(x: 1, y: 1))
            path.move(to: CGPoint(x: CGFloat.nan, y: 0))
        }
        #expect(path.isEmpty)
        #expect(log.messages.count == 2)
        #expect(log.messages[0].contains("no current point"))
        #expect(log.messages[1].contains("invalid numeric value"))
    }
}
