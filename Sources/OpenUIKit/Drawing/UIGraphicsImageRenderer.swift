import Foundation
import OpenCoreGraphics

/// Makes images by drawing: a closure draws into a bitmap context whose user space is the
/// renderer's bounds in points, y down, at the format's scale.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
/// let badge = renderer.image { context in
///     UIColor.systemRed.setFill()
///     UIBezierPath(ovalIn: context.format.bounds).fill()
/// }
/// ```
/// While the closure runs its context is current (``UIGraphicsGetCurrentContext()``), so
/// `UIColor.set()`, `UIBezierPath.fill()` and `UIImage.draw(in:)` draw into it.
/// - Note: See https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer
// UIKit divergence: the default format's scale is 1, not the screen's (see
// UIGraphicsImageRendererFormat).
@MainActor @preconcurrency
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// A closure that draws through the renderer's context.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// Creates a renderer for a canvas of `size` points with default settings.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat())
    }

    /// Creates a renderer for a canvas of `size` points with `format`'s settings.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Creates a renderer whose canvas covers `bounds` (its origin is the top-left of the
    /// images made), with default settings.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    /// Creates a renderer whose canvas covers `bounds`, with `format`'s settings (copied).
    ///
    /// A NaN or infinite rectangle, or a scale that is not a positive number, stops the
    /// program.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        Fatal.check(
            bounds.origin.x.isFinite && bounds.origin.y.isFinite && bounds.width.isFinite && bounds.height.isFinite,
            "UIGraphicsImageRenderer(bounds:format:): the bounds must be finite, got \(bounds)")
        Fatal.check(
            format.scale.isFinite && format.scale > 0,
            "UIGraphicsImageRenderer(bounds:format:): the format's scale must be a positive number, got \(format.scale)")
        super.init(storedFormat: format.copy(bounds: bounds.standardized))
    }

    /// The renderer's image settings.
    open override var format: UIGraphicsImageRendererFormat {
        storedFormat as! UIGraphicsImageRendererFormat
    }

    open override var allowsImageOutput: Bool { true }

    /// Runs `actions` on a fresh canvas and returns what it drew, at the format's scale.
    ///
    /// An empty canvas gives an empty image without running `actions`.
    // UIKit divergence: UIKit stops on canvases too large to allocate; here they are logged
    // by Core Graphics and give an empty image.
    open func image(actions: DrawingActions) -> UIImage {
        let scale = format.scale
        guard let context = render(actions) else {
            return UIImage(size: .zero, scale: scale) { _ in }
        }
        return context.currentImage
    }

    /// Runs `actions` on a fresh canvas and returns it encoded as PNG.
    open func pngData(actions: DrawingActions) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` on a fresh canvas and returns it encoded as JPEG at
    /// `compressionQuality` (0...1, clamped); transparent parts come out black.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    /// Makes the bitmap, runs `actions` with it current, and hands back the renderer
    /// context; nil for an empty or unallocatable canvas.
    private func render(_ actions: DrawingActions) -> UIGraphicsImageRendererContext? {
        let format = self.format
        guard let context = UIGraphicsImageRenderer.makeBitmapContext(bounds: format.bounds, scale: format.scale, opaque: format.opaque) else {
            return nil
        }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        context.saveGState()
        actions(rendererContext)
        context.restoreGState()
        UIGraphicsPopContext()
        return rendererContext
    }

    /// A y-down bitmap context covering `bounds` at `scale`, transparent (or opaque black);
    /// nil for an empty or too large canvas.
    static func makeBitmapContext(bounds: CGRect, scale: CGFloat, opaque: Bool) -> CGContext? {
        let pixelWidth = Int((bounds.width * scale).rounded(.up))
        let pixelHeight = Int((bounds.height * scale).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0,
            let context = CGContext(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        else { return nil }
        if opaque {
            context.setFillColor(CGColor(gray: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale))
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        return context
    }
}
