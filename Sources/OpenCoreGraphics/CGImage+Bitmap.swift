import Foundation

extension CGImage {
    /// Creates an image from raw pixels in `provider`.
    ///
    /// Accepted layouts, 8 bits per component: 32-bit RGB with alpha first or last
    /// (premultiplied, straight or skipped) in either byte order, 24-bit RGB, 8-bit grey,
    /// 16-bit grey with alpha, and 8-bit alpha-only masks. Anything else (or too few bytes)
    /// gives nil with a logged message.
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
        decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        let function = "CGImageCreate"
        guard let layout = PixelLayout(
            bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, space: space, bitmapInfo: bitmapInfo)
        else {
            CoreGraphicsLog.error(
                function,
                "unsupported layout: \(bitsPerComponent) bits per component, \(bitsPerPixel) bits per pixel, bitmap info \(bitmapInfo.rawValue)"
            )
            return nil
        }
        guard let data = provider.data, bytesPerRow >= width * bitsPerPixel / 8,
            height > 0, data.count >= (height - 1) * bytesPerRow + width * bitsPerPixel / 8
        else {
            CoreGraphicsLog.error(function, "the provider holds fewer bytes than \(height) rows of \(bytesPerRow)")
            return nil
        }
        guard let surface = CairoSurface(format: .argb32, width: width, height: height, function: function) else {
            return nil
        }
        surface.withMutablePixels { target in
            data.withUnsafeBytes { raw in
                let source = raw.bindMemory(to: UInt8.self).baseAddress!
                for y in 0..<height {
                    layout.convertRow(
                        from: source + y * bytesPerRow, to: target + y * surface.stride, width: width)
                }
            }
        }
        self.init(
            surface: surface, colorSpace: space, isAlphaOnly: layout.kind == .alphaOnly,
            shouldInterpolate: shouldInterpolate, renderingIntent: intent)
    }
}

/// A source pixel layout and its conversion to native premultiplied ARGB32.
struct PixelLayout {
    enum Kind: Equatable {
        case rgba32, rgb24, gray8, grayAlpha16, alphaOnly
    }

    let kind: Kind
    /// For 32-bit pixels: byte offsets of R, G, B, A in memory (A nil when ignored).
    let offsets: (r: Int, g: Int, b: Int, a: Int?)
    let premultiplied: Bool

    init?(bitsPerComponent: Int, bitsPerPixel: Int, space: CGColorSpace?, bitmapInfo: CGBitmapInfo) {
        guard bitsPerComponent == 8, let alpha = bitmapInfo.alphaInfo,
            !bitmapInfo.contains(.floatComponents)
        else { return nil }
        premultiplied = alpha == .premultipliedFirst || alpha == .premultipliedLast
        let little = bitmapInfo.byteOrder == CGBitmapInfo.byteOrder32Little.rawValue
        switch bitsPerPixel {
        case 32:
            guard space?.model != .monochrome else { return nil }
            var order: [Int]  // memory order of R, G, B, A as indices 0...3 in big-endian word order
            switch alpha {
            case .premultipliedFirst, .first, .noneSkipFirst: order = [1, 2, 3, 0]
            case .premultipliedLast, .last, .noneSkipLast: order = [0, 1, 2, 3]
            default: return nil
            }
            if little { order = order.map { 3 - $0 } }
            let hasAlpha = alpha != .noneSkipFirst && alpha != .noneSkipLast
            kind = .rgba32
            offsets = (order[0], order[1], order[2], hasAlpha ? order[3] : nil)
        case 24:
            guard alpha == .none, space?.model != .monochrome else { return nil }
            kind = .rgb24
            offsets = (0, 1, 2, nil)
        case 16:
            guard space?.model == .monochrome,
                alpha == .premultipliedLast || alpha == .last
            else { return nil }
            kind = .grayAlpha16
            offsets = (0, 0, 0, 1)
        case 8:
            if alpha == .alphaOnly {
                kind = .alphaOnly
            } else if alpha == .none, space?.model == .monochrome {
                kind = .gray8
            } else {
                return nil
            }
            offsets = (0, 0, 0, nil)
        default:
            return nil
        }
    }

    /// Converts one row of `width` pixels into native premultiplied ARGB32.
    func convertRow(from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, width: Int) {
        let bytes = kind == .rgba32 ? 4 : kind == .rgb24 ? 3 : kind == .grayAlpha16 ? 2 : 1
        for x in 0..<width {
            let pixel = source + x * bytes
            var r: UInt32
            var g: UInt32
            var b: UInt32
            var a: UInt32 = 255
            switch kind {
            case .alphaOnly:
                r = 0
                g = 0
                b = 0
                a = UInt32(pixel[0])
            case .gray8:
                r = UInt32(pixel[0])
                g = r
                b = r
            default:
                r = UInt32(pixel[offsets.r])
                g = UInt32(pixel[offsets.g])
                b = UInt32(pixel[offsets.b])
                if let alphaOffset = offsets.a { a = UInt32(pixel[alphaOffset]) }
            }
            if a < 255 && (kind == .grayAlpha16 || !premultiplied) && kind != .alphaOnly {
                r = (r * a + 127) / 255
                g = (g * a + 127) / 255
                b = (b * a + 127) / 255
            } else if premultiplied {
                r = Swift.min(r, a)
                g = Swift.min(g, a)
                b = Swift.min(b, a)
            }
            let word = a << 24 | r << 16 | g << 8 | b
            UnsafeMutableRawPointer(target + x * 4).storeBytes(of: word, as: UInt32.self)
        }
    }
}
