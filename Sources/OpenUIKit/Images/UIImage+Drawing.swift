import Foundation
import OpenCoreGraphics

extension UIImage {
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

    /// Draws the image scaled to fill `rect` of `context`, clipped to `rect`, tinted if the
    /// image carries a tint colour.
    @MainActor
    public func draw(in rect: CGRect, context: CGContext) {
        draw(in: rect, context: context, tint: explicitTintColor)
    }

    /// Draws the image into `rect` of `context`; with a `tint`, as a silhouette in that colour.
    @MainActor
    func draw(in rect: CGRect, context: CGContext, tint: UIColor?) {
        let rect = rect.standardized
        guard size.width > 0, size.height > 0, !rect.isEmpty else { return }
        context.saveGState()
        context.clip(to: rect)
        drawContent(in: rect, context: context)
        context.restoreGState()
    }

    /// Draws the picture itself over `rect` (already clipped to it); may change the
    /// transform, so callers save the graphics state around it.
    @MainActor
    func drawContent(in rect: CGRect, context: CGContext) {
        switch content {
        case .drawing(let drawing):
            context.translateBy(x: rect.minX, y: rect.minY)
            context.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
            drawing(context)
        case .bitmap:
            break
        }
    }
}
