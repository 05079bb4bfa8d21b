import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGContextTests {
    @Test("Paths are recorded in base space with the transform and colours current when painted")
    func recording() {
        let context = CGContext(size: CGSize(width: 100, height: 100))
        context.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.setLineWidth(3)
        context.saveGState()
        context.scaleBy(x: 2, y: 2)
        context.move(to: CGPoint(x: 1, y: 1))
        context.addLine(to: CGPoint(x: 4, y: 1))
        context.strokePath()
        context.restoreGState()
        context.restoreGState()
        #expect(context.ctm == .identity)
        #expect(
            context.operations == [
                .saveState,
                .stroke(
                    path: [.move(to: CGPoint(x: 2, y: 2)), .line(to: CGPoint(x: 8, y: 2))],
                    color: CGColor(red: 0, green: 0, blue: 1, alpha: 1), lineWidth: 3,
                    transform: CGAffineTransform(scaleX: 2, y: 2)),
                .restoreState,
            ])
        #expect(context.isPathEmpty)
    }

    @Test("Clipping narrows the clip box; restoring the state widens it again")
    func clipping() {
        let context = CGContext(size: CGSize(width: 100, height: 50))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 50))
        context.saveGState()
        context.clip(to: CGRect(x: 10, y: 10, width: 200, height: 20))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 10, y: 10, width: 90, height: 20))
        context.translateBy(x: 10, y: 0)
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 10, width: 90, height: 20))
        context.restoreGState()
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("Ellipses and arcs are closed curves that end where they should")
    func curves() {
        let context = CGContext(size: CGSize(width: 100, height: 100))
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        context.fillPath(using: .evenOdd)
        guard case .fill(let path, let rule, _, _) = context.operations.first else {
            Issue.record("no fill recorded")
            return
        }
        #expect(rule == .evenOdd && path.count == 6)
        #expect(path.first == .move(to: CGPoint(x: 20, y: 5)) && path.last == .closeSubpath)
        context.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        let end = context.currentPointOfPath
        #expect(abs(end.x - 40) < 1e-9 && abs(end.y - 50) < 1e-9)
    }
}
