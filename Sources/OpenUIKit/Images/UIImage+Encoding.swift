import Foundation
import OpenCoreGraphics

extension UIImage {
    /// The image's pixels: the decoded bitmap, or, for a drawn image or one made by
    /// ``withTintColor(_:)``, a rasterization at ``scale`` made on each call.
    ///
    /// Rasterizing runs drawing on the main actor, so it only happens on the main thread;
    /// elsewhere such images have no `cgImage`.
    // UIKit divergence: UIKit's drawn and tinted images are bitmaps already (see
    // `init(size:scale:drawing:)`).
    public var cgImage: CGImage? {
        if case .bitmap(let image) = content, explicitTintColor == nil { return image }
        guard Thread.isMainThread else { return nil }
        return MainActor.assumeIsolated { rasterized() }
    }

    /// The image encoded as PNG (8-bit RGBA), or nil when it has no pixels (see ``cgImage``).
    public func pngData() -> Data? {
        cgImage?.pngData()
    }

    // Limitation: no `jpegData(compressionQuality:)`: OpenCoreGraphics has no JPEG encoder.

    /// The drawing rasterized at the image's size and scale.
    @MainActor
    func rasterized() -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let renderer = UIGraphicsImageRenderer(size: size, format: format)
        let image = renderer.image { context in
            self.draw(in: CGRect(origin: .zero, size: self.size), context: context.cgContext, tint: self.explicitTintColor)
        }
        guard case .bitmap(let pixels) = image.content else { return nil }
        return pixels
    }
}
