import CCairo
import Foundation

/// Owns one Cairo image surface (`cairo_surface_t*`) and destroys it on deinit.
///
/// Pixel formats: `.argb32` is native-endian premultiplied ARGB (BGRA bytes on little-endian
/// machines), `.a8` one alpha byte per pixel. Rows are `stride` bytes apart.
// `@unchecked Sendable`: an image's surface is written only before the CGImage that owns it
// is published; contexts that keep writing own theirs and are not Sendable.
package final class CairoSurface: @unchecked Sendable {
    /// The pixel formats used here.
    package enum Format: Sendable {
        case argb32
        case a8

        var cairo: cairo_format_t { self == .argb32 ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_A8 }
    }

    /// The largest side Cairo accepts.
    package static let maximumSide = 32767

    /// The surface handle; valid for the life of this object.
    package let handle: OpaquePointer
    package let format: Format
    package let width: Int
    package let height: Int
    package let stride: Int
    /// Whether the pixels are pages mapped for this surface alone (``MappedPixels``).
    package let isMapped: Bool

    /// Allocates a cleared surface; nil (and a log line) for sizes Cairo rejects. Surfaces of
    /// ``MappedPixels/minimumBytes`` or more get pages mapped for them alone (see
    /// ``MappedPixels``).
    /// `unmapped` is called once mapped pixels are given back (tests watch it).
    package init?(
        format: Format, width: Int, height: Int, function: String = "CGBitmapContextCreate",
        unmapped: (@Sendable () -> Void)? = nil
    ) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            CoreGraphicsLog.error(
                function,
                "invalid size \(width)×\(height) pixels (each side must be 1...\(Self.maximumSide))")
            return nil
        }
        let rowBytes = Int(cairo_format_stride_for_width(format.cairo, Int32(width)))
        isMapped = rowBytes * height >= MappedPixels.minimumBytes
        let made =
            isMapped
            ? MappedPixels.makeSurface(
                format: format.cairo, width: width, height: height, stride: rowBytes, unmapped: unmapped)
            : cairo_image_surface_create(format.cairo, Int32(width), Int32(height))
        guard let surface = made else {
            CoreGraphicsLog.error(function, "could not allocate \(width)×\(height) pixels")
            return nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            CoreGraphicsLog.error(function, "could not allocate \(width)×\(height) pixels")
            cairo_surface_destroy(surface)
            return nil
        }
        handle = surface
        self.format = format
        self.width = width
        self.height = height
        stride = Int(cairo_image_surface_get_stride(surface))
    }

    /// Whether Cairo can draw straight into memory with rows `bytesPerRow` apart.
    static func acceptsStride(_ bytesPerRow: Int, format: Format, width: Int) -> Bool {
        bytesPerRow % 4 == 0 && bytesPerRow >= Int(cairo_format_stride_for_width(format.cairo, Int32(width)))
    }

    /// Draws straight into caller-owned memory (size and stride already checked); the
    /// memory must outlive the surface.
    init?(format: Format, width: Int, height: Int, data: UnsafeMutableRawPointer, bytesPerRow: Int) {
        guard let surface = cairo_image_surface_create_for_data(
            data.assumingMemoryBound(to: UInt8.self), format.cairo, Int32(width), Int32(height), Int32(bytesPerRow))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        handle = surface
        self.format = format
        self.width = width
        self.height = height
        stride = bytesPerRow
        isMapped = false
    }

    /// Takes ownership of a surface Cairo produced (e.g. by decoding), converting it to
    /// ARGB32 when it is another format; nil when it is an error surface.
    init?(adopting surface: OpaquePointer) {
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let w = Int(cairo_image_surface_get_width(surface))
        let h = Int(cairo_image_surface_get_height(surface))
        if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 {
            handle = surface
        } else {
            guard w > 0, h > 0, let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
            else {
                cairo_surface_destroy(surface)
                return nil
            }
            let cr = cairo_create(converted)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            cairo_surface_flush(converted)
            handle = converted
        }
        format = .argb32
        width = w
        height = h
        stride = Int(cairo_image_surface_get_stride(handle))
        isMapped = false
    }

    deinit { cairo_surface_destroy(handle) }

    /// Runs `body` over the pixel bytes (`stride * height` of them), telling Cairo before and
    /// after so cached state stays right.
    package func withMutablePixels<R>(_ body: (UnsafeMutablePointer<UInt8>) throws -> R) rethrows -> R {
        cairo_surface_flush(handle)
        defer { cairo_surface_mark_dirty(handle) }
        return try body(cairo_image_surface_get_data(handle))
    }

    /// Runs `body` over the pixel bytes for reading.
    package func withPixels<R>(_ body: (UnsafePointer<UInt8>) throws -> R) rethrows -> R {
        cairo_surface_flush(handle)
        return try body(UnsafePointer(cairo_image_surface_get_data(handle)))
    }

    /// The pixels as premultiplied RGBA, rows top-down, `width * 4` bytes a row (alpha-only
    /// surfaces come out black with their alpha).
    package func premultipliedRGBA() -> Data {
        var data = Data(count: width * height * 4)
        let (w, h, rowBytes, format) = (width, height, stride, format)
        // `while` loops on raw pointers, the format tested once: a debug build pays a call for
        // each step of a range's iterator, and this runs over every pixel of every read frame.
        let alphaOnly = format == .a8
        withPixels { source in
            data.withUnsafeMutableBytes { raw in
                let out = raw.bindMemory(to: UInt8.self).baseAddress!
                var y = 0
                while y < h {
                    let row = source + y * rowBytes
                    var target = out + y * w * 4
                    var x = 0
                    if alphaOnly {
                        while x < w {
                            target[0] = 0
                            target[1] = 0
                            target[2] = 0
                            target[3] = row[x]
                            target += 4
                            x += 1
                        }
                    } else {
                        while x < w {
                            let word = UnsafeRawPointer(row + x * 4).loadUnaligned(as: UInt32.self)
                            target[0] = UInt8(truncatingIfNeeded: word >> 16)
                            target[1] = UInt8(truncatingIfNeeded: word >> 8)
                            target[2] = UInt8(truncatingIfNeeded: word)
                            target[3] = UInt8(truncatingIfNeeded: word >> 24)
                            target += 4
                            x += 1
                        }
                    }
                    y += 1
                }
            }
        }
        return data
    }

    /// A new ARGB32 surface holding a copy of the given pixel rectangle (inside the surface).
    package func copy(x: Int, y: Int, width w: Int, height h: Int) -> CairoSurface? {
        guard let result = CairoSurface(format: .argb32, width: w, height: h) else { return nil }
        let cr = cairo_create(result.handle)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, handle, Double(-x), Double(-y))
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(result.handle)
        return result
    }

    /// A new ARGB32 surface with the same pixels (alpha-only ones become black with alpha).
    package func copyARGB() -> CairoSurface? { copy(x: 0, y: 0, width: width, height: height) }
}
