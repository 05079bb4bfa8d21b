import Foundation
import OpenCoreGraphics

extension UIImage {
    /// The image's pixels: the decoded bitmap, or for a bitmap made by
    /// ``withTintColor(_:)`` the tinted silhouette (composited on each call); nil for an
    /// image made from a drawing.
    // UIKit divergence: UIKit's drawn images are bitmaps. Drawn images here keep their
    // closure, which runs on the main actor and so cannot be rasterized from any thread;
    // draw them through a UIGraphicsImageRenderer to get pixels.
    public var cgImage: CGImage? {
        guard case .bitmap(let image) = content else { return nil }
        guard let tint = explicitTintColor else { return image }
        return UIImage.tinted(image, with: tint.cgColor)
    }

    /// The image encoded as PNG (8-bit RGBA), or nil when it has no pixels (see ``cgImage``).
    public func pngData() -> Data? {
        cgImage?.pngData()
    }

    /// The image encoded as JPEG, or nil when it has no pixels (see ``cgImage``).
    ///
    /// `compressionQuality` runs from 0 (smallest file) to 1 (best quality); values outside
    /// are clamped and NaN counts as 1. JPEG has no transparency: transparent pixels come out
    /// black, as they do in UIKit.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        cgImage?.jpegData(quality: compressionQuality)
    }

    /// `image`'s coverage filled with `tint`, at the same pixel size.
    static func tinted(_ image: CGImage, with tint: CGColor) -> CGImage? {
        guard let context = CGContext(pixelWidth: image.width, pixelHeight: image.height, scale: 1) else { return nil }
        let rect = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        // The context is y-down; Core Graphics draws images upright in y-up space.
        context.saveGState()
        context.translateBy(x: 0, y: rect.height)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: rect)
        context.restoreGState()
        context.setBlendMode(.sourceIn)
        context.setFillColor(tint)
        context.fill(rect)
        return context.makeImage()
    }
}
