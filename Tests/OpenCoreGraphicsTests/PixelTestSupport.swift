import Foundation
import OpenCoreGraphics
import Testing

/// One premultiplied pixel read back through the public API.
struct RGBA: Equatable, CustomStringConvertible {
    var r: Int
    var g: Int
    var b: Int
    var a: Int

    /// Whether every channel is within `tolerance` of `other`.
    func isClose(to other: RGBA, tolerance: Int = 3) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
            && abs(a - other.a) <= tolerance
    }

    var description: String { "(\(r), \(g), \(b), \(a))" }

    static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)
    static let red = RGBA(r: 255, g: 0, b: 0, a: 255)
    static let green = RGBA(r: 0, g: 255, b: 0, a: 255)
    static let blue = RGBA(r: 0, g: 0, b: 255, a: 255)
    static let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    static let black = RGBA(r: 0, g: 0, b: 0, a: 255)
}

/// An image's pixels, addressed top-down as the image stores them.
struct Pixels {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    init(_ image: CGImage) {
        width = image.width
        height = image.height
        bytes = [UInt8](image.dataProvider!.data!)
    }

    /// The pixel in column `x` of row `row` (row 0 is the top).
    subscript(x: Int, row: Int) -> RGBA {
        let i = row * width * 4 + x * 4
        return RGBA(r: Int(bytes[i]), g: Int(bytes[i + 1]), b: Int(bytes[i + 2]), a: Int(bytes[i + 3]))
    }

    /// The pixel at `(x, y)` of a y-up context (y = 0 is the bottom row).
    func yUp(_ x: Int, _ y: Int) -> RGBA { self[x, height - 1 - y] }
}

/// A Core Graphics-style (origin bottom-left) RGBA bitmap context.
func makeBitmap(width: Int, height: Int) -> CGContext {
    CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}

/// A UIKit-style (origin top-left, points) context of `size` points at `scale`.
func makeFlipped(width: Int, height: Int, scale: CGFloat, lazily: Bool = false) -> CGContext {
    CGContext(
        pixelWidth: Int(CGFloat(width) * scale), pixelHeight: Int(CGFloat(height) * scale), scale: scale,
        allocatesLazily: lazily)!
}

/// Collects what OpenCoreGraphics logs while `body` runs.
final class LogCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    var messages: [String] { lock.withLock { stored } }

    func run<R>(_ body: () throws -> R) rethrows -> R {
        try CoreGraphicsLog.$current.withValue(CoreGraphicsLog { [self] message in
            lock.withLock { stored.append(message) }
        }) { try body() }
    }
}
