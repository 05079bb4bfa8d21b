import Foundation

/// The pixel loops of the compositor's backdrop blur, over premultiplied native-endian ARGB32
/// words (alpha in the top byte, blue in the lowest).
///
/// A backdrop is blurred the way compositors do it cheaply: the source is reduced by
/// averaging square blocks of pixels, the reduced copy is blurred with three box passes per
/// axis (the Gaussian approximation ``ShadowBlur`` uses for alpha masks) and its saturation
/// scaled, and the result is stretched back over the target with bilinear filtering. The
/// reduced copy holds its four channels interleaved as `Int32` with ``fractionBits`` bits
/// below the 8-bit value, so repeated passes do not band. Pixels outside a buffer count as
/// copies of the nearest edge pixel, so a blurred region does not darken towards its border.
enum BackdropBlur {
    /// The largest standard deviation, in reduced pixels, a pass is run with; larger requests
    /// are clamped.
    static let maximumSigma = 64.0
    /// Fixed-point bits kept below each 8-bit channel value in the reduced copy.
    static let fractionBits: Int32 = 8

    /// The reduction factor per axis for a blur of `sigma` device pixels: about one reduced
    /// pixel per four pixels of standard deviation, between 1 and 8, so the passes at the
    /// reduced size cost about the same for any radius.
    static func reduction(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 1 }
        return Swift.max(1, Swift.min(8, Int(sigma / 4)))
    }

    /// Averages blocks of `factor` × `factor` pixels of the `width` × `height` rectangle whose
    /// top-left pixel is `source` (rows `stride` bytes apart) into `small`, which holds
    /// ⌈width / factor⌉ × ⌈height / factor⌉ pixels of four channels. Blocks cut by the right or
    /// bottom edge average the pixels they have.
    static func downsample(
        _ source: UnsafeRawPointer, stride: Int, width: Int, height: Int, factor: Int, into small: UnsafeMutablePointer<Int32>
    ) {
        let smallWidth = (width + factor - 1) / factor
        let smallHeight = (height + factor - 1) / factor
        for blockY in 0..<smallHeight {
            let top = blockY * factor
            let bottom = Swift.min(height, top + factor)
            let out = small + blockY * smallWidth * 4
            for blockX in 0..<smallWidth {
                let left = blockX * factor
                let right = Swift.min(width, left + factor)
                // Two channels a word: blue and red in the low halves of 16-bit lanes, green and
                // alpha in the other word. One row of a block adds at most 8 × 255 per lane.
                var blueRed: UInt64 = 0
                var greenAlpha: UInt64 = 0
                for y in top..<bottom {
                    let row = source + y * stride
                    var rowBlueRed: UInt32 = 0
                    var rowGreenAlpha: UInt32 = 0
                    for x in left..<right {
                        let word = row.load(fromByteOffset: x * 4, as: UInt32.self)
                        rowBlueRed &+= word & 0x00FF_00FF
                        rowGreenAlpha &+= (word >> 8) & 0x00FF_00FF
                    }
                    blueRed &+= UInt64(rowBlueRed & 0xFFFF) | UInt64(rowBlueRed >> 16) << 32
                    greenAlpha &+= UInt64(rowGreenAlpha & 0xFFFF) | UInt64(rowGreenAlpha >> 16) << 32
                }
                let count = UInt64((bottom - top) * (right - left))
                let half = count / 2
                let shift = UInt64(fractionBits)
                out[blockX * 4] = Int32(truncatingIfNeeded: (((blueRed & 0xFFFF_FFFF) << shift) + half) / count)
                out[blockX * 4 + 1] = Int32(truncatingIfNeeded: (((greenAlpha & 0xFFFF_FFFF) << shift) + half) / count)
                out[blockX * 4 + 2] = Int32(truncatingIfNeeded: (((blueRed >> 32) << shift) + half) / count)
                out[blockX * 4 + 3] = Int32(truncatingIfNeeded: (((greenAlpha >> 32) << shift) + half) / count)
            }
        }
    }

    /// Blurs the reduced copy `pixels` (`width` × `height`, four interleaved channels) in
    /// place with a Gaussian of standard deviation `sigma` reduced pixels. `scratch` holds at
    /// least `4 × max(width, height)` values.
    static func blur(_ pixels: UnsafeMutablePointer<Int32>, width: Int, height: Int, sigma: Double, scratch: UnsafeMutablePointer<Int32>) {
        guard sigma.isFinite, sigma > 0.1, width > 0, height > 0 else { return }
        for boxWidth in ShadowBlur.boxWidths(sigma: Swift.min(sigma, maximumSigma)) where boxWidth > 1 {
            let radius = boxWidth / 2
            for y in 0..<height {
                pass(pixels + y * width * 4, step: 4, count: width, radius: radius, scratch: scratch)
            }
            for x in 0..<width {
                pass(pixels + x * 4, step: width * 4, count: height, radius: radius, scratch: scratch)
            }
        }
    }

    /// One running-sum box average along a line of `count` pixels `step` values apart, all
    /// four channels at once, edges extended.
    private static func pass(_ line: UnsafeMutablePointer<Int32>, step: Int, count: Int, radius: Int, scratch: UnsafeMutablePointer<Int32>) {
        for i in 0..<count {
            let from = line + i * step
            let to = scratch + i * 4
            to[0] = from[0]
            to[1] = from[1]
            to[2] = from[2]
            to[3] = from[3]
        }
        let last = count - 1
        var s0: Int64 = 0, s1: Int64 = 0, s2: Int64 = 0, s3: Int64 = 0
        for offset in -radius...radius {
            let p = scratch + Swift.min(last, Swift.max(0, offset)) * 4
            s0 += Int64(p[0])
            s1 += Int64(p[1])
            s2 += Int64(p[2])
            s3 += Int64(p[3])
        }
        // Division by the box's width as a multiplication by its 32-bit reciprocal.
        let width = Int64(2 * radius + 1)
        let reciprocal = ((1 << 32) + width / 2) / width
        let rounding: Int64 = 1 << 31
        for i in 0..<count {
            let out = line + i * step
            out[0] = Int32(truncatingIfNeeded: (s0 &* reciprocal &+ rounding) >> 32)
            out[1] = Int32(truncatingIfNeeded: (s1 &* reciprocal &+ rounding) >> 32)
            out[2] = Int32(truncatingIfNeeded: (s2 &* reciprocal &+ rounding) >> 32)
            out[3] = Int32(truncatingIfNeeded: (s3 &* reciprocal &+ rounding) >> 32)
            let entering = scratch + Swift.min(last, i + radius + 1) * 4
            let leaving = scratch + Swift.max(0, i - radius) * 4
            s0 += Int64(entering[0] - leaving[0])
            s1 += Int64(entering[1] - leaving[1])
            s2 += Int64(entering[2] - leaving[2])
            s3 += Int64(entering[3] - leaving[3])
        }
    }

    /// Scales each reduced pixel's distance from its grey (Rec. 709 luma) by `factor`, keeping
    /// the colour inside what its premultiplied alpha allows. A factor of 1 changes nothing.
    static func saturate(_ pixels: UnsafeMutablePointer<Int32>, count: Int, factor: Double) {
        guard factor.isFinite, factor >= 0, factor != 1 else { return }
        let k = Float(factor)
        for i in 0..<count {
            let p = pixels + i * 4
            let alpha = Float(p[3])
            guard alpha > 0 else { continue }
            let blue = Float(p[0]), green = Float(p[1]), red = Float(p[2])
            let luma = 0.2126 * red + 0.7152 * green + 0.0722 * blue
            p[0] = Int32(Swift.min(alpha, Swift.max(0, luma + k * (blue - luma))).rounded())
            p[1] = Int32(Swift.min(alpha, Swift.max(0, luma + k * (green - luma))).rounded())
            p[2] = Int32(Swift.min(alpha, Swift.max(0, luma + k * (red - luma))).rounded())
        }
    }

    /// Where output pixels fall on the reduced copy along one axis: for each of `count`
    /// pixels starting `offset` pixels after the reduced copy's origin, the index of the
    /// reduced pixel on its left (or top) and the weight, out of 256, of the next one. Pixel
    /// centres line up with block centres; beyond the first or last block the edge holds.
    static func sampling(offset: Int, count: Int, factor: Int, smallCount: Int, into samples: UnsafeMutablePointer<Int32>) {
        let last = smallCount - 1
        for i in 0..<count {
            // Centre of the pixel, in 1/256 reduced pixels, relative to the first block's centre.
            let position = ((2 * (offset + i) + 1) * 128) / factor - 128
            var index = position >> 8
            var weight = position & 255
            if index < 0 {
                index = 0
                weight = 0
            } else if index >= last {
                index = last
                weight = 0
            }
            samples[i * 2] = Int32(index)
            samples[i * 2 + 1] = Int32(weight)
        }
    }

    /// Stretches one reduced row horizontally into `count` packed ARGB32 words, rounded to
    /// 8 bits, by the column samples from ``sampling(offset:count:factor:smallCount:into:)``.
    static func stretchRow(_ row: UnsafePointer<Int32>, samples: UnsafePointer<Int32>, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let shift = fractionBits + 8
        let rounding: Int32 = 1 << (shift - 1)
        for i in 0..<count {
            let index = Int(samples[i * 2])
            let weight = samples[i * 2 + 1]
            let a = row + index * 4
            let b = weight == 0 ? a : a + 4
            let keep = 256 - weight
            let blue = (a[0] * keep + b[0] * weight + rounding) >> shift
            let green = (a[1] * keep + b[1] * weight + rounding) >> shift
            let red = (a[2] * keep + b[2] * weight + rounding) >> shift
            let alpha = (a[3] * keep + b[3] * weight + rounding) >> shift
            out[i] = UInt32(truncatingIfNeeded: alpha << 24 | red << 16 | green << 8 | blue)
        }
    }

    /// Mixes two stretched rows into `out` with `weight` (out of 256) of `lower`, every
    /// channel at once in two 16-bit-lane words.
    static func mixRows(_ upper: UnsafePointer<UInt32>, _ lower: UnsafePointer<UInt32>, weight: UInt32, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        if weight == 0 {
            out.update(from: upper, count: count)
            return
        }
        let keep = 256 - weight
        for i in 0..<count {
            let a = upper[i], b = lower[i]
            let blueRed = ((a & 0x00FF_00FF) &* keep &+ (b & 0x00FF_00FF) &* weight &+ 0x0080_0080) >> 8
            let greenAlpha = (((a >> 8) & 0x00FF_00FF) &* keep &+ ((b >> 8) & 0x00FF_00FF) &* weight &+ 0x0080_0080) >> 8
            out[i] = (blueRed & 0x00FF_00FF) | (greenAlpha & 0x00FF_00FF) << 8
        }
    }
}
