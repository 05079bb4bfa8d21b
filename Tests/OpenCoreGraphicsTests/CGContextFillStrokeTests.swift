import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGContextFillStrokeTests {
    @Test("A filled rectangle covers exactly its pixels at scale 1 and 2", arguments: [1.0, 2.0])
    func fillRect(scale: CGFloat) {
        let context = makeFlipped(width: 10, height: 10, scale: scale)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 2, y: 3, width: 4, height: 5))
        let pixels = Pixels(context.makeImage()!)
        #expect(pixels.width == Int(10 * scale))
        let s = Int(scale)
        #expect(pixels[2 * s, 3 * s] == .red)
        #expect(pixels[6 * s - 1, 8 * s - 1] == .red)
        #expect(pixels[2 * s - 1, 3 * s] == .clear)
        #expect(pixels[6 * s, 8 * s - 1] == .clear)
        #expect(pixels[2 * s, 8 * s] == .clear)
    }

    @Test("Core Graphics bitmaps put the origin at the bottom left")
    func yUpOrigin() {
        let context = makeBitmap(width: 10, height: 10)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 2))
        let pixels = Pixels(context.makeImage()!)
        #expect(pixels[5, 9] == .blue)
        #expect(pixels[5, 8] == .blue)
        #expect(pixels[5, 7] == .clear)
    }

    @Test("Even-odd leaves the hole of a doubled square empty; winding fills it")
    func fillRules() {
        for (rule, expected) in [(CGPathFillRule.winding, RGBA.black), (.evenOdd, .clear)] {
            let context = makeBitmap(width: 20, height: 20)
            context.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
            context.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
            context.fillPath(using: rule)
            let pixels = Pixels(context.makeImage()!)
            #expect(pixels.yUp(10, 10) == expected)
            #expect(pixels.yUp(2, 2) == .black)
        }
    }

    @Test("Caps: butt stops at the end point, square and round reach half the width beyond")
    func caps() {
        func endCoverage(_ cap: CGLineCap) -> (beyond: RGBA, corner: RGBA) {
            let context = makeBitmap(width: 40, height: 20)
            context.setLineWidth(10)
            context.setLineCap(cap)
            context.move(to: CGPoint(x: 10, y: 10))
            context.addLine(to: CGPoint(x: 30, y: 10))
            context.strokePath()
            let pixels = Pixels(context.makeImage()!)
            return (pixels.yUp(32, 10), pixels.yUp(34, 14))
        }
        #expect(endCoverage(.butt).beyond == .clear)
        #expect(endCoverage(.square).beyond == .black)
        #expect(endCoverage(.square).corner == .black)
        #expect(endCoverage(.round).beyond == .black)
        #expect(endCoverage(.round).corner == .clear)
    }

    @Test("Joins: a miter fills the outer corner, a bevel cuts it")
    func joins() {
        func corner(_ join: CGLineJoin) -> RGBA {
            let context = makeBitmap(width: 40, height: 40)
            context.setLineWidth(10)
            context.setLineJoin(join)
            context.move(to: CGPoint(x: 5, y: 10))
            context.addLine(to: CGPoint(x: 30, y: 10))
            context.addLine(to: CGPoint(x: 30, y: 35))
            context.strokePath()
            return Pixels(context.makeImage()!).yUp(34, 6)
        }
        #expect(corner(.miter) == .black)
        #expect(corner(.bevel) == .clear)
        #expect(corner(.round).a < 255)
    }

    @Test("Dashes leave gaps at the pattern's off runs, shifted by the phase")
    func dashes() {
        let context = makeBitmap(width: 40, height: 10)
        context.setLineWidth(4)
        context.setLineDash(phase: 0, lengths: [10, 10])
        context.move(to: CGPoint(x: 0, y: 5))
        context.addLine(to: CGPoint(x: 40, y: 5))
        context.strokePath()
        let pixels = Pixels(context.makeImage()!)
        #expect(pixels.yUp(5, 5) == .black)
        #expect(pixels.yUp(15, 5) == .clear)
        #expect(pixels.yUp(25, 5) == .black)

        let shifted = makeBitmap(width: 40, height: 10)
        shifted.setLineWidth(4)
        shifted.setLineDash(phase: 10, lengths: [10, 10])
        shifted.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 40, y: 5)])
        let moved = Pixels(shifted.makeImage()!)
        #expect(moved.yUp(5, 5) == .clear)
        #expect(moved.yUp(15, 5) == .black)
    }

    @Test("Line widths scale with the transform in force when stroking")
    func strokeUsesTransform() {
        let context = makeFlipped(width: 20, height: 20, scale: 2)
        context.stroke(CGRect(x: 5, y: 5, width: 10, height: 10), width: 2)
        let pixels = Pixels(context.makeImage()!)
        // The 2-point line is 4 pixels wide, centred on x = 5 pt = 10 px.
        #expect(pixels[8, 20] == .black)
        #expect(pixels[11, 20] == .black)
        #expect(pixels[12, 20] == .clear)
        #expect(pixels[7, 20] == .clear)
    }
}
