import Foundation
import OpenCoreGraphics

/// An immutable picture with a size in points and a scale (pixels per point), drawn into
/// whatever context is current.
///
/// Its content is a drawing: a closure that draws the picture into a context whose user space
/// runs from (0, 0) to ``size``. Drawing the image (``draw(in:)``, a ``UIImageView``, a
/// button) maps that space onto the target rectangle and runs the closure there, so the
/// operations land in the view's recorded drawing like any other.
///
/// ```swift
/// let dot = UIImage(size: CGSize(width: 16, height: 16)) { context in
///     context.setFillColor(UIColor.red.cgColor)
///     context.fillEllipse(in: CGRect(x: 0, y: 0, width: 16, height: 16))
/// }
/// button.setImage(dot, for: .normal)
/// ```
/// - Note: See https://developer.apple.com/documentation/uikit/uiimage
// UIKit divergence: UIKit images hold decoded pixels (files, data, CGImage, symbols) or
// vector content and the class is open; this one holds a drawing closure only and is final
// (immutable, hence Sendable). There is no `UIImage(named:)`: nothing loads image files yet.
// Limitation: no pixel content, rendering modes, tint, resizable caps or orientation.
public final class UIImage: Sendable, CustomStringConvertible {
    /// Draws the picture into a context whose user space spans (0, 0) to the image's size.
    public typealias Drawing = @MainActor @Sendable (CGContext) -> Void

    /// The image's size in points.
    public let size: CGSize
    /// Pixels per point when the image is rasterized; 1 unless given.
    public let scale: CGFloat
    private let drawing: Drawing

    /// Creates an image of `size` points at `scale` whose content is what `drawing` draws.
    ///
    /// `drawing` runs each time the image is drawn, on the main actor, with user space mapped
    /// so that (0, 0)–`size` covers the destination rectangle.
    // UIKit divergence: UIKit makes drawn images with UIGraphicsImageRenderer, which
    // rasterizes once; this initializer keeps the drawing and replays it.
    public init(size: CGSize, scale: CGFloat = 1, drawing: @escaping Drawing) {
        precondition(
            size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
            "UIImage(size:scale:drawing:): the size must be finite and not negative, got \(size)")
        precondition(scale.isFinite && scale > 0, "UIImage(size:scale:drawing:): the scale must be positive, got \(scale)")
        self.size = size
        self.scale = scale
        self.drawing = drawing
    }

    /// The drawing's width and height in pixels: ``size`` times ``scale``.
    public var pixelSize: CGSize { CGSize(width: size.width * scale, height: size.height * scale) }

    // MARK: Drawing

    /// Draws the image at its own size with its top-left corner at `point`, into the current
    /// context (nothing happens without one).
    @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled to fill `rect`, into the current context (nothing happens
    /// without one). The drawing is clipped to `rect`.
    @MainActor
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        draw(in: rect, context: context)
    }

    /// Draws the image scaled to fill `rect` of `context`, clipped to `rect`.
    @MainActor
    public func draw(in rect: CGRect, context: CGContext) {
        let rect = rect.standardized
        guard size.width > 0, size.height > 0, !rect.isEmpty else { return }
        context.saveGState()
        context.clip(to: rect)
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
        drawing(context)
        context.restoreGState()
    }

    public var description: String {
        "UIImage(\(traceFormat(size.width))x\(traceFormat(size.height)) @\(traceFormat(scale))x)"
    }
}
