import CJPEG
import Foundation

/// The JPEG codec: Swift's side of the CJPEG shim, which runs libjpeg behind an error
/// manager that jumps back instead of exiting. Only this folder calls libjpeg.
enum JPEGCodec {
    /// The largest side decoded, in pixels (Cairo's limit).
    static let maximumSide = ImageDecodeLimits.maximumSide
    /// The most pixels decoded in one image (256 M).
    static let maximumPixelCount = ImageDecodeLimits.maximumPixelCount

    /// The libjpeg quality (1...100) for a Core Graphics-style quality: clamped to 0...1,
    /// NaN counting as 1.
    static func libraryQuality(_ quality: CGFloat) -> Int32 {
        let clamped = quality.isNaN ? 1 : min(max(quality, 0), 1)
        return Int32(max(1, min(100, (clamped * 100).rounded())))
    }

    /// Decodes `data` into a new opaque ARGB32 surface; nil with a log line under `function`
    /// when the data is not a JPEG this codec reads, or is too large.
    static func decode(_ data: Data, function: String) -> CairoSurface? {
        guard !data.isEmpty else {
            CoreGraphicsLog.error(function, "no JPEG data")
            return nil
        }
        var status = openuikit_jpeg_status()
        var width: Int32 = 0
        var height: Int32 = 0
        var model: Int32 = 0
        var progressive: Int32 = 0
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            _ = openuikit_jpeg_read_info(
                bytes.baseAddress, UInt(bytes.count), &width, &height, &model, &progressive, &status)
        }
        guard status.code == Int32(OPENUIKIT_JPEG_OK) else {
            CoreGraphicsLog.error(function, "the data is not a readable JPEG image: \(message(of: status))")
            return nil
        }
        guard model != Int32(OPENUIKIT_JPEG_MODEL_CMYK) else {
            CoreGraphicsLog.error(function, "CMYK JPEG images are not supported (RGB and greyscale are)")
            return nil
        }
        let (w, h) = (Int(width), Int(height))
        if let refusal = ImageDecodeLimits.refusal(width: w, height: h, format: "JPEG") {
            CoreGraphicsLog.error(function, refusal)
            return nil
        }
        guard let surface = CairoSurface(format: .argb32, width: w, height: h, function: function) else { return nil }
        let stride = surface.stride
        surface.withMutablePixels { pixels in
            data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                _ = openuikit_jpeg_decode(
                    bytes.baseAddress, UInt(bytes.count), pixels, width, height, stride, &status)
            }
        }
        guard status.code == Int32(OPENUIKIT_JPEG_OK) else {
            CoreGraphicsLog.error(function, "the JPEG image could not be decoded: \(message(of: status))")
            return nil
        }
        return surface
    }

    /// Encodes an ARGB32 surface (premultiplied colour, so transparent parts come out black)
    /// at libjpeg quality `quality` (1...100); nil with a log line when libjpeg fails.
    static func encode(
        _ surface: CairoSurface, quality: Int32, progressive: Bool, grayscale: Bool, function: String
    ) -> Data? {
        guard surface.format == .argb32 else {
            guard let converted = surface.copyARGB() else { return nil }
            return encode(converted, quality: quality, progressive: progressive, grayscale: grayscale, function: function)
        }
        guard (1...100).contains(quality) else {
            CoreGraphicsLog.error(function, "invalid JPEG quality \(quality)")
            return nil
        }
        var status = openuikit_jpeg_status()
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let (w, h, stride) = (Int32(surface.width), Int32(surface.height), surface.stride)
        surface.withPixels { pixels in
            _ = openuikit_jpeg_encode(
                pixels, w, h, stride, quality, progressive ? 1 : 0, grayscale ? 1 : 0, &output, &size, &status)
        }
        defer { free(output) }
        guard status.code == Int32(OPENUIKIT_JPEG_OK), let output else {
            CoreGraphicsLog.error(function, "JPEG encoding failed: \(message(of: status))")
            return nil
        }
        return Data(bytes: output, count: Int(size))
    }

    /// The shim's message as a Swift string.
    private static func message(of status: openuikit_jpeg_status) -> String {
        withUnsafeBytes(of: status.message) { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let end = bytes.firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
    }
}
