import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGImageTests {
    /// A 2×2 image: red, green on the top row; blue, half-transparent white below.
    private func quadrants() -> CGImage {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 128, 128, 128, 128]
        return CGImage(
            width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
            provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false, intent: .defaultIntent)!
    }

    @Test("Raw RGBA pixels come back unchanged through the data provider")
    func rawPixels() {
        let image = quadrants()
        #expect(image.width == 2 && image.height == 2 && image.bytesPerRow == 8)
        #expect(image.bitsPerPixel == 32 && image.alphaInfo == .premultipliedLast)
        let pixels = Pixels(image)
        #expect(pixels[0, 0] == .red && pixels[1, 0] == .green && pixels[0, 1] == .blue)
        #expect(pixels[1, 1] == RGBA(r: 128, g: 128, b: 128, a: 128))
    }

    @Test("PNG data round-trips the pixels")
    func pngRoundTrip() {
        let image = quadrants()
        let png = image.pngData()!
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = CGImage(
            pngDataProviderSource: CGDataProvider(data: png)!, decode: nil, shouldInterpolate: true,
            intent: .defaultIntent)!
        let pixels = Pixels(decoded)
        #expect(pixels[0, 0] == .red && pixels[1, 0] == .green && pixels[0, 1] == .blue)
        #expect(pixels[1, 1].isClose(to: RGBA(r: 128, g: 128, b: 128, a: 128), tolerance: 1))
        let log = LogCapture()
        log.run {
            #expect(CGImage(pngDataProviderSource: CGDataProvider(data: Data("not a png".utf8))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
        }
        #expect(log.messages.count == 1)
    }

    @Test("Cropping keeps the chosen pixels")
    func cropping() {
        let cropped = quadrants().cropping(to: CGRect(x: 1, y: 0, width: 1, height: 2))!
        let pixels = Pixels(cropped)
        #expect(cropped.width == 1 && cropped.height == 2)
        #expect(pixels[0, 0] == .green)
        #expect(quadrants().cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)) == nil)
    }

    @Test("Images appear upright in both y-up and UIKit-flipped contexts")
    func orientation() {
        let image = quadrants()
        let yUp = makeBitmap(width: 20, height: 20)
        yUp.interpolationQuality = .none
        yUp.draw(image, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        var pixels = Pixels(yUp.makeImage()!)
        #expect(pixels[5, 5] == .red)
        #expect(pixels[15, 5] == .green)
        #expect(pixels[5, 15] == .blue)

        let flipped = makeFlipped(width: 10, height: 10, scale: 2)
        flipped.interpolationQuality = .none
        // UIKit draws images through a flip of its own; a raw draw lands upside down, as on iOS.
        flipped.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        pixels = Pixels(flipped.makeImage()!)
        #expect(pixels[5, 5] == .blue)
        #expect(pixels[5, 15] == .red)

        flipped.clear(CGRect(x: 0, y: 0, width: 10, height: 10))
        flipped.saveGState()
        flipped.translateBy(x: 0, y: 10)
        flipped.scaleBy(x: 1, y: -1)
        flipped.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        flipped.restoreGState()
        pixels = Pixels(flipped.makeImage()!)
        #expect(pixels[5, 5] == .red)
        #expect(pixels[15, 5] == .green)
    }

    @Test("Tiling repeats the image over the clip")
    func tiling() {
        let context = makeBitmap(width: 8, height: 8)
        context.interpolationQuality = .none
        context.draw(quadrants(), in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: true)
        let pixels = Pixels(context.makeImage()!)
        #expect(pixels[0, 0] == .red && pixels[4, 0] == .red && pixels[5, 2] == .green && pixels[6, 7] == .blue)
    }
}
