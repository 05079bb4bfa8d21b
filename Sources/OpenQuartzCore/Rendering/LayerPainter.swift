import Foundation
import OpenCoreGraphics

/// Paints layers into a context, back to front, the way Core Animation composites them:
/// shadow, background, contents (the app's image or the backing store), shape or gradient,
/// sublayers by zPosition then order, border on top; corner clipping where the layer masks
/// to its bounds, the mask layer's alpha, and group opacity only where it changes the result.
///
/// The tree walked is the model tree; what each layer looks like is read from its
/// `renderingValues` — the layer itself, or its presentation copy while animations run — so
/// animated values are what is painted. Backing stores and records belong to the model layer.
///
/// One painter serves both ``CALayer/render(in:)`` (the whole tree, no damage) and
/// ``LayerCompositor`` (one damaged rectangle at a time, skipping layers outside it by the
/// extents recorded at commit).
@MainActor
struct LayerPainter {
    /// The context painted into.
    let context: CGContext
    /// The map from the space the painter computes placements in to the context's base
    /// space: identity when placements are built on the context's own transform (as
    /// ``CALayer/render(in:)`` does), a y flip for a compositor working in y-down pixels of a
    /// bitmap whose base space is y-up.
    let toBase: CGAffineTransform
    /// The target-pixel rectangle being repainted; layers whose recorded extent misses it
    /// are skipped. Nil paints everything (no records consulted).
    let cull: CGRect?
    /// Whether translations are snapped to whole target pixels (only when the painter's
    /// space is target pixels, as a compositor's is).
    let snapsToPixels: Bool
    /// Counts what was painted, for statistics and tests.
    var paintedLayers = 0

    /// Paints `layer` and its visible descendants, `layer` placed through `parent` (its
    /// superlayer's bounds space to the painter's space); `parentValues` are the superlayer's
    /// rendering values (nil for a root or a mask).
    mutating func paint(_ layer: CALayer, parent: CGAffineTransform, parentValues: CALayer?, alpha inherited: CGFloat) {
        let values = layer.renderingValues
        guard !values.isHidden else { return }
        if let cull, !layer.renderRecord.subtreeExtent.intersects(cull) { return }
        let transform = Self.placement(of: values, parentValues: parentValues, in: parent, snapping: snapsToPixels)
        paint(layer, values: values, transform: transform, alpha: inherited)
    }

    /// Paints `layer` and its visible descendants with `transform` as the map from the
    /// layer's bounds space to the painter's space (a root placed by its owner).
    mutating func paint(_ layer: CALayer, transform: CGAffineTransform, alpha inherited: CGFloat) {
        paint(layer, values: layer.renderingValues, transform: transform, alpha: inherited)
    }

    private mutating func paint(_ layer: CALayer, values: CALayer, transform: CGAffineTransform, alpha inherited: CGFloat) {
        guard !values.isHidden else { return }
        let opacity = CGFloat(values.opacity)
        guard opacity > 0, inherited > 0 else { return }
        let sublayers = layer.sublayersInPaintOrder
        let mask = layer.mask
        // Group opacity changes the result only when several things overlap under the alpha:
        // sublayers over the layer's own content. A lone layer just multiplies its alpha.
        let needsGroup = (opacity < 1 && values.allowsGroupOpacity && !sublayers.isEmpty) || mask != nil
        var alpha = inherited * opacity
        paintedLayers += 1
        context.saveGState()
        if values.shadowOpacity > 0, let shadowColor = values.shadowColor, shadowColor.alpha > 0 {
            paintShadow(of: layer, values: values, transform: transform, color: shadowColor, alpha: alpha)
        }
        if needsGroup {
            context.setAlpha(alpha)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            alpha = 1
        }
        if let transition = values.transitionFrame {
            paintTransition(transition, of: layer, values: values, transform: transform, sublayers: sublayers, alpha: alpha)
        } else {
            paintBody(of: layer, values: values, transform: transform, sublayers: sublayers, alpha: alpha)
        }
        if let mask {
            // The mask's drawing goes to a layer of its own; the content layer is then
            // composited through the mask's alpha.
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            var maskPainter = LayerPainter(context: context, toBase: toBase, cull: nil, snapsToPixels: snapsToPixels)
            maskPainter.paint(mask, parent: transform, parentValues: nil, alpha: 1)
            context.endMaskedTransparencyLayers()
        } else if needsGroup {
            context.endTransparencyLayer()
        }
        context.restoreGState()
    }

    /// Background, contents, sublayers and border, without the layer's shadow, mask or group
    /// (a shadow without a shadow path takes its shape from exactly this).
    mutating func paintBody(
        of layer: CALayer, values: CALayer, transform: CGAffineTransform, sublayers: [CALayer], alpha: CGFloat
    ) {
        let bounds = values.bounds
        let outlines = LayerShapes.outlines(of: values, cachedOn: layer)
        let corners = outlines.corners
        setCTM(transform)
        context.setAlpha(alpha)
        if let background = values.backgroundColor, background.alpha > 0 {
            context.setFillColor(background)
            if let corners {
                context.addPath(corners)
                context.fillPath(using: .winding)
            } else {
                context.fill(bounds)
            }
        }
        context.saveGState()
        if values.masksToBounds {
            if let corners {
                context.addPath(corners)
                context.clip(using: .winding)
            } else {
                context.clip(to: bounds)
            }
        }
        LayerContentsPainter.paintContents(of: layer, values: values, in: context)
        if let shape = values as? CAShapeLayer {
            LayerContentsPainter.paintShape(shape, in: context)
        } else if let gradient = values as? CAGradientLayer {
            LayerContentsPainter.paintGradient(gradient, in: context)
        }
        for sublayer in sublayers {
            paint(sublayer, parent: transform, parentValues: values, alpha: alpha)
        }
        context.restoreGState()
        if values.borderWidth > 0, let border = values.borderColor, border.alpha > 0, let ring = outlines.border {
            setCTM(transform)
            context.setAlpha(alpha)
            context.setFillColor(border)
            context.addPath(ring)
            context.fillPath(using: .evenOdd)
        }
    }

    /// Paints the layer's shadow: the blurred coverage of its shadow path, or of everything
    /// the layer and its sublayers paint when it has none, offset and tinted.
    private mutating func paintShadow(
        of layer: CALayer, values: CALayer, transform: CGAffineTransform, color: CGColor, alpha: CGFloat
    ) {
        let pixelScale = Self.scale(of: transform)
        guard pixelScale > 0 else { return }
        let raster: ShadowRaster
        if let cached = layer.renderRecord.shadow, cached.pixelScale == pixelScale {
            raster = cached
        } else {
            guard let made = ShadowRasterizer.rasterize(layer, values: values, pixelScale: pixelScale) else { return }
            raster = made
            layer.renderRecord.shadow = made
        }
        context.saveGState()
        setCTM(transform)
        context.setAlpha(alpha * CGFloat(values.shadowOpacity))
        let offset = values.shadowOffset
        context.fill(color, throughAlphaOf: raster.mask, in: raster.rect.offsetBy(dx: offset.width, dy: offset.height))
        context.restoreGState()
    }

    /// Makes `transform` (layer space → the painter's space) the context's transform.
    func setCTM(_ transform: CGAffineTransform) {
        context.setCTM(transform.concatenating(toBase))
    }

    /// The map from a layer's bounds space (given its rendering values) to the painter's
    /// space, given its superlayer's.
    static func placement(
        of values: CALayer, parentValues: CALayer?, in parent: CGAffineTransform, snapping: Bool
    ) -> CGAffineTransform {
        var transform = LayerGeometry.localTransform(of: values, parentValues: parentValues).concatenating(parent)
        if snapping && transform.b == 0 && transform.c == 0 {
            // Pure scale and translation: land the layer's origin on a whole pixel so its
            // edges and backing store stay sharp.
            transform.tx = transform.tx.rounded()
            transform.ty = transform.ty.rounded()
        }
        return transform
    }

    /// How many target pixels one point of the layer covers (the larger axis scale).
    static func scale(of transform: CGAffineTransform) -> CGFloat {
        max((transform.a * transform.a + transform.b * transform.b).squareRoot(),
            (transform.c * transform.c + transform.d * transform.d).squareRoot())
    }
}
