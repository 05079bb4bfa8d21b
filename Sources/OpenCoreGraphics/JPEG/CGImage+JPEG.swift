import Foundation

extension CGImage {
    /// Decodes a JPEG image (baseline or progressive, RGB or greyscale) from `source` into
    /// opaque pixels; nil, with a logged message, when the bytes are corrupt or truncated, the
    /// image is CMYK, or it is larger than 32767 pixels a side or 256 M pixels in all.
    /// `decode` is ignored.
    // UIKit divergence: the EXIF orientation is not read (CGImage ignores it on Apple too, but
    // UIImage(data:) there rotates by it; here it is always .up). CMYK JPEGs are refused.
    public convenience init?(
        jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard let data = source.data,
            let surface = JPEGCodec.decode(data, function: "CGImageCreateWithJPEGDataProvider")
        else { return nil }
        self.init(surface: surface, shouldInterpolate: shouldInterpolate, renderingIntent: intent)
    }

    /// Encodes the image as JPEG. `quality` runs from 0 (smallest) to 1 (best) and is clamped
    /// to that range (NaN counts as 1). Transparency is dropped by compositing over black.
    /// `progressive` writes a progressive file; `grayscale` a one-channel file of the luminance.
    package func jpegData(quality: CGFloat, progressive: Bool = false, grayscale: Bool = false) -> Data? {
        JPEGCodec.encode(
            surface, quality: JPEGCodec.libraryQuality(quality), progressive: progressive, grayscale: grayscale,
            function: "CGImage.jpegData")
    }

    /// Whether `data` starts with the JPEG signature (start-of-image marker, then a marker).
    package static func isJPEGData(_ data: Data) -> Bool {
        data.starts(with: [0xFF, 0xD8, 0xFF])
    }
}
