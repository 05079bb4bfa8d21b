import Foundation
import OpenCoreGraphics

// A layer with `shouldRasterize` is painted (body and sublayers, not its shadow) into a
// bitmap of `rasterizationScale` pixels per point once; later paints draw the bitmap with
// the layer's opacity. The commit walk drops the bitmap when the layer's look or anything
// below it changes (a move keeps it; a new size or sublayer transform makes it again). A
// layer with a mask or a running transition is painted as usual.
extension LayerPainter {
    /// Paints `layer` through its cached bitmap, making the bitmap first when there is none
    /// (or it was made at another scale).
    mutating func paintRasterized(
        _ layer: CALayer, values: CALayer, transform: CGAffineTransform, sublayers: [CALayer], alpha: CGFloat
    ) {
        context.saveGState()
        defer { context.restoreGState() }
        if values.shadowOpacity > 0, let shadowColor = values.shadowColor, shadowColor.alpha > 0 {
            paintShadow(of: layer, values: values, transform: transform, color: shadowColor, alpha: alpha)
        }
        let scale = values.rasterizationScale
        var raster = layer.renderRecord.raster
        if !omittedContents.isEmpty {
            // A picture leaving out some layers' contents (the contrast audit's) may leave out
            // one inside this layer: paint a bitmap of its own, neither cached nor counted.
            raster = Self.rasterize(layer, values: values, sublayers: sublayers, scale: scale, omitting: omittedContents)
        } else if let cached = raster, cached.scale == scale, cached.bounds == values.bounds,
            CATransform3DEqualToTransform(cached.sublayerTransform, values.sublayerTransform)
        {
            layer.renderRecord.rasterReuses += 1
        } else {
            raster = Self.rasterize(layer, values: values, sublayers: sublayers, scale: scale)
            layer.renderRecord.raster = raster
            layer.renderRecord.rasterizations += 1
        }
        guard let raster else { return }
        setCTM(transform)
        context.setAlpha(alpha)
        context.drawBitmap(of: raster.bitmap, in: raster.rect)
    }

    /// Paints the layer's body and sublayers into a new bitmap covering what they paint (the
    /// bounds, or everything the sublayers reach when the layer does not clip to them).
    private static func rasterize(
        _ layer: CALayer, values: CALayer, sublayers: [CALayer], scale: CGFloat, omitting: Set<ObjectIdentifier> = []
    ) -> LayerRaster? {
        var rect = values.bounds
        if !values.masksToBounds {
            rect = rect.union(descendantsBox(of: sublayers, parentValues: values))
        }
        rect = rect.integral
        let width = Int((rect.width * scale).rounded(.up))
        let height = Int((rect.height * scale).rounded(.up))
        guard width > 0, height > 0, CGFloat(width) <= BackingStoreLimits.maximumSide, CGFloat(height) <= BackingStoreLimits.maximumSide,
            let bitmap = CGContext.makeFlippedBitmap(pixelWidth: width, pixelHeight: height, scale: scale)
        else { return nil }
        var painter = LayerPainter(context: bitmap, toBase: .identity, cull: nil, snapsToPixels: false)
        painter.omittedContents = omitting
        let place = CGAffineTransform(translationX: -rect.minX, y: -rect.minY).concatenating(bitmap.ctm)
        bitmap.saveGState()
        painter.paintBody(of: layer, values: values, transform: place, sublayers: sublayers, alpha: 1)
        bitmap.restoreGState()
        return LayerRaster(
            bitmap: bitmap, rect: rect, scale: scale, bounds: values.bounds, sublayerTransform: values.sublayerTransform)
    }

    /// The box, in the parent's bounds space, of what `sublayers` and their descendants
    /// paint (bounds only; shadows are left out).
    private static func descendantsBox(of sublayers: [CALayer], parentValues: CALayer) -> CGRect {
        var box = CGRect.null
        var stack: [(CALayer, CGAffineTransform, CALayer)] = sublayers.map { ($0, .identity, parentValues) }
        while let (layer, parent, parentValues) = stack.popLast() {
            let values = layer.renderingValues
            guard !values.isHidden else { continue }
            let transform = LayerGeometry.localTransform(of: values, parentValues: parentValues).concatenating(parent)
            box = box.union(LayerGeometry.finiteExtent(LayerGeometry.paintedBox(of: values).applying(transform)))
            if !values.masksToBounds {
                for sublayer in layer.sublayerStorage { stack.append((sublayer, transform, values)) }
            }
        }
        return box
    }
}
