import Foundation
import Testing
@testable import OpenCoreGraphics

/// The backdrop blur's pixel loops: block averages, box passes on the reduced copy, and the
/// bilinear stretch back, on premultiplied ARGB32 words.
@Suite struct BackdropBlurTests {
    /// A native ARGB32 word.
    private func word(_ a: UInt32, _ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 { a << 24 | r << 16 | g << 8 | b }

    @Test("Block averages keep a uniform colour exactly and average a cut block over the pixels it has")
    func downsample() {
        // 5 × 2 pixels reduced by 4: blocks of 4 × 2 and 1 × 2.
        var pixels = [UInt32](repeating: word(255, 200, 100, 50), count: 10)
        pixels[4] = word(255, 0, 0, 0)
        pixels[9] = word(255, 255, 255, 255)
        var small = [Int32](repeating: 0, count: 8)
        pixels.withUnsafeBytes { raw in
            small.withUnsafeMutableBufferPointer { out in
                BackdropBlur.downsample(raw.baseAddress!, stride: 20, width: 5, height: 2, factor: 4, into: out.baseAddress!)
            }
        }
        let one = Int32(1) << BackdropBlur.fractionBits
        // Channels in word order: blue, green, red, alpha.
        #expect(Array(small[0..<4]) == [50 * one, 100 * one, 200 * one, 255 * one])
        #expect(Array(small[4..<8]) == [255 * one / 2, 255 * one / 2, 255 * one / 2, 255 * one])
    }

    @Test("A uniform backdrop comes back from the blur exactly as it was")
    func uniformStaysUniform() {
        let context = CGContext.makeFlippedBitmap(pixelWidth: 120, pixelHeight: 90, scale: 1)!
        context.setFillColor(CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 120, height: 90))
        let before = context.makeImage()!.dataProvider!.data! as Data
        let result = context.drawBackdropBlur(in: CGRect(x: 10, y: 10, width: 100, height: 50), sigma: 40, saturation: 1)
        #expect((try? result.get()) != nil)
        let after = context.makeImage()!.dataProvider!.data! as Data
        #expect(before == after)
    }

    @Test("A wide blur turns a sharp edge into a monotonic ramp with no steps larger than the blur allows")
    func edgeRamp() {
        let context = CGContext.makeFlippedBitmap(pixelWidth: 300, pixelHeight: 60, scale: 1)!
        context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 150, height: 60))
        context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 150, y: 0, width: 150, height: 60))
        // σ 24 px: reduced 6 times per axis.
        _ = context.drawBackdropBlur(in: CGRect(x: 0, y: 0, width: 300, height: 60), sigma: 24, saturation: 1)
        let data = [UInt8](context.makeImage()!.dataProvider!.data! as Data)
        let row = 30 * 300 * 4
        let reds = (0..<300).map { Int(data[row + $0 * 4]) }
        #expect(zip(reds, reds.dropFirst()).allSatisfy { $0 >= $1 }, "falls from white to black: \(reds)")
        #expect(zip(reds, reds.dropFirst()).allSatisfy { $0 - $1 <= 6 }, "no step larger than a smooth ramp: \(reds)")
        #expect(reds[0] >= 250 && reds[299] <= 5)
        #expect(abs(reds[150] - 128) <= 12, "half way at the edge: \(reds[150])")
    }

    @Test("With a cache told to reuse, the kept blur is painted again without a new blur pass")
    func cacheReuse() {
        let context = CGContext.makeFlippedBitmap(pixelWidth: 100, pixelHeight: 100, scale: 1)!
        func paintBeneath() {
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 50, height: 100))
            context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.fill(CGRect(x: 50, y: 0, width: 50, height: 100))
        }
        let cache = BackdropBlurCache()
        let rect = CGRect(x: 20, y: 20, width: 60, height: 60)
        paintBeneath()
        _ = context.drawBackdropBlur(in: rect, sigma: 10, saturation: 1.5, cache: cache)
        let first = context.makeImage()!.dataProvider!.data! as Data
        #expect(cache.blurPasses == 1)
        // Painted over the blurred pixels again: a fresh blur would read them, the kept one does not.
        cache.reusesBlur = true
        _ = context.drawBackdropBlur(in: rect, sigma: 10, saturation: 1.5, cache: cache)
        #expect(cache.blurPasses == 1)
        #expect(context.makeImage()!.dataProvider!.data! as Data == first)
        // Another radius does not match what was kept: the blur runs again.
        _ = context.drawBackdropBlur(in: rect, sigma: 12, saturation: 1.5, cache: cache)
        #expect(cache.blurPasses == 2)
    }
}
