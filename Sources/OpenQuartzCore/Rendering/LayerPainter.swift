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
    /// Layers whose contents (backing store or image) are left out; their background, border
    /// and sublayers are still painted. Empty for every ordinary render.
    var omittedContents: Set<ObjectIdentifier> = []
    /// Whether backdrop layers keep their blur between paintings and reuse it when the
    /// compositor says nothing beneath them changed (only a compositor's painter does).
    var usesBackdropCaches = false
    /// How many seconds late the animations of every layer painted run: 0, except inside a
    /// replicator's later instances (``CAReplicatorLayer/instanceDelay`` times the index,
    /// summed over nested replicators).
    var animationDelay: CFTimeInterval = 0

    /// Paints `layer` and its visible descendants, `layer` placed through `parent` (its
    /// superlayer's bounds space to the painter's space); `parentValues` are the superlayer's
    /// rendering values (nil for a root or a mask).
    mutating func paint(_ layer: CALayer, parent: CGAffineTransform, parentValues: CALayer?, alpha inherited: CGFloat) {
        guard let level = enter(layer, parent: parent, parentValues: parentValues, alpha: inherited) else { return }
        walk(from: level)
    }

    /// Paints `layer` and its visible descendants with `transform` as the map from the
    /// layer's bounds space to the painter's space (a root placed by its owner).
    mutating func paint(_ layer: CALayer, transform: CGAffineTransform, alpha inherited: CGFloat) {
        guard let level = begin(layer, values: layer.renderingValues, transform: transform, alpha: inherited) else {
            return
        }
        walk(from: level)
    }

    /// Paints `layer` as `values` show it (a replicator's delayed instance), placed by
    /// `transform`, and its visible descendants.
    mutating func paint(_ layer: CALayer, values: CALayer, transform: CGAffineTransform, alpha inherited: CGFloat) {
        guard let level = begin(layer, values: values, transform: transform, alpha: inherited) else { return }
        walk(from: level)
    }

    /// Background, contents, sublayers and border, without the layer's shadow, mask or group
    /// (a shadow without a shadow path takes its shape from exactly this).
    mutating func paintBody(
        of layer: CALayer, values: CALayer, transform: CGAffineTransform, sublayers: [CALayer], alpha: CGFloat
    ) {
        walk(from: beginBody(of: layer, values: values, transform: transform, sublayers: sublayers, alpha: alpha, group: nil))
    }

    // MARK: The walk

    // Painting a layer opens graphics states that its sublayers paint inside and that close
    // after them (the clip to its bounds, its group or mask), so each layer is begun before
    // its sublayers and ended after them. The walk keeps its own stack of begun layers, so a
    // tree of any depth takes no stack per level.

    /// Paints the sublayers of `first` and everything below them, ending each layer after its
    /// sublayers, then ends `first`.
    private mutating func walk(from first: PaintLevel) {
        var open = [first]
        while let last = open.indices.last {
            if let sublayer = open[last].nextSublayer() {
                let level = enter(
                    sublayer, parent: open[last].transform, parentValues: open[last].values, alpha: open[last].alpha)
                if let level { open.append(level) }
                continue
            }
            end(open.removeLast())
        }
    }

    /// Begins a sublayer placed through its parent's transform: nil when it is hidden or
    /// misses the rectangle being repainted (nothing was painted).
    private mutating func enter(
        _ layer: CALayer, parent: CGAffineTransform, parentValues: CALayer?, alpha inherited: CGFloat
    ) -> PaintLevel? {
        let values = animationDelay == 0 ? layer.renderingValues : layer.renderingValues(delayedBy: animationDelay)
        guard !values.isHidden else { return nil }
        if let cull, !layer.renderRecord.subtreeExtent.intersects(cull) { return nil }
        let transform = Self.placement(of: values, parentValues: parentValues, in: parent, snapping: snapsToPixels)
        // Placed at infinity (finite transforms that compose past the largest number): not on screen.
        guard LayerGeometry.isPaintable(transform) else { return nil }
        return begin(layer, values: values, transform: transform, alpha: inherited)
    }

    /// Paints what comes before a layer's sublayers — shadow, group, background, contents,
    /// shape — and returns the level whose sublayers are next; nil when the layer is hidden or
    /// transparent (nothing was painted or opened) or was painted whole (a transition).
    private mutating func begin(
        _ layer: CALayer, values: CALayer, transform: CGAffineTransform, alpha inherited: CGFloat
    ) -> PaintLevel? {
        guard !values.isHidden else { return nil }
        let opacity = CGFloat(values.opacity)
        guard opacity > 0, inherited > 0 else { return nil }
        let sublayers = layer.sublayersInPaintOrder
        let mask = layer.mask
        // Group opacity changes the result only when several things overlap under the alpha:
        // sublayers over the layer's own content. A lone layer just multiplies its alpha.
        let vibrantColor = (values as? VibrancyLayer)?.vibrantColor
        let needsGroup =
            (opacity < 1 && values.allowsGroupOpacity && !sublayers.isEmpty) || mask != nil || vibrantColor != nil
        var alpha = inherited * opacity
        paintedLayers += 1
        if values.shouldRasterize && mask == nil && values.transitionFrame == nil {
            paintRasterized(layer, values: values, transform: transform, sublayers: sublayers, alpha: alpha)
            return nil
        }
        context.saveGState()
        if values.shadowOpacity > 0, let shadowColor = values.shadowColor, shadowColor.alpha > 0 {
            paintShadow(of: layer, values: values, transform: transform, color: shadowColor, alpha: alpha)
        }
        if needsGroup {
            if cull != nil {
                // A group's surface is as large as the clip, and is made and cleared each time.
                // Limit it to what the subtree can paint (its extent recorded at commit, in the
                // painter's space) rather than the whole rectangle being repainted.
                setCTM(.identity)
                context.clip(to: layer.renderRecord.subtreeExtent.integral)
            }
            context.setAlpha(alpha)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            alpha = 1
        }
        let group = PaintGroup(needsGroup: needsGroup, mask: mask, vibrantColor: vibrantColor, bounds: values.bounds)
        if let transition = values.transitionFrame {
            // A transition paints the layer's body and sublayers whole (two pictures of them);
            // only its group or mask is left to close.
            paintTransition(transition, of: layer, values: values, transform: transform, sublayers: sublayers, alpha: alpha)
            endGroup(group, transform: transform)
            return nil
        }
        return beginBody(
            of: layer, values: values, transform: transform, sublayers: sublayers, alpha: alpha, group: group)
    }

    /// Paints the body's part before the sublayers (background, then contents and shape
    /// inside the clip to the bounds) and returns the level whose sublayers are next.
    private mutating func beginBody(
        of layer: CALayer, values: CALayer, transform: CGAffineTransform, sublayers: [CALayer], alpha: CGFloat,
        group: PaintGroup?
    ) -> PaintLevel {
        let bounds = values.bounds
        let outlines = LayerShapes.outlines(of: values, cachedOn: layer)
        let corners = outlines.corners
        setCTM(transform)
        context.setAlpha(alpha)
        if let backdrop = values as? BackdropLayer {
            paintBackdrop(backdrop, of: layer, corners: corners)
        }
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
        if omittedContents.isEmpty || !omittedContents.contains(ObjectIdentifier(layer)) {
            LayerContentsPainter.paintContents(of: layer, values: values, in: context)
        }
        if let shape = values as? CAShapeLayer {
            LayerContentsPainter.paintShape(shape, in: context)
        } else if let gradient = values as? CAGradientLayer {
            LayerContentsPainter.paintGradient(gradient, in: context)
        }
        var walked = sublayers
        if let replicator = values as? CAReplicatorLayer {
            // The sublayers are painted here, once per instance, instead of by the walk.
            paintInstances(of: replicator, model: layer, transform: transform, sublayers: sublayers, alpha: alpha)
            walked = []
        }
        return PaintLevel(
            values: values, transform: transform, alpha: alpha, sublayers: walked, border: outlines.border,
            group: group)
    }

    /// Paints what comes after a layer's sublayers: closes the clip, paints the border, then
    /// (for a layer begun whole, not a body alone) composites the group through the mask and
    /// closes the layer's state.
    private mutating func end(_ level: PaintLevel) {
        let values = level.values
        context.restoreGState()
        if values.borderWidth > 0, let border = values.borderColor, border.alpha > 0, let ring = level.border {
            setCTM(level.transform)
            context.setAlpha(level.alpha)
            context.setFillColor(border)
            context.addPath(ring)
            context.fillPath(using: .evenOdd)
        }
        guard let group = level.group else { return }
        endGroup(group, transform: level.transform)
    }

    /// Composites a layer's group through its mask (or closes its transparency group), then
    /// closes the state its begin opened.
    private mutating func endGroup(_ group: PaintGroup, transform: CGAffineTransform) {
        if let color = group.vibrantColor {
            // Inside the group: keep the coverage of what was painted, in the one colour.
            context.saveGState()
            setCTM(transform)
            context.setAlpha(1)
            context.setBlendMode(.sourceIn)
            context.setFillColor(color)
            context.fill(layerCoverage(group))
            context.restoreGState()
        }
        if let mask = group.mask {
            // The mask's drawing goes to a layer of its own; the content layer is then
            // composited through the mask's alpha.
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            var maskPainter = LayerPainter(context: context, toBase: toBase, cull: nil, snapsToPixels: snapsToPixels)
            maskPainter.animationDelay = animationDelay
            maskPainter.paint(mask, parent: transform, parentValues: nil, alpha: 1)
            context.endMaskedTransparencyLayers()
        } else if group.needsGroup {
            context.endTransparencyLayer()
        }
        context.restoreGState()
    }

    /// Paints the layer's shadow: the blurred coverage of its shadow path, or of everything
    /// the layer and its sublayers paint when it has none, offset and tinted.
    mutating func paintShadow(
        of layer: CALayer, values: CALayer, transform: CGAffineTransform, color: CGColor, alpha: CGFloat
    ) {
        let pixelScale = Self.scale(of: transform)
        guard pixelScale > 0 else { return }
        let raster: ShadowRaster
        if let cached = layer.renderRecord.shadow, cached.fits(values, pixelScale: pixelScale) {
            raster = cached
        } else {
            guard let made = ShadowRasterizer.rasterize(layer, values: values, pixelScale: pixelScale) else { return }
            raster = made
            layer.renderRecord.shadow = made
            layer.renderRecord.shadowRasterizations += 1
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

/// What a painted layer opened around its body: a transparency group, a mask to composite
/// through, and (always) a saved graphics state.
private struct PaintGroup {
    let needsGroup: Bool
    let mask: CALayer?
    /// The colour a vibrancy layer's group is filled with through its coverage.
    let vibrantColor: CGColor?
    /// The layer's bounds, in its own space.
    let bounds: CGRect
}

extension LayerPainter {
    /// A rectangle, in the layer's space, large enough to cover everything its group holds
    /// (sublayers may paint outside the layer's bounds).
    fileprivate func layerCoverage(_ group: PaintGroup) -> CGRect {
        group.bounds.insetBy(dx: -1e5, dy: -1e5)
    }
}

/// A layer the painter has begun: what its end needs, and its sublayers still to paint.
private struct PaintLevel {
    let values: CALayer
    let transform: CGAffineTransform
    /// The alpha its body and sublayers are painted with.
    let alpha: CGFloat
    private let sublayers: [CALayer]
    private var next = 0
    let border: CGPath?
    /// Nil for a body painted alone (``LayerPainter/paintBody(of:values:transform:sublayers:alpha:)``).
    let group: PaintGroup?

    init(values: CALayer, transform: CGAffineTransform, alpha: CGFloat, sublayers: [CALayer], border: CGPath?, group: PaintGroup?) {
        self.values = values
        self.transform = transform
        self.alpha = alpha
        self.sublayers = sublayers
        self.border = border
        self.group = group
    }

    mutating func nextSublayer() -> CALayer? {
        guard next < sublayers.count else { return nil }
        next += 1
        return sublayers[next - 1]
    }
}
