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
    ///
    /// Only the part of the buffer the shape can reach is worked on: the smallest rectangle
    /// holding every non-zero byte, grown by the passes' combined radius. Outside it every pass
    /// sees and makes zeros, so the bytes are the same as blurring the whole buffer; a shadow
    /// group the size of the screen holding a small card costs the card's area.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0.1, width > 0, height > 0 else { return }
        guard let shape = nonZeroBounds(pixels, width: width, height: height, stride: stride) else { return }
        let spread = boxWidths(sigma: sigma).reduce(0) { $0 + $1 / 2 }
        let minX = Swift.max(0, shape.minX - spread), maxX = Swift.min(width, shape.maxX + spread)
        let minY = Swift.max(0, shape.minY - spread), maxY = Swift.min(height, shape.maxY + spread)
        blurRegion(
            pixels + minY * stride + minX, width: maxX - minX, height: maxY - minY, stride: stride, sigma: sigma)
    }

    /// The bounds (`max` exclusive) of the non-zero bytes, or nil when every byte is zero.
    /// Rows are tested with `memcmp` against a zero row; within the rows that hold something,
    /// only the columns outside the bounds found so far are read, eight bytes at a time.
    static func nonZeroBounds(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int
    ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        zeros.initialize(repeating: 0, count: width)
        defer { zeros.deallocate() }
        var minY = 0
        while minY < height, memcmp(pixels + minY * stride, zeros, width) == 0 { minY += 1 }
        guard minY < height else { return nil }
        var maxY = height
        while memcmp(pixels + (maxY - 1) * stride, zeros, width) == 0 { maxY -= 1 }
        var minX = width, maxX = 0
        var y = minY
        while y < maxY {
            let row = pixels + y * stride
            // Leading zeros, a word at a time while a whole word fits before `minX`.
            var x = 0
            while x + 8 <= minX, UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self) == 0 { x += 8 }
            while x < minX, row[x] == 0 { x += 1 }
            minX = Swift.min(minX, x)
            // Trailing zeros, likewise down to `maxX`.
            var end = width
            while end - 8 >= maxX, UnsafeRawPointer(row + end - 8).loadUnaligned(as: UInt64.self) == 0 { end -= 8 }
            while end > maxX, row[end - 1] == 0 { end -= 1 }
            maxX = Swift.max(maxX, end)
            y += 1
        }
        return (minX, minY, maxX, maxY)
    }

    /// The three passes over a region of `width` × `height` bytes starting at `pixels`.
    ///
    /// A shadow's shape is mostly runs of identical lines (the straight middle of a rectangle
    /// or a rounded rectangle), and one box pass maps identical input lines to identical output
    /// lines. So each line is compared with the one before it as it was read, and a repeat
    /// takes the previous line's result instead of three running sums: the bytes are exactly
    /// those the passes would have made, for a fraction of the work on such shapes.
    // The loops run on raw pointers with `while`: a range's iterator and an array's subscript
    // are calls in a debug build, where they made a shadow's blur most of a frame's cost.
    private static func blurRegion(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double
    ) {
        let length = Swift.max(width, height)
        var line = UnsafeMutablePointer<UInt32>.allocate(capacity: length)
        var previousLine = UnsafeMutablePointer<UInt32>.allocate(capacity: length)
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: length)
        let previousRow = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer {
            line.deallocate()
            previousLine.deallocate()
            scratch.deallocate()
            previousRow.deallocate()
        }
        for boxWidth in boxWidths(sigma: sigma) where boxWidth > 1 {
            let radius = boxWidth / 2
            var y = 0
            while y < height {
                let row = pixels + y * stride
                // Row y − 1 already holds its result; the same input gives the same result.
                if y > 0, memcmp(row, previousRow, width) == 0 {
                    row.update(from: row - stride, count: width)
                    y += 1
                    continue
                }
                previousRow.update(from: row, count: width)
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
                // `scratch` still holds column x − 1's result when its input was the same.
                if x == 0 || memcmp(line, previousLine, height * MemoryLayout<UInt32>.stride) != 0 {
                    boxPass(line, scratch, count: height, radius: radius)
                }
                y = 0
                while y < height {
                    pixels[y * stride + x] = UInt8(truncatingIfNeeded: scratch[y])
                    y += 1
                }
                swap(&line, &previousLine)
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
