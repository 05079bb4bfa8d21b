import OpenUIKitTesting
import Testing

/// `PixelBuffer.differingPixels(from:tolerance:)` counts pixels, not components: identical
/// buffers give 0 (the byte comparison that settles most goldens at once), and otherwise each
/// pixel with some component further than the tolerance counts once, wherever it is.
@Suite struct PixelBufferComparisonTests {
    /// A `width` × `height` buffer of one grey, with `changes` (pixel index, component, new value).
    static func buffer(width: Int = 5, height: Int = 3, changes: [(Int, Int, UInt8)] = []) -> PixelBuffer {
        var bytes = [UInt8](repeating: 128, count: width * height * 4)
        for (pixel, component, value) in changes { bytes[pixel * 4 + component] = value }
        return PixelBuffer(width: width, height: height, bytes: bytes)
    }

    @Test("Identical buffers differ by no pixel at any tolerance")
    func identical() {
        #expect(Self.buffer().differingPixels(from: Self.buffer(), tolerance: 0) == 0)
        #expect(Self.buffer().differingPixels(from: Self.buffer()) == 0)
        let empty = PixelBuffer(width: 0, height: 0, bytes: [])
        #expect(empty.differingPixels(from: empty, tolerance: 0) == 0)
    }

    @Test("A pixel counts once however many of its components differ, and only beyond the tolerance")
    func countsPixels() {
        let base = Self.buffer()
        // Pixel 0: every component off by 10; pixel 7: alpha off by 3; pixel 14 (the last): blue off by 1.
        let changed = Self.buffer(changes: [(0, 0, 138), (0, 1, 138), (0, 2, 138), (0, 3, 138), (7, 3, 131), (14, 2, 129)])
        #expect(changed.differingPixels(from: base, tolerance: 0) == 3)
        #expect(base.differingPixels(from: changed, tolerance: 0) == 3)
        #expect(changed.differingPixels(from: base, tolerance: 1) == 2)
        #expect(changed.differingPixels(from: base, tolerance: 2) == 2)
        #expect(changed.differingPixels(from: base, tolerance: 3) == 1)
        #expect(changed.differingPixels(from: base, tolerance: 10) == 0)
    }

    @Test("A difference in either direction counts: darker and lighter alike")
    func bothDirections() {
        let base = Self.buffer()
        let darker = Self.buffer(changes: [(3, 1, 100)])
        let lighter = Self.buffer(changes: [(3, 1, 156)])
        #expect(darker.differingPixels(from: base, tolerance: 27) == 1)
        #expect(lighter.differingPixels(from: base, tolerance: 27) == 1)
        #expect(darker.differingPixels(from: base, tolerance: 28) == 0)
        #expect(darker.differingPixels(from: lighter, tolerance: 55) == 1)
    }
}
