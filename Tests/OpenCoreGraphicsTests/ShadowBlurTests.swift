import Foundation
import Testing
@testable import OpenCoreGraphics

/// The shadow blur reuses a line's result when the line repeats the one before it; these tests
/// hold it to the plain three-pass box blur, byte for byte.
@Suite struct ShadowBlurTests {
    /// The passes written the plain way, every line summed: the bytes the blur must give.
    private func plainBlur(_ pixels: inout [UInt8], width: Int, height: Int, stride: Int, sigma: Double) {
        func box(_ values: [UInt32], radius: Int) -> [UInt32] {
            let width = UInt32(2 * radius + 1)
            return values.indices.map { i in
                let window = Swift.max(0, i - radius)...Swift.min(values.count - 1, i + radius)
                let sum = window.reduce(UInt32(0)) { $0 + values[$1] }
                return (sum + width / 2) / width
            }
        }
        for boxWidth in ShadowBlur.boxWidths(sigma: sigma) where boxWidth > 1 {
            let radius = boxWidth / 2
            for y in 0..<height {
                let row = (0..<width).map { UInt32(pixels[y * stride + $0]) }
                for (x, value) in box(row, radius: radius).enumerated() { pixels[y * stride + x] = UInt8(value) }
            }
            for x in 0..<width {
                let column = (0..<height).map { UInt32(pixels[$0 * stride + x]) }
                for (y, value) in box(column, radius: radius).enumerated() { pixels[y * stride + x] = UInt8(value) }
            }
        }
    }

    private func blurred(_ source: [UInt8], width: Int, height: Int, stride: Int, sigma: Double) -> [UInt8] {
        var pixels = source
        pixels.withUnsafeMutableBufferPointer {
            ShadowBlur.blur($0.baseAddress!, width: width, height: height, stride: stride, sigma: sigma)
        }
        return pixels
    }

    /// An alpha mask of a rounded rectangle (solid inside, clear outside), with padding bytes
    /// at the end of each row that the blur must leave alone.
    private func roundedRectangle(width: Int, height: Int, stride: Int, inset: Int, radius: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 7, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let dx = Swift.max(inset + radius - x, x - (width - 1 - inset - radius), 0)
                let dy = Swift.max(inset + radius - y, y - (height - 1 - inset - radius), 0)
                let inside = x >= inset && x < width - inset && y >= inset && y < height - inset
                    && dx * dx + dy * dy <= radius * radius
                pixels[y * stride + x] = inside ? 255 : 0
            }
        }
        return pixels
    }

    @Test("A rounded rectangle's shadow, mostly repeated lines, is byte for byte the plain passes' result",
        arguments: [1.5, 4.0, 12.0, 30.0])
    func roundedRectangleMatchesPlainPasses(sigma: Double) {
        let (width, height, stride) = (96, 140, 100)
        let source = roundedRectangle(width: width, height: height, stride: stride, inset: 20, radius: 9)
        var expected = source
        plainBlur(&expected, width: width, height: height, stride: stride, sigma: sigma)
        let actual = blurred(source, width: width, height: height, stride: stride, sigma: sigma)
        #expect(actual == expected)
        // The blur did something, and the row padding is untouched.
        #expect(actual != source)
        #expect((0..<height).allSatisfy { y in (width..<stride).allSatisfy { actual[y * stride + $0] == 7 } })
    }

    @Test("Noise, where no line repeats, and stripes, where runs repeat and then change, match the plain passes")
    func irregularMasksMatchPlainPasses() {
        var generator = SplitMix(seed: 42)
        let (width, height) = (53, 41)
        let noise = (0..<(width * height)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        // Runs of equal rows and columns of uneven lengths, so repeats start and stop mid-buffer.
        let stripes = (0..<(width * height)).map { i -> UInt8 in
            let (x, y) = (i % width, i / width)
            return (x / 7 + y / 5) % 3 == 0 ? 255 : (y % 11 < 4 ? 90 : 0)
        }
        for source in [noise, stripes] {
            for sigma in [2.0, 6.5] {
                var expected = source
                plainBlur(&expected, width: width, height: height, stride: width, sigma: sigma)
                #expect(blurred(source, width: width, height: height, stride: width, sigma: sigma) == expected)
            }
        }
    }

    @Test("A small shape far from the edges of a large buffer blurs as if the whole buffer were worked on")
    func smallShapeInLargeBuffer() {
        let (width, height, stride) = (180, 150, 184)
        var source = [UInt8](repeating: 0, count: stride * height)
        // An L of uneven bytes, so its bounds differ per row, well inside the buffer.
        for y in 60..<90 { for x in 70..<(y < 80 ? 78 : 101) { source[y * stride + x] = UInt8(100 + (x * 7 + y) % 150) } }
        for sigma in [1.0, 5.0, 9.0] {
            var expected = source
            plainBlur(&expected, width: width, height: height, stride: stride, sigma: sigma)
            #expect(blurred(source, width: width, height: height, stride: stride, sigma: sigma) == expected)
        }
        let bounds = source.withUnsafeMutableBufferPointer {
            ShadowBlur.nonZeroBounds($0.baseAddress!, width: width, height: height, stride: stride)
        }
        #expect(bounds?.minX == 70 && bounds?.maxX == 101 && bounds?.minY == 60 && bounds?.maxY == 90)
        let empty = [UInt8](repeating: 0, count: stride * height)
        #expect(blurred(empty, width: width, height: height, stride: stride, sigma: 5) == empty)
    }

    /// A small deterministic generator for the noise mask.
    private struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
