import Foundation
@testable import OpenCoreGraphics
import Testing

/// JPEG decoding and encoding through libjpeg: colours survive within JPEG's tolerance, and
/// bad input is logged and refused rather than crashing.
@Suite struct CGImageJPEGTests {
    /// An opaque 32×32 image of four flat 16×16 quadrants: red, green / blue, white.
    private func quadrants(alpha: UInt8 = 255) -> CGImage {
        let colours: [[UInt8]] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]]
        var bytes: [UInt8] = []
        for y in 0..<32 {
            for x in 0..<32 {
                let c = colours[(y / 16) * 2 + x / 16]
                bytes += [c[0], c[1], c[2], 255]
            }
        }
        return image(width: 32, height: 32, rgba: bytes)
    }

    /// An image from premultiplied RGBA bytes.
    private func image(width: Int, height: Int, rgba: [UInt8]) -> CGImage {
        CGImage(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
            provider: CGDataProvider(data: Data(rgba))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
    }

    private func decode(_ data: Data) -> CGImage? {
        CGImage(jpegDataProviderSource: CGDataProvider(data: data)!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    /// Whether the JPEG stream holds `marker` (FF then the marker byte).
    private func hasMarker(_ data: Data, _ marker: UInt8) -> Bool {
        let bytes = [UInt8](data)
        return zip(bytes, bytes.dropFirst()).contains { $0 == 0xFF && $1 == marker }
    }

    /// `jpeg` with the frame header's height and width replaced.
    private func resized(_ jpeg: Data, width: Int, height: Int) -> Data {
        var bytes = [UInt8](jpeg)
        let sof = zip(bytes.indices, bytes.dropFirst()).first { bytes[$0.0] == 0xFF && $0.1 == 0xC0 }!.0
        // FF C0, length (2), precision (1), height (2), width (2).
        bytes[sof + 5] = UInt8(height >> 8)
        bytes[sof + 6] = UInt8(height & 0xFF)
        bytes[sof + 7] = UInt8(width >> 8)
        bytes[sof + 8] = UInt8(width & 0xFF)
        return Data(bytes)
    }

    private func expectQuadrants(_ decoded: CGImage) {
        #expect(decoded.width == 32 && decoded.height == 32)
        let pixels = Pixels(decoded)
        #expect(pixels[8, 8].isClose(to: .red, tolerance: 8), "\(pixels[8, 8])")
        #expect(pixels[24, 8].isClose(to: .green, tolerance: 8), "\(pixels[24, 8])")
        #expect(pixels[8, 24].isClose(to: .blue, tolerance: 8), "\(pixels[8, 24])")
        #expect(pixels[24, 24].isClose(to: .white, tolerance: 8), "\(pixels[24, 24])")
    }

    @Test("Encoded colours decode within JPEG's tolerance on flat areas")
    func roundTrip() throws {
        let jpeg = try #require(quadrants().jpegData(quality: 0.9))
        #expect(CGImage.isJPEGData(jpeg))
        #expect(hasMarker(jpeg, 0xC0))
        expectQuadrants(try #require(decode(jpeg)))
    }

    @Test("A progressive JPEG decodes to the same colours")
    func progressive() throws {
        let jpeg = try #require(quadrants().jpegData(quality: 0.9, progressive: true))
        #expect(hasMarker(jpeg, 0xC2) && !hasMarker(jpeg, 0xC0))
        expectQuadrants(try #require(decode(jpeg)))
    }

    @Test("A greyscale JPEG decodes to equal RGB components")
    func greyscale() throws {
        let jpeg = try #require(quadrants().jpegData(quality: 0.9, grayscale: true))
        let pixels = Pixels(try #require(decode(jpeg)))
        let red = pixels[8, 8]
        #expect(red.r == red.g && red.g == red.b && red.a == 255)
        #expect(abs(red.r - 77) <= 8, "\(red)")
        #expect(pixels[24, 24].isClose(to: .white, tolerance: 8))
        #expect(abs(pixels[8, 24].r - 29) <= 8, "\(pixels[8, 24])")
    }

    @Test("Transparency is composited over black")
    func alphaOverBlack() throws {
        var bytes: [UInt8] = []
        for y in 0..<16 {
            for _ in 0..<16 { bytes += y < 8 ? [128, 0, 0, 128] : [0, 0, 0, 0] }
        }
        let jpeg = try #require(image(width: 16, height: 16, rgba: bytes).jpegData(quality: 1))
        let pixels = Pixels(try #require(decode(jpeg)))
        #expect(pixels[4, 2].isClose(to: RGBA(r: 128, g: 0, b: 0, a: 255), tolerance: 8), "\(pixels[4, 2])")
        #expect(pixels[4, 13].isClose(to: .black, tolerance: 8), "\(pixels[4, 13])")
    }

    @Test("Lower quality gives fewer bytes; quality is clamped")
    func quality() throws {
        var bytes: [UInt8] = []
        var seed: UInt32 = 12345
        for _ in 0..<(64 * 64) {
            seed = seed &* 1_103_515_245 &+ 12345
            bytes += [UInt8(truncatingIfNeeded: seed >> 16), UInt8(truncatingIfNeeded: seed >> 8), 90, 255]
        }
        let noisy = image(width: 64, height: 64, rgba: bytes)
        let low = try #require(noisy.jpegData(quality: 0.1))
        let high = try #require(noisy.jpegData(quality: 0.9))
        #expect(low.count < high.count)
        #expect(noisy.jpegData(quality: -3) == noisy.jpegData(quality: 0))
        #expect(noisy.jpegData(quality: 7) == noisy.jpegData(quality: 1))
        #expect(noisy.jpegData(quality: .nan) == noisy.jpegData(quality: 1))
        #expect(JPEGCodec.libraryQuality(0) == 1 && JPEGCodec.libraryQuality(0.5) == 50)
    }

    @Test("Truncated, garbage and empty data give nil and one logged message each")
    func badData() throws {
        let jpeg = try #require(quadrants().jpegData(quality: 0.9))
        let log = LogCapture()
        log.run {
            #expect(decode(jpeg.prefix(jpeg.count / 2)) == nil)
            #expect(decode(jpeg.prefix(3)) == nil)
            #expect(decode(Data([0xFF, 0xD8, 0xFF] + (0..<200).map { UInt8(($0 * 37) & 0xFF) })) == nil)
            #expect(decode(Data("not a jpeg at all".utf8)) == nil)
            #expect(decode(Data()) == nil)
        }
        #expect(log.messages.count == 5, "\(log.messages)")
        #expect(log.messages.allSatisfy { $0.contains("CGImageCreateWithJPEGDataProvider") })
        #expect(log.messages[0].contains("Premature end"), "\(log.messages[0])")
    }

    @Test("Images over 32767 pixels a side or 256 M pixels are refused before decoding")
    func huge() throws {
        let jpeg = try #require(quadrants().jpegData(quality: 0.5))
        let log = LogCapture()
        log.run {
            #expect(decode(resized(jpeg, width: 40000, height: 8)) == nil)
            #expect(decode(resized(jpeg, width: 20000, height: 20000)) == nil)
        }
        #expect(log.messages.count == 2)
        #expect(log.messages.allSatisfy { $0.contains("too large") }, "\(log.messages)")
    }
}
