import Foundation
@testable import OpenCoreGraphics
import Testing

/// A small file whose header claims a huge image, or whose data stops short of what the
/// header promises, decodes to nil with a log line and allocates no gigabytes.
@Suite struct ImageDecodeLimitTests {
    /// A 32×32 opaque image of flat colour, noisy enough that its JPEG has real scan data.
    private func sample() -> CGImage {
        var bytes: [UInt8] = []
        var seed: UInt32 = 7
        for _ in 0..<(32 * 32) {
            seed = seed &* 1_103_515_245 &+ 12345
            bytes += [UInt8(truncatingIfNeeded: seed >> 16), UInt8(truncatingIfNeeded: seed >> 8), 90, 255]
        }
        return CGImage(
            width: 32, height: 32, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 128,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
            provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
    }

    /// `png` with its IHDR width and height replaced (the chunk's CRC is left stale).
    private func patchedPNG(_ png: Data, width: UInt32, height: UInt32) -> Data {
        var bytes = [UInt8](png)
        for (offset, value) in [(16, width), (20, height)] {
            for i in 0..<4 { bytes[offset + i] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(i))) }
        }
        return Data(bytes)
    }

    private func decodePNG(_ data: Data) -> CGImage? {
        CGImage(pngDataProviderSource: CGDataProvider(data: data)!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    private func decodeJPEG(_ data: Data) -> CGImage? {
        CGImage(jpegDataProviderSource: CGDataProvider(data: data)!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    @Test("A PNG whose header claims 20000×20000 pixels is refused before decoding, with the JPEG path's limit")
    func hugePNGHeader() throws {
        let png = try #require(sample().pngData())
        #expect(decodePNG(png)?.width == 32)
        let log = LogCapture()
        log.run {
            #expect(decodePNG(patchedPNG(png, width: 20000, height: 20000)) == nil)
            #expect(decodePNG(patchedPNG(png, width: 40000, height: 1)) == nil)
            #expect(decodePNG(patchedPNG(png, width: 0, height: 10)) == nil)
        }
        #expect(log.messages.count == 3, "\(log.messages)")
        #expect(
            log.messages[0]
                == "<Error>: CGImageCreateWithPNGDataProvider: PNG image of 20000×20000 pixels is too large (each side at most 32767, at most 268435456 pixels)",
            "\(log.messages)")
        #expect(log.messages[2].contains("is empty"))
    }

    @Test("Zero-byte, truncated and non-PNG data decode to nil with a log line each")
    func malformedPNG() throws {
        let png = try #require(sample().pngData())
        let log = LogCapture()
        log.run {
            #expect(decodePNG(Data()) == nil)
            #expect(decodePNG(png.prefix(20)) == nil)
            #expect(decodePNG(png.prefix(png.count / 2)) == nil)
            #expect(decodePNG(Data(repeating: 0x89, count: 64)) == nil)
        }
        #expect(log.messages.count == 4, "\(log.messages)")
    }

    @Test("A complete JPEG whose header claims more pixels than its scan holds is refused as corrupt")
    func patchedJPEGHeader() throws {
        let jpeg = try #require(sample().jpegData(quality: 0.8))
        var bytes = [UInt8](jpeg)
        let sof = zip(bytes.indices, bytes.dropFirst()).first { bytes[$0.0] == 0xFF && $0.1 == 0xC0 }!.0
        // FF C0, length (2), precision (1), height (2), width (2): 1600×1600.
        bytes[sof + 5] = 0x06
        bytes[sof + 6] = 0x40
        bytes[sof + 7] = 0x06
        bytes[sof + 8] = 0x40
        let log = LogCapture()
        log.run { #expect(decodeJPEG(Data(bytes)) == nil) }
        #expect(log.messages.count == 1, "\(log.messages)")
        #expect(log.messages.first?.contains("CGImageCreateWithJPEGDataProvider") == true)
    }
}
