import Foundation

/// Blurs premultiplied 32-bit pixels in place, every channel alike, with three box-blur
/// passes per axis (the Gaussian approximation ``ShadowBlur`` uses for alpha masks), and
/// optionally scales their saturation. Pixels outside the buffer count as copies of the
/// nearest edge pixel, so a blurred region does not darken towards its border.
enum BackdropBlur {
    /// The largest standard deviation, in buffer pixels, a pass is run with; larger requests
    /// are clamped (the buffer is small by then: callers blur a reduced copy).
    static let maximumSigma = 64.0

    /// Blurs `pixels` (`width` × `height` 4-byte pixels, rows `stride` bytes apart).
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma.isFinite, sigma > 0.1, width > 0, height > 0 else { return }
        let widths = ShadowBlur.boxWidths(sigma: Swift.min(sigma, maximumSigma))
        let count = Swift.max(width, height)
        var line = [Int32](repeating: 0, count: count)
        var out = [Int32](repeating: 0, count: count)
        for boxWidth in widths where boxWidth > 1 {
            let radius = boxWidth / 2
            for channel in 0..<4 {
                for y in 0..<height {
                    let row = pixels + y * stride + channel
                    for x in 0..<width { line[x] = Int32(row[x * 4]) }
                    pass(line, &out, count: width, radius: radius)
                    for x in 0..<width { row[x * 4] = UInt8(out[x]) }
                }
                for x in 0..<width {
                    let column = pixels + x * 4 + channel
                    for y in 0..<height { line[y] = Int32(column[y * stride]) }
                    pass(line, &out, count: height, radius: radius)
                    for y in 0..<height { column[y * stride] = UInt8(out[y]) }
                }
            }
        }
    }

    /// Scales each pixel's distance from its grey (Rec. 709 luma) by `factor`, keeping the
    /// colour inside what its premultiplied alpha allows. A factor of 1 changes nothing.
    static func saturate(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, factor: Double) {
        guard factor.isFinite, factor >= 0, factor != 1 else { return }
        let littleEndian = 1.littleEndian == 1
        // Native ARGB32 words: blue is the lowest byte on a little-endian host.
        let (r, g, b, a) = littleEndian ? (2, 1, 0, 3) : (1, 2, 3, 0)
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let pixel = row + x * 4
                let alpha = Double(pixel[a])
                guard alpha > 0 else { continue }
                let red = Double(pixel[r])
                let green = Double(pixel[g])
                let blue = Double(pixel[b])
                let luma = 0.2126 * red + 0.7152 * green + 0.0722 * blue
                func adjusted(_ value: Double) -> UInt8 {
                    UInt8(Swift.min(alpha, Swift.max(0, luma + factor * (value - luma))).rounded())
                }
                pixel[r] = adjusted(red)
                pixel[g] = adjusted(green)
                pixel[b] = adjusted(blue)
            }
        }
    }

    /// One running-sum box average of `source` into `target`, edges extended.
    private static func pass(_ source: [Int32], _ target: inout [Int32], count: Int, radius: Int) {
        let width = Int32(2 * radius + 1)
        let last = count - 1
        var sum: Int32 = 0
        for offset in -radius...radius { sum += source[Swift.min(last, Swift.max(0, offset))] }
        for i in 0..<count {
            target[i] = (sum + width / 2) / width
            let entering = Swift.min(last, i + radius + 1)
            let leaving = Swift.max(0, i - radius)
            sum += source[entering] - source[leaving]
        }
    }
}
