import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct SnapshotComparisonTests {
    /// A `width` × `height` opaque buffer of one grey level.
    private func grey(_ level: UInt8, width: Int = 100, height: Int = 100) -> PixelBuffer {
        PixelBuffer(width: width, height: height, bytes: [UInt8]((0..<width * height).flatMap { _ in [level, level, level, 255] }))
    }

    /// `buffer` with the pixels of `rect` given `change` added to red, green and blue.
    private func changing(_ buffer: PixelBuffer, _ rect: (x: Int, y: Int, width: Int, height: Int), by change: Int) -> PixelBuffer {
        var bytes = buffer.bytes
        for y in rect.y..<rect.y + rect.height {
            for x in rect.x..<rect.x + rect.width {
                for c in 0..<3 {
                    let i = (y * buffer.width + x) * 4 + c
                    bytes[i] = UInt8(clamping: Int(bytes[i]) + change)
                }
            }
        }
        return PixelBuffer(width: buffer.width, height: buffer.height, bytes: bytes)
    }

    @Test("A 20 × 20 change fails under every tolerance there is")
    func twentyByTwentyNeverPasses() {
        let reference = grey(128)
        // One more than the largest per-channel allowance, and a solid colour change.
        for change in [SnapshotTolerance.maximumPerChannel + 1, 127] {
            let actual = changing(reference, (40, 30, 20, 20), by: change)
            for perChannel in 0...SnapshotTolerance.maximumPerChannel {
                let comparison = SnapshotComparison(reference: reference, actual: actual, perChannel: perChannel)
                #expect(comparison.largestRegion == SnapshotRegion(bounds: CGRect(x: 40, y: 30, width: 20, height: 20), pixelCount: 400))
                for largestRegion in 0...SnapshotTolerance.maximumLargestRegion {
                    let tolerance = SnapshotTolerance(perChannel: perChannel, largestRegion: largestRegion)
                    #expect(!comparison.matches(within: tolerance), "passed under \(tolerance)")
                }
            }
        }
    }

    @Test("A 20 × 20 change of a rendered view fails at the largest tolerance, naming the region")
    func renderedBlockFails() throws {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let app = HeadlessApp(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let block = UIView(frame: CGRect(x: 10, y: 20, width: 20, height: 20))
        block.backgroundColor = .white
        window.addSubview(block)
        let widest = SnapshotTolerance(
            perChannel: SnapshotTolerance.maximumPerChannel, largestRegion: SnapshotTolerance.maximumLargestRegion)
        _ = app.verifySnapshot(named: "screen", record: .all, directory: folder.url)
        block.backgroundColor = UIColor(white: 0.9, alpha: 1)  // 26 below white in each channel
        let failure = try #require(app.verifySnapshot(named: "screen", tolerance: widest, record: .never, directory: folder.url))
        #expect(failure.message.contains("Largest differing region: 400 pixels in x 10…29, y 20…39 (20 × 20)."))
        #expect(failure.message.contains("tolerance: 16 per channel, regions of at most 64 pixels"))
    }

    @Test("Equal buffers take the fast path: no differing pixel, no region")
    func equalFastPath() {
        let reference = grey(200, width: 390, height: 844)
        let copy = PixelBuffer(width: 390, height: 844, bytes: Array(reference.bytes))
        let comparison = SnapshotComparison(reference: reference, actual: copy, perChannel: 0)
        #expect(comparison.differingPixels == 0 && comparison.largestChannelDifference == 0)
        #expect(comparison.largestRegion == nil && comparison.regionCount == 0 && comparison.differingBounds == nil)
        #expect(comparison.matches(within: .exact))
    }

    @Test("Regions are 8-connected: diagonal neighbours join, a gap separates")
    func regions() {
        let reference = grey(0, width: 10, height: 10)
        var bytes = reference.bytes
        for (x, y) in [(1, 1), (2, 2), (3, 3), (7, 1), (7, 3)] {
            bytes[(y * 10 + x) * 4] = 255
        }
        let actual = PixelBuffer(width: 10, height: 10, bytes: bytes)
        let comparison = SnapshotComparison(reference: reference, actual: actual, perChannel: 0)
        #expect(comparison.differingPixels == 5 && comparison.regionCount == 3)
        #expect(comparison.largestRegion == SnapshotRegion(bounds: CGRect(x: 1, y: 1, width: 3, height: 3), pixelCount: 3))
        #expect(comparison.differingBounds == CGRect(x: 1, y: 1, width: 7, height: 3))
        #expect(comparison.matches(within: SnapshotTolerance(largestRegion: 3)))
        #expect(!comparison.matches(within: SnapshotTolerance(largestRegion: 2)))
        // Within the per-channel allowance nothing differs at all.
        let faint = changing(reference, (0, 0, 10, 10), by: 3)
        #expect(SnapshotComparison(reference: reference, actual: faint, perChannel: 3).regionCount == 0)
        #expect(SnapshotComparison(reference: reference, actual: faint, perChannel: 2).largestRegion?.pixelCount == 100)
    }

    @Test("A tolerance beyond the caps stops the program, naming the cap")
    func capsStop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SnapshotTolerance(perChannel: 0, largestRegion: 400)
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("largestRegion must be within 0…64 pixels, got 400"))
    }
}
