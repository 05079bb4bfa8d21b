import Foundation
import OpenCoreGraphics

/// Geometry the renderer needs per layer and per frame, with a fast path for the common case
/// (no 3-D transform, no sublayer transform) that avoids building 4×4 matrices.
@MainActor
enum LayerGeometry {
    /// The layer's bounds space to its superlayer's (or mask owner's) bounds space.
    static func localTransform(of layer: CALayer) -> CGAffineTransform {
        let parentHasSublayerTransform =
            layer.superlayer.map { !CATransform3DIsIdentity($0.sublayerTransform) } ?? false
        guard CATransform3DIsIdentity(layer.transform), !parentHasSublayerTransform else {
            return layer.affineTransformToSuperlayer
        }
        let bounds = layer.bounds
        let anchor = layer.anchorPoint
        return CGAffineTransform(
            translationX: layer.position.x - bounds.minX - anchor.x * bounds.width,
            y: layer.position.y - bounds.minY - anchor.y * bounds.height)
    }

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
        return box
    }

    /// The box, in the layer's bounds space, its shadow can darken (empty without a shadow).
    static func shadowBox(of layer: CALayer) -> CGRect {
        guard layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0 else { return .null }
        let shape = layer.shadowPath?.boundingBoxOfPath ?? paintedBox(of: layer)
        let reach = ShadowRasterizer.reach(forRadius: layer.shadowRadius)
        return shape.insetBy(dx: -reach, dy: -reach)
            .offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
    }
}
