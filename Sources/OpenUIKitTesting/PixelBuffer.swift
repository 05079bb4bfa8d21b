import Foundation
import OpenUIKit

/// The pixels of a rendered image, for assertions: premultiplied 8-bit RGBA, rows top-down.
public struct PixelBuffer: Sendable, Equatable {
    /// One pixel's premultiplied components, 0…255.
    public struct Pixel: Sendable, Equatable, CustomStringConvertible {
        public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// Whether every component is within `tolerance` of `other`'s.
        public func isClose(to other: Pixel, tolerance: Int = 2) -> Bool {
            abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
                && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
        }

        /// The opaque pixel of an sRGB colour with components 0…1 (alpha 1 unless given).
        public static func rgb(_ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) -> Pixel {
            func byte(_ v: Double) -> UInt8 { UInt8((min(max(v * alpha, 0), 1) * 255).rounded()) }
            return Pixel(red: byte(red), green: byte(green), blue: byte(blue), alpha: UInt8((alpha * 255).rounded()))
        }

        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    /// Width and height in pixels.
    public let width: Int, height: Int
    /// The bytes, `width * 4` per row.
    public let bytes: [UInt8]

    /// A buffer of `width` × `height` pixels from premultiplied RGBA `bytes`, rows top-down.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        Fatal.check(width >= 0 && height >= 0, "PixelBuffer: negative size \(width)x\(height)")
        Fatal.check(
            bytes.count == width * height * 4,
            "PixelBuffer: \(width)x\(height) pixels need \(width * height * 4) bytes, got \(bytes.count)")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Reads `image`'s pixels.
    public init(_ image: CGImage) {
        width = image.width
        height = image.height
        guard let data = image.dataProvider?.data else {
            Fatal.stop("PixelBuffer: \(image) has no pixel data")
        }
        let rowBytes = image.bytesPerRow
        let source = [UInt8](data)
        if rowBytes == width * 4, source.count == width * height * 4 {
            bytes = source
            return
        }
        var packed = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            let from = row * rowBytes
            packed.replaceSubrange(row * width * 4..<(row + 1) * width * 4, with: source[from..<from + width * 4])
        }
        bytes = packed
    }

    /// The pixel at column `x`, row `y` (0 at the top).
    public subscript(x: Int, y: Int) -> Pixel {
        Fatal.check(x >= 0 && x < width && y >= 0 && y < height, "PixelBuffer: (\(x), \(y)) is outside \(width)x\(height)")
        let i = (y * width + x) * 4
        return Pixel(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
    }

    /// How many pixels differ from `other`'s by more than `tolerance` in some component.
    public func differingPixels(from other: PixelBuffer, tolerance: Int = 2) -> Int {
        Fatal.check(width == other.width && height == other.height, "PixelBuffer: sizes differ")
        // Identical bytes (the usual outcome of a golden comparison) are settled by one memcmp;
        // the per-pixel walk below runs over raw pointers, which a test build (no optimizer)
        // keeps far cheaper than indexing the arrays.
        return bytes.withUnsafeBufferPointer { mine in
            other.bytes.withUnsafeBufferPointer { theirs in
                guard let a = mine.baseAddress, let b = theirs.baseAddress else { return 0 }
                if tolerance >= 0, memcmp(a, b, mine.count) == 0 { return 0 }
                var count = 0
                var i = 0
                while i < mine.count {
                    if Self.differ(a + i, b + i, by: tolerance) { count += 1 }
                    i += 4
                }
                return count
            }
        }
    }

    /// Whether one of the four components at `a` and `b` differs by more than `tolerance`.
    private static func differ(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, by tolerance: Int) -> Bool {
        if tolerance >= 0, a[0] == b[0], a[1] == b[1], a[2] == b[2], a[3] == b[3] { return false }
        return Swift.abs(Int(a[0]) - Int(b[0])) > tolerance || Swift.abs(Int(a[1]) - Int(b[1])) > tolerance
            || Swift.abs(Int(a[2]) - Int(b[2])) > tolerance || Swift.abs(Int(a[3]) - Int(b[3])) > tolerance
    }

    /// The pixels as an image (premultiplied RGBA, device RGB), or nil for an empty buffer.
    public func makeImage() -> CGImage? {
        guard width > 0, height > 0, let provider = CGDataProvider(data: Data(bytes)) else { return nil }
        return CGImage(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
            provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
    }
}
