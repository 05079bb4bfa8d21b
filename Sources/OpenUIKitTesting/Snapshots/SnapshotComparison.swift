import Foundation

/// How a rendering differs from its reference, pixel by pixel.
///
/// Images of different sizes are compared over the larger width and height, a pixel outside
/// one image counting as transparent black there.
public struct SnapshotComparison: Sendable, Equatable {
    /// The reference's size in pixels.
    public var referenceSize: (width: Int, height: Int) { (reference.width, reference.height) }
    /// The rendering's size in pixels.
    public var actualSize: (width: Int, height: Int) { (actual.width, actual.height) }
    /// How many pixels differ by more than ``perChannel`` in some component.
    public let differingPixels: Int
    /// The largest difference of one component between the two, 0…255, over every pixel.
    public let largestChannelDifference: Int
    /// The largest difference a component may have without its pixel counting as differing.
    public let perChannel: Int
    private let reference: PixelBuffer
    private let actual: PixelBuffer

    /// Whether both images have the same size.
    public var sizesMatch: Bool { reference.width == actual.width && reference.height == actual.height }

    /// Whether the rendering matches within `tolerance`.
    public func matches(within tolerance: SnapshotTolerance) -> Bool {
        sizesMatch && differingPixels <= tolerance.differingPixels
    }

    /// Compares `actual` with `reference`; a pixel differs when some component is off by
    /// more than `perChannel`.
    public init(reference: PixelBuffer, actual: PixelBuffer, perChannel: Int) {
        self.reference = reference
        self.actual = actual
        self.perChannel = perChannel
        if reference.width == actual.width, reference.height == actual.height {
            (differingPixels, largestChannelDifference) = Self.compareSameSize(reference.bytes, actual.bytes, perChannel)
            return
        }
        var differing = 0
        var largest = 0
        Self.forEachPixel(reference, actual) { _, pixelLargest in
            largest = max(largest, pixelLargest)
            if pixelLargest > perChannel { differing += 1 }
        }
        differingPixels = differing
        largestChannelDifference = largest
    }

    /// The reference faded three quarters of the way to white, with every differing pixel
    /// opaque red, over the larger of the two sizes. Computed on each use.
    public var diff: PixelBuffer {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        let perChannel = perChannel
        if sizesMatch {
            bytes.withUnsafeMutableBufferPointer { out in
                reference.bytes.withUnsafeBufferPointer { expected in
                    actual.bytes.withUnsafeBufferPointer { found in
                        Self.paintSameSizeDiff(out, expected, found, perChannel)
                    }
                }
            }
            return PixelBuffer(width: width, height: height, bytes: bytes)
        }
        bytes.withUnsafeMutableBufferPointer { out in
            reference.bytes.withUnsafeBufferPointer { expected in
                Self.forEachPixel(reference, actual) { position, pixelLargest in
                    let i = (position.y * width + position.x) * 4
                    if pixelLargest > perChannel {
                        out[i + 1] = 0
                        out[i + 2] = 0
                        return
                    }
                    // In range of the reference whenever the pixel did not differ from
                    // transparent black outside it; outside, it stays white.
                    guard position.x < reference.width, position.y < reference.height else { return }
                    let e = (position.y * reference.width + position.x) * 4
                    let alpha = Int(expected[e + 3])
                    for c in 0..<3 {
                        let overWhite = Int(expected[e + c]) + 255 - alpha
                        out[i + c] = UInt8(255 - (255 - overWhite) / 4)
                    }
                }
            }
        }
        return PixelBuffer(width: width, height: height, bytes: bytes)
    }

    /// The diff of two equally sized buffers into `out` (already white), without the
    /// per-pixel position bookkeeping of different sizes.
    private static func paintSameSizeDiff(
        _ out: UnsafeMutableBufferPointer<UInt8>, _ expected: UnsafeBufferPointer<UInt8>,
        _ found: UnsafeBufferPointer<UInt8>, _ perChannel: Int
    ) {
        var i = 0
        while i < expected.count {
            var pixelLargest = 0
            for c in 0..<4 {
                let difference = abs(Int(expected[i + c]) - Int(found[i + c]))
                if difference > pixelLargest { pixelLargest = difference }
            }
            if pixelLargest > perChannel {
                out[i + 1] = 0
                out[i + 2] = 0
            } else {
                let alpha = Int(expected[i + 3])
                for c in 0..<3 {
                    let overWhite = Int(expected[i + c]) + 255 - alpha
                    out[i + c] = UInt8(255 - (255 - overWhite) / 4)
                }
            }
            i += 4
        }
    }

    /// Differing pixels and the largest component difference of two equally sized buffers.
    private static func compareSameSize(_ a: [UInt8], _ b: [UInt8], _ perChannel: Int) -> (Int, Int) {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                if a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 { return (0, 0) }
                var differing = 0
                var largest = 0
                var i = 0
                while i < a.count {
                    var pixelLargest = 0
                    for c in 0..<4 {
                        let difference = abs(Int(a[i + c]) - Int(b[i + c]))
                        if difference > pixelLargest { pixelLargest = difference }
                    }
                    if pixelLargest > largest { largest = pixelLargest }
                    if pixelLargest > perChannel { differing += 1 }
                    i += 4
                }
                return (differing, largest)
            }
        }
    }

    /// Calls `body` for every pixel of the larger size with its position and its largest
    /// component difference (a pixel outside one buffer is transparent black there).
    private static func forEachPixel(
        _ reference: PixelBuffer, _ actual: PixelBuffer, _ body: ((x: Int, y: Int), Int) -> Void
    ) {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        reference.bytes.withUnsafeBufferPointer { expected in
            actual.bytes.withUnsafeBufferPointer { found in
                for y in 0..<height {
                    for x in 0..<width {
                        let e = x < reference.width && y < reference.height ? (y * reference.width + x) * 4 : -1
                        let f = x < actual.width && y < actual.height ? (y * actual.width + x) * 4 : -1
                        var pixelLargest = 0
                        for c in 0..<4 {
                            let a = e >= 0 ? Int(expected[e + c]) : 0
                            let b = f >= 0 ? Int(found[f + c]) : 0
                            pixelLargest = max(pixelLargest, abs(a - b))
                        }
                        body((x, y), pixelLargest)
                    }
                }
            }
        }
    }

    public static func == (lhs: SnapshotComparison, rhs: SnapshotComparison) -> Bool {
        lhs.reference == rhs.reference && lhs.actual == rhs.actual && lhs.perChannel == rhs.perChannel
    }
}
