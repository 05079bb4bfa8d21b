import Foundation

/// Blurs an 8-bit alpha buffer in place with three box-blur passes per axis, which together
/// approximate a Gaussian (the sum of three uniform distributions is close to normal).
///
/// Box widths come from the standard construction: for standard deviation σ and n = 3
/// passes, the ideal width is √(12σ²/n + 1); widths are the odd integers around it, mixed so
/// the passes' variances add up to σ².
enum ShadowBlur {
    /// The three box widths (odd) whose combined variance is closest to `sigma`².
    static func boxWidths(sigma: Double) -> [Int] {
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = Swift.max(1, lower)
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded()
        return (0..<3).map { Double($0) < m ? lower : upper }
    }

    /// How far (in pixels) a blur of `sigma` spreads beyond the shape.
    static func reach(sigma: Double) -> Int { boxWidths(sigma: sigma).reduce(0) { $0 + $1 / 2 } + 1 }

    /// Blurs `pixels` (`width` × `height`, rows `stride` bytes apart) in place.
    // The loops run on raw pointers with `while`: a range's iterator and an array's subscript
    // are calls in a debug build, where they made a shadow's blur most of a frame's cost.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0.1, width > 0, height > 0 else { return }
        let length = Swift.max(width, height)
        let line = UnsafeMutablePointer<UInt32>.allocate(capacity: length)
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: length)
        defer {
            line.deallocate()
            scratch.deallocate()
        }
        for boxWidth in boxWidths(sigma: sigma) where boxWidth > 1 {
            let radius = boxWidth / 2
            var y = 0
            while y < height {
                let row = pixels + y * stride
                var x = 0
                while x < width {
                    line[x] = UInt32(row[x])
                    x += 1
                }
                boxPass(line, scratch, count: width, radius: radius)
                x = 0
                while x < width {
                    row[x] = UInt8(truncatingIfNeeded: scratch[x])
                    x += 1
                }
                y += 1
            }
            var x = 0
            while x < width {
                var y = 0
                while y < height {
                    line[y] = UInt32(pixels[y * stride + x])
                    y += 1
                }
                boxPass(line, scratch, count: height, radius: radius)
                y = 0
                while y < height {
                    pixels[y * stride + x] = UInt8(truncatingIfNeeded: scratch[y])
                    y += 1
                }
                x += 1
            }
        }
    }

    /// One running-sum box average of `source` into `target` (values outside are zero; every
    /// average of bytes fits a byte).
    private static func boxPass(
        _ source: UnsafeMutablePointer<UInt32>, _ target: UnsafeMutablePointer<UInt32>, count: Int, radius: Int
    ) {
        let width = UInt32(2 * radius + 1)
        var sum: UInt32 = 0
        var i = 0
        let first = Swift.min(radius, count)
        while i < first {
            sum += source[i]
            i += 1
        }
        i = 0
        while i < count {
            let entering = i + radius
            if entering < count { sum += source[entering] }
            let leaving = i - radius - 1
            if leaving >= 0 { sum -= source[leaving] }
            target[i] = (sum + width / 2) / width
            i += 1
        }
    }
}
