import Foundation
@testable import OpenCoreGraphics
import Testing

/// A drawing operation under a matrix that flattens space (a scale of 0 on one axis, a skew
/// onto a line, a scale of 1e-200) draws nothing, as in Core Graphics, and everything drawn
/// after it still paints: the context never stays in its drawing library's error state.
@Suite struct SingularTransformTests {
    /// Fills a 10×10 red square at the bitmap's origin (y-up) and reads its middle back.
    private func redSquarePaints(_ context: CGContext) -> Bool {
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        guard let image = context.makeImage() else { return false }
        return Pixels(image).yUp(5, 5) == .red
    }

    /// A 16×16 opaque blue image.
    private func blueImage() -> CGImage {
        let bytes = [UInt8]((0..<(16 * 16)).flatMap { _ in [0, 0, 255, 255] as [UInt8] })
        return CGImage(
            width: 16, height: 16, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 64,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
            provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
    }

    @Test("A stroke, an image, a gradient and text under a singular matrix draw nothing, and later fills paint")
    func everyOperationUnderSingularMatrices() {
        let singular: [(String, CGAffineTransform)] = [
            ("scale 0 on y", CGAffineTransform(scaleX: 1, y: 0)),
            ("skew onto a line", CGAffineTransform(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0)),
            ("scale 1e-200", CGAffineTransform(scaleX: 1e-200, y: 1e-200)),
            ("rotated and flattened", CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 0, y: 1)),
        ]
        let gradient = CGGradient(
            colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: [0, 1, 0, 1, 0, 0, 1, 1], locations: [0, 1],
            count: 2)!
        for (name, matrix) in singular {
            let context = makeBitmap(width: 40, height: 40)
            context.saveGState()
            context.concatenate(matrix)
            context.setStrokeColor(red: 0, green: 1, blue: 0, alpha: 1)
            context.setLineWidth(4)
            context.stroke(CGRect(x: 2, y: 2, width: 30, height: 30))
            context.draw(blueImage(), in: CGRect(x: 0, y: 0, width: 40, height: 40))
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 40, y: 0), options: [])
            context.restoreGState()
            #expect(redSquarePaints(context), "after \(name)")
            let image = context.makeImage()!
            #expect(Pixels(image).yUp(30, 30) == .clear, "\(name): the operations under it drew nothing")
        }
    }

    @Test("An image drawn into an empty rectangle draws nothing and later drawing paints")
    func imageInEmptyRectangle() {
        let context = makeBitmap(width: 40, height: 40)
        context.draw(blueImage(), in: CGRect(x: 0, y: 0, width: 40, height: 0))
        context.draw(blueImage(), in: CGRect(x: 0, y: 0, width: 0, height: 40))
        #expect(redSquarePaints(context))
    }

    @Test("A shadow offset of 1e300 casts no visible shadow and later drawing paints")
    func hugeShadowOffset() {
        let context = makeBitmap(width: 40, height: 40)
        context.setShadow(offset: CGSize(width: 1e300, height: 1e300), blur: 2, color: CGColor(gray: 0, alpha: 1))
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 20, y: 20, width: 10, height: 10))
        context.setShadow(offset: .zero, blur: 0, color: nil)
        #expect(redSquarePaints(context))
        #expect(Pixels(context.makeImage()!).yUp(25, 25) == .blue)
    }

    @Test("Cairo's usability check refuses singular, non-finite and tiny matrices and accepts ordinary ones")
    func usabilityCheck() {
        #expect(CGAffineTransform.identity.isCairoUsable)
        #expect(CGAffineTransform(scaleX: 3, y: -3).translatedBy(x: 1e6, y: -1e6).isCairoUsable)
        #expect(!CGAffineTransform(scaleX: 0, y: 1).isCairoUsable)
        #expect(!CGAffineTransform(scaleX: 1e-200, y: 1e-200).isCairoUsable)
        #expect(!CGAffineTransform(scaleX: 1e-160, y: 1e-160).isCairoUsable)
        #expect(!CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).isCairoUsable)
        #expect(!CGAffineTransform(scaleX: 1e200, y: 1e200).isCairoUsable)
    }
}
