import Foundation
import OpenCoreGraphics

/// Makes a layer's shadow mask: the coverage of its shadow path (or of what the layer and
/// its sublayers paint) rasterized at the target's scale and blurred.
///
/// The blur is three box-blur passes per axis, which approximate a Gaussian closely. Core
/// Animation's `shadowRadius` is taken as the Gaussian's standard deviation in points — the
/// reading under which a layer shadow matches a CSS box-shadow whose blur is twice the radius.
enum ShadowRasterizer {
    /// How far beyond the shape a shadow of `radius` reaches: three standard deviations.
    static func reach(forRadius radius: CGFloat) -> CGFloat { max(0, radius) * 3 }

    /// The blurred mask of `layer`'s shadow shape, in the layer's bounds space, at
    /// `pixelScale` pixels per point; nil when the shape is empty or too large to allocate.
    static func rasterize(_ layer: CALayer, values: CALayer, pixelScale: CGFloat) -> ShadowRaster? {
        let reach = reach(forRadius: values.shadowRadius)
        let shape = LayerGeometry.shadowShape(of: layer, values: values)
        guard !shape.isNull, !shape.isEmpty else { return nil }
        let rect = shape.insetBy(dx: -reach, dy: -reach)
        let width = Int((rect.width * pixelScale).rounded(.up))
        let height = Int((rect.height * pixelScale).rounded(.up))
        guard width > 0, height > 0,
            let context = CGContext.makeFlippedBitmap(pixelWidth: width, pixelHeight: height, scale: pixelScale)
        else { return nil }
        context.translateBy(x: -rect.minX, y: -rect.minY)
        if let path = values.shadowPath {
            context.setFillColor(CGColor.black)
            context.addPath(path)
            context.fillPath(using: .winding)
        } else {
            // The layer's own coverage, sublayers included, without the shadow itself.
            let placement = context.ctm
            var painter = LayerPainter(context: context, toBase: .identity, cull: nil, snapsToPixels: false)
            painter.paintBody(
                of: layer, values: values, transform: placement, sublayers: layer.sublayersInPaintOrder, alpha: 1)
        }
        guard let blurred = context.makeBlurredAlphaImage(sigma: values.shadowRadius * pixelScale) else { return nil }
        return ShadowRaster(
            mask: blurred, rect: rect, pixelScale: pixelScale, bounds: values.bounds,
            sublayerTransform: values.sublayerTransform)
    }
}
