import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGContextShadowGradientTests {
    @Test("A blurred shadow falls off gradually and sits on the offset's side", arguments: [1.0, 2.0])
    func blurredShadow(scale: CGFloat) {
        let context = makeFlipped(width: 60, height: 60, scale: scale)
        context.setShadow(offset: CGSize(width: 0, height: 10), blur: 8, color: CGColor(gray: 0, alpha: 1))
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 20, y: 10, width: 20, height: 20))
        let pixels = Pixels(context.makeImage()!)
        let s = Int(scale)
        // The shape itself is painted on top of its shadow.
        #expect(pixels[30 * s, 20 * s] == .white)
        // The shadow's square spans y 20...40 (positive height moves down in UIKit contexts);
        // blur 8 is a Gaussian of σ = 4 points, so coverage is about half at the edge and
        // fades to nothing 3σ beyond it; above the shape there is almost none.
        let samples = [37, 40, 43, 46, 52].map { pixels[30 * s, $0 * s].a }
        #expect(samples[0] > samples[1] && samples[1] > samples[2] && samples[2] > samples[3] && samples[3] > samples[4])
        #expect(samples[0] > 170 && (100...160).contains(samples[1]) && samples[4] < 10)
        #expect(pixels[30 * s, 6 * s].a < 20)
    }

    @Test("A shadow with no blur is a sharp offset copy")
    func sharpShadow() {
        let context = makeBitmap(width: 20, height: 20)
        context.setShadow(offset: CGSize(width: 5, height: 5), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let pixels = Pixels(context.makeImage()!)
        // y-up base space: a positive height moves the shadow up.
        #expect(pixels.yUp(12, 12) == .blue)
        #expect(pixels.yUp(12, 2) == .clear)
        #expect(pixels.yUp(2, 2) == .black)
    }

    @Test("A linear gradient runs from start to end and stops at its ends unless told to extend")
    func linearGradient() {
        let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(),
            colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
            locations: nil)!
        let context = makeBitmap(width: 100, height: 4)
        context.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0), options: [])
        var pixels = Pixels(context.makeImage()!)
        #expect(pixels.yUp(11, 1).isClose(to: RGBA(r: 252, g: 0, b: 3, a: 255), tolerance: 4))
        #expect(pixels.yUp(50, 1).isClose(to: RGBA(r: 128, g: 0, b: 128, a: 255), tolerance: 3))
        #expect(pixels.yUp(5, 1) == .clear)
        #expect(pixels.yUp(95, 1) == .clear)

        let extended = makeBitmap(width: 100, height: 4)
        extended.drawLinearGradient(
            gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        pixels = Pixels(extended.makeImage()!)
        #expect(pixels.yUp(5, 1) == .red)
        #expect(pixels.yUp(95, 1) == .blue)
    }

    @Test("A radial gradient changes with the distance from its centre")
    func radialGradient() {
        var components: [CGFloat] = [1, 1, 1, 1, 0, 0, 0, 1]
        let gradient = CGGradient(
            colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: &components, locations: nil, count: 2)!
        let context = makeBitmap(width: 40, height: 40)
        context.drawRadialGradient(
            gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 0, endCenter: CGPoint(x: 20, y: 20),
            endRadius: 20, options: [])
        let pixels = Pixels(context.makeImage()!)
        let near = pixels.yUp(21, 20).r
        let middle = pixels.yUp(30, 20).r
        #expect(near > 230)
        #expect(abs(middle - 128) < 12)
        #expect(pixels.yUp(0, 0) == .clear)
    }
}
