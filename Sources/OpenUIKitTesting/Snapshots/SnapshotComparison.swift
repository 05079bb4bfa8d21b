import Foundation

/// How a rendering differs from its reference, pixel by pixel.
///
/// Images of different sizes are compared over the larger width and height, a pixel outside
/// one image counting as transparent black there.
public struct SnapshotComparison: Sendable, Equatable {
    /// The reference's size in pixels.
    public var referenceSize: (width: Int, height: Int)
    /// The rendering's size in pixels.
    public var actualSize: (width: Int, height: Int)
    /// How many pixels differ by more than the tolerance's per-channel allowance.
    public var differingPixels: Int
    /// The largest difference of one component between the two, 0…255, over every pixel.
    public var largestChannelDifference: Int
    /// The reference with every differing pixel painted opaque red and the rest faded.
    public var diff: PixelBuffer

    /// Whether both images have the same size.
    public var sizesMatch: Bool { referenceSize == actualSize }

    /// Whether the rendering matches within `tolerance`.
    public func matches(within tolerance: SnapshotTolerance) -> Bool {
        sizesMatch && differingPixels <= tolerance.differingPixels
    }

    /// Compares `actual` with `reference`; a pixel differs when some component is off by
    /// more than `perChannel`.
    public init(reference: PixelBuffer, actual: PixelBuffer, perChannel: Int) {
        referenceSize = (reference.width, reference.height)
        actualSize = (actual.width, actual.height)
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        var diffBytes = [UInt8](repeating: 0, count: width * height * 4)
        var differing = 0
        var largest = 0
        let expectedBytes = reference.bytes
        let foundBytes = actual.bytes
        for y in 0..<height {
            for x in 0..<width {
                let e = x < reference.width && y < reference.height ? (y * reference.width + x) * 4 : -1
                let f = x < actual.width && y < actual.height ? (y * actual.width + x) * 4 : -1
                var pixelLargest = 0
                for c in 0..<4 {
                    let expected = e >= 0 ? Int(expectedBytes[e + c]) : 0
                    let found = f >= 0 ? Int(foundBytes[f + c]) : 0
                    pixelLargest = max(pixelLargest, abs(expected - found))
                }
                largest = max(largest, pixelLargest)
                let i = (y * width + x) * 4
                diffBytes[i + 3] = 255
                if pixelLargest > perChannel {
                    differing += 1
                    diffBytes[i] = 255
                } else {
                    // The reference over white, faded three quarters of the way to white.
                    let alpha = e >= 0 ? Int(expectedBytes[e + 3]) : 0
                    for c in 0..<3 {
                        let overWhite = (e >= 0 ? Int(expectedBytes[e + c]) : 0) + 255 - alpha
                        diffBytes[i + c] = UInt8(255 - (255 - overWhite) / 4)
                    }
                }
            }
        }
        differingPixels = differing
        largestChannelDifference = largest
        diff = PixelBuffer(width: width, height: height, bytes: diffBytes)
    }

    public static func == (lhs: SnapshotComparison, rhs: SnapshotComparison) -> Bool {
        lhs.referenceSize == rhs.referenceSize && lhs.actualSize == rhs.actualSize
            && lhs.differingPixels == rhs.differingPixels
            && lhs.largestChannelDifference == rhs.largestChannelDifference && lhs.diff == rhs.diff
    }
}
