import CCairo
import Foundation

/// Feeds bytes to Cairo's PNG reader.
private final class PNGReader {
    let data: Data
    var offset = 0
    init(data: Data) { self.data = data }
}

extension CGImage {
    /// Decodes a PNG image from `source`; nil when the bytes are not a PNG Cairo can read.
    public convenience init?(
        pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard let data = source.data, data.count >= 8 else {
            CoreGraphicsLog.error("CGImageCreateWithPNGDataProvider", "no PNG data")
            return nil
        }
        // Cairo allocates whatever the header claims: check it first (signature, then the
        // IHDR chunk's big-endian width and height at bytes 16 and 20).
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            CoreGraphicsLog.error("CGImageCreateWithPNGDataProvider", "the data is not a readable PNG image")
            return nil
        }
        func bigEndian(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        if let refusal = ImageDecodeLimits.refusal(width: bigEndian(16), height: bigEndian(20), format: "PNG") {
            CoreGraphicsLog.error("CGImageCreateWithPNGDataProvider", refusal)
            return nil
        }
        let reader = PNGReader(data: data)
        let surface = withExtendedLifetime(reader) { () -> OpaquePointer? in
            let closure = Unmanaged.passUnretained(reader).toOpaque()
            return cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                    let reader = Unmanaged<PNGReader>.fromOpaque(closure).takeUnretainedValue()
                    let count = Int(length)
                    guard reader.offset + count <= reader.data.count else { return CAIRO_STATUS_READ_ERROR }
                    reader.data.withUnsafeBytes { raw in
                        let start = raw.baseAddress!.advanced(by: reader.offset)
                        buffer.update(from: start.assumingMemoryBound(to: UInt8.self), count: count)
                    }
                    reader.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, closure)
        }
        guard let surface, let adopted = CairoSurface(adopting: surface) else {
            CoreGraphicsLog.error("CGImageCreateWithPNGDataProvider", "the data is not a readable PNG image")
            return nil
        }
        self.init(surface: adopted, shouldInterpolate: shouldInterpolate, renderingIntent: intent)
    }

    /// Encodes the image as PNG (8-bit RGBA, non-premultiplied in the file as PNG requires).
    package func pngData() -> Data? {
        final class Writer { var data = Data() }
        let writer = Writer()
        let status = withExtendedLifetime(writer) { () -> cairo_status_t in
            surface.withPixels { _ in }
            return cairo_surface_write_to_png_stream(
                surface.handle,
                { closure, bytes, length in
                    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                    let writer = Unmanaged<Writer>.fromOpaque(closure).takeUnretainedValue()
                    writer.data.append(bytes, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(writer).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            CoreGraphicsLog.error("CGImage.pngData", String(cString: cairo_status_to_string(status)))
            return nil
        }
        return writer.data
    }
}
