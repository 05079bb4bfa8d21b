import Foundation

/// The largest images the PNG and JPEG decoders accept, checked against the header before
/// any pixel memory is allocated, so a small file cannot claim gigabytes.
package enum ImageDecodeLimits {
    /// The largest side decoded, in pixels (Cairo's limit).
    package static let maximumSide = CairoSurface.maximumSide
    /// The most pixels decoded in one image (256 M, 1 GB of ARGB).
    package static let maximumPixelCount = 1 << 28

    /// Nil when a `width`×`height` image may be decoded; otherwise why not, naming `format`.
    static func refusal(width: Int, height: Int, format: String) -> String? {
        guard width > 0, height > 0 else { return "\(format) image of \(width)×\(height) pixels is empty" }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixelCount else {
            return "\(format) image of \(width)×\(height) pixels is too large (each side at most \(maximumSide), "
                + "at most \(maximumPixelCount) pixels)"
        }
        return nil
    }
}
