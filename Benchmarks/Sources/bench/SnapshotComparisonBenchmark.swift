import Foundation
import OpenUIKit
import OpenUIKitTesting

/// `bench snapshot [iterations]`: the test kit's snapshot comparison at an iPhone 13's
/// 1170 × 2532 pixels. Prints one JSON object with the median time (over `iterations`, 30 by
/// default) of:
/// - `equalMs`: two equal buffers (separate storage), confirmed by the memcmp fast path;
/// - `tolerantMs`: every pixel off by 1 in every component (perChannel 2): no pixel
///   differs, but every pixel is measured;
/// - `noisyMs`: every seventh pixel off by 2 (within the allowance) plus forty 3 × 3 blocks changed (perChannel 2,
///   regions up to 9 pixels): marking and region grouping;
/// - `blockMs`: one 20 × 20 block changed, found and bounded as one 400-pixel region.
/// The budgets are 2 ms for equal buffers and 50 ms for a tolerant comparison.
enum SnapshotComparisonBenchmark {
    static let width = 1170
    static let height = 2532

    @MainActor
    static func run(arguments: [String]) {
        let iterations = arguments.first.flatMap(Int.init) ?? 30
        let reference = makeReference()
        let equal = PixelBuffer(width: width, height: height, bytes: Array(reference.bytes))
        let allOffByOne = PixelBuffer(width: width, height: height, bytes: reference.bytes.map { $0 == 255 ? 254 : $0 + 1 })
        var noisyBytes = reference.bytes
        for p in stride(from: 0, to: width * height, by: 7) {
            noisyBytes[p * 4] = noisyBytes[p * 4] >= 128 ? noisyBytes[p * 4] - 2 : noisyBytes[p * 4] + 2
        }
        for block in 0..<40 {
            paint(&noisyBytes, x: 20 + block * 27, y: 50 + block * 61, size: 3)
        }
        let noisy = PixelBuffer(width: width, height: height, bytes: noisyBytes)
        var blockBytes = reference.bytes
        paint(&blockBytes, x: 500, y: 1200, size: 20)
        let block = PixelBuffer(width: width, height: height, bytes: blockBytes)

        let equalMs = BenchmarkSupport.medianMilliseconds(iterations) {
            let comparison = SnapshotComparison(reference: reference, actual: equal, perChannel: 0)
            if comparison.differingPixels != 0 { BenchmarkSupport.fail("snapshot", "equal buffers differ") }
        }
        let tolerantMs = BenchmarkSupport.medianMilliseconds(iterations) {
            let comparison = SnapshotComparison(reference: reference, actual: allOffByOne, perChannel: 2)
            if !comparison.matches(within: SnapshotTolerance(perChannel: 2)) {
                BenchmarkSupport.fail("snapshot", "a difference of 1 did not match within 2 per channel")
            }
        }
        let noisyMs = BenchmarkSupport.medianMilliseconds(iterations) {
            let comparison = SnapshotComparison(reference: reference, actual: noisy, perChannel: 2)
            if comparison.regionCount != 40 || !comparison.matches(within: SnapshotTolerance(perChannel: 2, largestRegion: 9)) {
                BenchmarkSupport.fail("snapshot", "noisy: \(comparison.regionCount) regions, largest \(String(describing: comparison.largestRegion))")
            }
        }
        let blockMs = BenchmarkSupport.medianMilliseconds(iterations) {
            let comparison = SnapshotComparison(reference: reference, actual: block, perChannel: 16)
            if comparison.largestRegion?.pixelCount != 400 { BenchmarkSupport.fail("snapshot", "the 20 × 20 block was not one region") }
        }
        func figure(_ name: String, _ value: (cpu: Double, wall: Double)) -> String {
            "\"\(name)CpuMs\":\(String(format: "%.3f", value.cpu)),\"\(name)WallMs\":\(String(format: "%.3f", value.wall))"
        }
        let tolerantWorst = max(tolerantMs.cpu, noisyMs.cpu, blockMs.cpu)
        print(
            "{\"benchmark\":\"snapshot\",\"width\":\(width),\"height\":\(height),\"iterations\":\(iterations),"
                + [figure("equal", equalMs), figure("tolerant", tolerantMs), figure("noisy", noisyMs), figure("block", blockMs)]
                .joined(separator: ",")
                + ",\"equalWithin2ms\":\(equalMs.cpu <= 2),\"tolerantWithin50ms\":\(tolerantWorst <= 50)}")
    }

    /// Deterministic content: horizontal bands of colour with a diagonal pattern, opaque.
    private static func makeReference() -> PixelBuffer {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                bytes[i] = UInt8((y / 44) * 37 % 256)
                bytes[i + 1] = UInt8((x + y) / 8 % 2 == 0 ? 240 : 200)
                bytes[i + 2] = UInt8((x * 3 + y) % 256)
            }
        }
        return PixelBuffer(width: width, height: height, bytes: bytes)
    }

    /// Inverts the red component of a `size` × `size` block.
    private static func paint(_ bytes: inout [UInt8], x: Int, y: Int, size: Int) {
        for row in y..<y + size {
            for column in x..<x + size {
                bytes[(row * width + column) * 4] = 255 &- bytes[(row * width + column) * 4]
                bytes[(row * width + column) * 4 + 1] = 0
            }
        }
    }
}
