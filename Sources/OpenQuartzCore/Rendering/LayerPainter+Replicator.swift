import Foundation
import OpenCoreGraphics

extension LayerPainter {
    /// The most instances a replicator paints; a larger ``CAReplicatorLayer/instanceCount``
    /// paints this many.
    static let maximumReplicatorInstances = 10_000

    /// Paints a replicator's sublayers once per instance: through the instance's transform,
    /// multiplied by its colour (a group tinted by multiplication, kept to the instance's
    /// own coverage), with the animations under it delayed by the instance's delay. The
    /// context's transform on entry is the replicator's placement.
    mutating func paintInstances(
        of replicator: CAReplicatorLayer, model: CALayer, transform: CGAffineTransform, sublayers: [CALayer], alpha: CGFloat
    ) {
        guard replicator.instanceCount > 0, !sublayers.isEmpty else { return }
        let count = Swift.min(replicator.instanceCount, Self.maximumReplicatorInstances)
        for index in 0..<count {
            let color = replicator.colorOfInstance(index)
            guard color.alpha > 0 else { continue }
            let parent = replicator.transformOfInstance(index).concatenating(transform)
            let delay = animationDelay + Double(index) * replicator.instanceDelay
            context.saveGState()
            if color.red < 1 || color.green < 1 || color.blue < 1 {
                // The instance is painted twice: once multiplied by the colour (which also
                // colours the pixels around it), once as the mask that keeps its own shape.
                context.setAlpha(alpha * color.alpha)
                context.beginTransparencyLayer(auxiliaryInfo: nil)
                paintInstance(sublayers, replicator: replicator, parent: parent, delay: delay, alpha: 1)
                context.saveGState()
                setCTM(.identity)
                context.setAlpha(1)
                context.setBlendMode(.multiply)
                context.setFillColor(CGColor(red: color.red, green: color.green, blue: color.blue, alpha: 1))
                context.fill(context.boundingBoxOfClipPath)
                context.restoreGState()
                context.beginTransparencyLayer(auxiliaryInfo: nil)
                paintInstance(sublayers, replicator: replicator, parent: parent, delay: delay, alpha: 1)
                context.endMaskedTransparencyLayers()
            } else {
                paintInstance(sublayers, replicator: replicator, parent: parent, delay: delay, alpha: alpha * color.alpha)
            }
            context.restoreGState()
        }
    }

    /// Paints one instance: every sublayer and everything under it placed through `parent`,
    /// with their animations `delay` seconds late.
    private mutating func paintInstance(
        _ sublayers: [CALayer], replicator: CAReplicatorLayer, parent: CGAffineTransform, delay: CFTimeInterval,
        alpha: CGFloat
    ) {
        // The copies are not where the sublayers' records say: nothing is culled by record.
        var painter = LayerPainter(context: context, toBase: toBase, cull: nil, snapsToPixels: snapsToPixels)
        painter.animationDelay = delay
        for sublayer in sublayers {
            let values = sublayer.renderingValues(delayedBy: delay)
            guard !values.isHidden else { continue }
            let placement = Self.placement(of: values, parentValues: replicator, in: parent, snapping: snapsToPixels)
            guard LayerGeometry.isPaintable(placement) else { continue }
            painter.paint(sublayer, values: values, transform: placement, alpha: alpha)
        }
        paintedLayers += painter.paintedLayers
    }
}
