import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGContextCompositingTests {
    /// A 4×4 context with a half-grey opaque background, then one blended red square.
    private func blended(_ mode: CGBlendMode, color: CGColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)) -> RGBA {
        let context = makeBitmap(width: 4, height: 4)
        context.setFillColor(CGColor(red: 0.5, green: 0.5, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.setBlendMode(mode)
        context.setFillColor(color)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        let pixels = Pixels(context.makeImage()!)
        #expect(pixels.yUp(3, 1).isClose(to: RGBA(r: 128, g: 128, b: 255, a: 255), tolerance: 1))
        return pixels.yUp(1, 1)
    }

    @Test("normal, multiply, copy and clear composite as Core Graphics does")
    func blendModes() {
        #expect(blended(.normal) == .red)
        #expect(blended(.multiply).isClose(to: RGBA(r: 128, g: 0, b: 0, a: 255), tolerance: 1))
        let halfRed = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(blended(.copy, color: halfRed).isClose(to: RGBA(r: 128, g: 0, b: 0, a: 128), tolerance: 1))
        #expect(blended(.normal, color: halfRed).isClose(to: RGBA(r: 191, g: 64, b: 128, a: 255), tolerance: 2))
        #expect(blended(.clear) == .clear)
    }

    @Test("Global alpha scales every paint")
    func globalAlpha() {
        let context = makeBitmap(width: 4, height: 4)
        context.setAlpha(0.5)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(Pixels(context.makeImage()!).yUp(1, 1).isClose(to: RGBA(r: 0, g: 0, b: 128, a: 128), tolerance: 1))
    }

    @Test("A transparency layer fades overlapping shapes as one; per-shape alpha darkens the overlap")
    func transparencyLayer() {
        func overlap(layer: Bool) -> (single: RGBA, both: RGBA) {
            let context = makeBitmap(width: 30, height: 10)
            context.setAlpha(0.5)
            if layer { context.beginTransparencyLayer(auxiliaryInfo: nil) }
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            context.fill(CGRect(x: 10, y: 0, width: 20, height: 10))
            if layer { context.endTransparencyLayer() }
            let pixels = Pixels(context.makeImage()!)
            return (pixels.yUp(5, 5), pixels.yUp(15, 5))
        }
        let layered = overlap(layer: true)
        #expect(layered.single.isClose(to: RGBA(r: 0, g: 0, b: 0, a: 128), tolerance: 1))
        #expect(layered.both.isClose(to: RGBA(r: 0, g: 0, b: 0, a: 128), tolerance: 1))
        let separate = overlap(layer: false)
        #expect(separate.single.isClose(to: RGBA(r: 0, g: 0, b: 0, a: 128), tolerance: 1))
        #expect(separate.both.isClose(to: RGBA(r: 0, g: 0, b: 0, a: 191), tolerance: 1))
    }

    @Test("Clipping to a rectangle, a path and a mask image limits painting; restore lifts it")
    func clipping() {
        let context = makeBitmap(width: 20, height: 20)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.restoreGState()
        var pixels = Pixels(context.makeImage()!)
        #expect(pixels.yUp(5, 5) == .black)
        #expect(pixels.yUp(15, 5) == .clear)

        context.clear(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.saveGState()
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        context.clip()
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 20, height: 20))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.restoreGState()
        pixels = Pixels(context.makeImage()!)
        #expect(pixels.yUp(10, 10) == .black)
        #expect(pixels.yUp(0, 0) == .clear)

        // A mask whose top half (first rows) is opaque and bottom half transparent.
        let maskContext = makeFlipped(width: 20, height: 20, scale: 1)
        maskContext.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        let mask = maskContext.makeImage()!
        let masked = makeBitmap(width: 20, height: 20)
        masked.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: mask)
        masked.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        masked.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        pixels = Pixels(masked.makeImage()!)
        #expect(pixels.yUp(5, 15) == .green)
        #expect(pixels.yUp(5, 5) == .clear)
        masked.resetClip()
        masked.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(Pixels(masked.makeImage()!).yUp(5, 5) == .green)
    }
}
