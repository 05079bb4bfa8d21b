import Foundation
import OpenUIKit

/// How a rendering differs from its reference, pixel by pixel, and region by region.
///
/// Equal buffers are confirmed with one `memcmp` over the raw bytes and nothing else. Otherwise
/// every pixel's largest component difference is measured (whole 32-bit pixels compared first,
/// so equal pixels cost one comparison), the pixels differing by more than ``perChannel`` are
/// marked, and the marked pixels are grouped into 8-connected regions (see ``SnapshotRegion``).
///
/// Images of different sizes are compared over the larger width and height, a pixel outside
/// one image counting as transparent black there; they never match.
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
    /// The region of differing pixels with the most pixels (the topmost, then leftmost, of
    /// equal ones), or nil when no pixel differs.
    public let largestRegion: SnapshotRegion?
    /// How many separate regions the differing pixels form.
    public let regionCount: Int
    /// The smallest rectangle holding every differing pixel, or nil when none differs.
    public let differingBounds: CGRect?
    private let reference: PixelBuffer
    private let actual: PixelBuffer

    /// Whether both images have the same size.
    public var sizesMatch: Bool { reference.width == actual.width && reference.height == actual.height }

    /// Whether the rendering matches within `tolerance`: the sizes agree, and no region of
    /// pixels differing by more than the tolerance's per-channel allowance is larger than its
    /// region bound. `tolerance.perChannel` must be the ``perChannel`` this comparison was made
    /// with (a pixel's differences were counted against that), unless no component differs by
    /// more than the tolerance allows.
    public func matches(within tolerance: SnapshotTolerance) -> Bool {
        Fatal.check(
            tolerance.perChannel == perChannel || largestChannelDifference <= tolerance.perChannel,
            "SnapshotComparison.matches(within:): the comparison was made with perChannel \(perChannel), the tolerance asks for \(tolerance.perChannel); compare again with the tolerance's")
        return sizesMatch && (largestRegion?.pixelCount ?? 0) <= tolerance.largestRegion
    }

    /// Compares `actual` with `reference`; a pixel differs when some component is off by
    /// more than `perChannel`.
    public init(reference: PixelBuffer, actual: PixelBuffer, perChannel: Int) {
        self.reference = reference
        self.actual = actual
        self.perChannel = perChannel
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        var mask: [UInt8]
        var largest = 0
        var differing = 0
        if reference.width == actual.width, reference.height == actual.height {
            let equal = reference.bytes.withUnsafeBufferPointer { a in
                actual.bytes.withUnsafeBufferPointer { b in
                    a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
                }
            }
            if equal {
                (differingPixels, largestChannelDifference, largestRegion, regionCount, differingBounds) = (0, 0, nil, 0, nil)
                return
            }
            mask = [UInt8](repeating: 0, count: width * height)
            (differing, largest) = mask.withUnsafeMutableBufferPointer { out in
                Self.markSameSize(reference.bytes, actual.bytes, perChannel, out)
            }
        } else {
            mask = [UInt8](repeating: 0, count: width * height)
            (differing, largest) = mask.withUnsafeMutableBufferPointer { out in
                Self.markAnySize(reference, actual, perChannel, out)
            }
        }
        differingPixels = differing
        largestChannelDifference = largest
        if differing == 0 {
            (largestRegion, regionCount, differingBounds) = (nil, 0, nil)
            return
        }
        (largestRegion, regionCount, differingBounds) = mask.withUnsafeMutableBufferPointer { mask in
            Self.regions(mask, width: width, height: height)
        }
    }

    /// Marks (1) each differing pixel of two equally sized buffers in `mask`; returns how many
    /// differ and the largest component difference. Pairs of pixels are compared as one 64-bit
    /// word first, so runs of equal pixels cost a comparison per two pixels.
    private static func markSameSize(
        _ a: [UInt8], _ b: [UInt8], _ perChannel: Int, _ mask: UnsafeMutableBufferPointer<UInt8>
    ) -> (Int, Int) {
        a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                let pixels = mask.count
                var differing = 0
                var largest = 0
                @inline(__always) func measure(_ p: Int, _ x: UInt32, _ y: UInt32) {
                    var pixelLargest: UInt32 = 0
                    var shift: UInt32 = 0
                    while shift < 32 {
                        let u = (x &>> shift) & 0xFF
                        let v = (y &>> shift) & 0xFF
                        let difference = u > v ? u &- v : v &- u
                        if difference > pixelLargest { pixelLargest = difference }
                        shift &+= 8
                    }
                    if Int(pixelLargest) > largest { largest = Int(pixelLargest) }
                    if Int(pixelLargest) > perChannel {
                        mask[p] = 1
                        differing &+= 1
                    }
                }
                var p = 0
                while p &+ 1 < pixels {
                    let x = a.loadUnaligned(fromByteOffset: p &* 4, as: UInt64.self)
                    let y = b.loadUnaligned(fromByteOffset: p &* 4, as: UInt64.self)
                    if x != y {
                        measure(p, UInt32(truncatingIfNeeded: x), UInt32(truncatingIfNeeded: y))
                        measure(p &+ 1, UInt32(truncatingIfNeeded: x &>> 32), UInt32(truncatingIfNeeded: y &>> 32))
                    }
                    p &+= 2
                }
                if p < pixels {
                    measure(
                        p, a.loadUnaligned(fromByteOffset: p &* 4, as: UInt32.self),
                        b.loadUnaligned(fromByteOffset: p &* 4, as: UInt32.self))
                }
                return (differing, largest)
            }
        }
    }

    /// Marks each differing pixel over the larger of two sizes (outside an image, a pixel is
    /// transparent black); returns how many differ and the largest component difference.
    private static func markAnySize(
        _ reference: PixelBuffer, _ actual: PixelBuffer, _ perChannel: Int, _ mask: UnsafeMutableBufferPointer<UInt8>
    ) -> (Int, Int) {
        var differing = 0
        var largest = 0
        let width = max(reference.width, actual.width)
        forEachPixel(reference, actual) { position, pixelLargest in
            largest = max(largest, pixelLargest)
            if pixelLargest > perChannel {
                mask[position.y * width + position.x] = 1
                differing += 1
            }
        }
        return (differing, largest)
    }

    /// Groups the marked pixels of `mask` into 8-connected regions (marking visited pixels 2);
    /// returns the largest, the number of regions and the bounds of all of them.
    private static func regions(
        _ mask: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int
    ) -> (SnapshotRegion?, Int, CGRect?) {
        var best: SnapshotRegion?
        var count = 0
        var all = (minX: width, minY: height, maxX: -1, maxY: -1)
        var stack: [Int] = []
        let raw = UnsafeRawPointer(mask.baseAddress!)
        var start = 0
        while start < mask.count {
            // Eight unmarked pixels at a time are skipped with one load.
            if start & 7 == 0, start &+ 8 <= mask.count, raw.loadUnaligned(fromByteOffset: start, as: UInt64.self) == 0 {
                start &+= 8
                continue
            }
            defer { start &+= 1 }
            guard mask[start] == 1 else { continue }
            count += 1
            mask[start] = 2
            stack.append(start)
            var pixels = 0
            var (minX, minY, maxX, maxY) = (width, height, -1, -1)
            while let p = stack.popLast() {
                pixels += 1
                let x = p % width
                let y = p / width
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
                for ny in max(y - 1, 0)...min(y + 1, height - 1) {
                    for nx in max(x - 1, 0)...min(x + 1, width - 1) {
                        let n = ny * width + nx
                        if mask[n] == 1 {
                            mask[n] = 2
                            stack.append(n)
                        }
                    }
                }
            }
            all = (min(all.minX, minX), min(all.minY, minY), max(all.maxX, maxX), max(all.maxY, maxY))
            if pixels > (best?.pixelCount ?? 0) {
                best = SnapshotRegion(
                    bounds: CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1), pixelCount: pixels)
            }
        }
        let bounds = CGRect(x: all.minX, y: all.minY, width: all.maxX - all.minX + 1, height: all.maxY - all.minY + 1)
        return (best, count, bounds)
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
