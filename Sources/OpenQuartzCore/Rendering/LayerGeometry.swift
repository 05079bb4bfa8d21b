import Foundation
import OpenCoreGraphics

/// Geometry the renderer needs per layer and per frame, with a fast path for the common case
/// (no 3-D transform, no sublayer transform) that avoids building 4×4 matrices.
enum LayerGeometry {
    /// Whether a layer placed by `transform` can be painted: every entry finite. Finite
    /// transforms can compose to infinity (two nested scales of 1e200); such a layer is
    /// nowhere on screen, so it is neither painted nor counted in any extent.
    static func isPaintable(_ transform: CGAffineTransform) -> Bool {
        transform.a.isFinite && transform.b.isFinite && transform.c.isFinite && transform.d.isFinite
            && transform.tx.isFinite && transform.ty.isFinite
    }

    /// `rect` when its edges and size are finite, else the null rectangle: extents handed to
    /// rectangle arithmetic (`intersection`, `union`) must be finite.
    static func finiteExtent(_ rect: CGRect) -> CGRect {
        guard !rect.isNull else { return rect }
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite, rect.width.isFinite,
            rect.height.isFinite
        else { return .null }
        return rect
    }

    /// The layer's bounds space to its superlayer's (or mask owner's) bounds space, from the
    /// layer's rendering values and its superlayer's (nil for a root or a mask: no sublayer
    /// transform applies).
    // Limitation: the perspective terms of a 3-D transform (m14, m24, m34) are dropped (the
    // compositor logs it once per layer); the layer is drawn with the affine part of its
    // transform, which is exactly what a transform without perspective projects to.
    static func localTransform(of values: CALayer, parentValues: CALayer?) -> CGAffineTransform {
        let bounds = values.bounds
        let anchor = values.anchorPoint
        var m = CGAffineTransform(
            translationX: -bounds.minX - anchor.x * bounds.width, y: -bounds.minY - anchor.y * bounds.height)
        if !CATransform3DIsIdentity(values.transform) {
            m = m.concatenating(CATransform3DGetAffineTransform(values.transform))
        }
        m = m.concatenating(CGAffineTransform(translationX: values.position.x, y: values.position.y))
        if let parent = parentValues, !CATransform3DIsIdentity(parent.sublayerTransform) {
            let pivot = CGPoint(
                x: parent.bounds.minX + parent.anchorPoint.x * parent.bounds.width,
                y: parent.bounds.minY + parent.anchorPoint.y * parent.bounds.height)
            m = m.concatenating(CGAffineTransform(translationX: -pivot.x, y: -pivot.y))
                .concatenating(CATransform3DGetAffineTransform(parent.sublayerTransform))
                .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        }
        return m
    }

    /// Whether `t` has perspective terms, which the affine renderer drops.
    static func hasPerspective(_ t: CATransform3D) -> Bool { t.m14 != 0 || t.m24 != 0 || t.m34 != 0 }

    /// The box, in the layer's bounds space, of what the layer itself paints (shadow
    /// excluded): its bounds, or for a shape layer the stroked path as well.
    static func paintedBox(of layer: CALayer) -> CGRect {
        var box = layer.bounds
        if let shape = layer as? CAShapeLayer, let path = shape.path, !path.isEmpty {
            var pathBox = path.boundingBoxOfPath
            if shape.strokeColor != nil && shape.lineWidth > 0 {
                // A miter can reach miterLimit × half the line width beyond the path.
                let reach = shape.lineWidth / 2 * max(1, shape.lineJoin == .miter ? shape.miterLimit : 1)
                pathBox = pathBox.insetBy(dx: -reach, dy: -reach)
            }
            box = box.isEmpty ? pathBox : box.union(pathBox)
        }
        if let transition = layer.transitionFrame { box = box.union(transition.paintedBox(in: layer.bounds)) }
        return box
    }

    /// The box, in the layer's bounds space, its shadow can darken (empty without a shadow).
    /// `values` are the layer's rendering values; the shape is the one ``ShadowRasterizer``
    /// blurs, so a shadow cast by a sublayer beyond the bounds is inside the box.
    static func shadowBox(of layer: CALayer, values: CALayer) -> CGRect {
        guard values.shadowOpacity > 0, let color = values.shadowColor, color.alpha > 0 else { return .null }
        let shape = shadowShape(of: layer, values: values)
        let reach = ShadowRasterizer.reach(forRadius: values.shadowRadius)
        return shape.insetBy(dx: -reach, dy: -reach)
            .offsetBy(dx: values.shadowOffset.width, dy: values.shadowOffset.height)
    }

    /// What casts the layer's shadow, in its bounds space: the shadow path's box, or what the
    /// layer paints joined with its visible sublayers' frames.
    // Limitation: sublayers count with their frames; what they paint beyond them (their own
    // shadows, strokes past the bounds) does not widen the shadow.
    static func shadowShape(of layer: CALayer, values: CALayer) -> CGRect {
        if let path = values.shadowPath { return path.boundingBoxOfPath }
        return layer.sublayersInPaintOrder.reduce(paintedBox(of: values)) { $1.isHidden ? $0 : $0.union($1.frame) }
    }
}
