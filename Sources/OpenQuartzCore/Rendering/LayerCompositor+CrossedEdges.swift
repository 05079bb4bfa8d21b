import Foundation
import OpenCoreGraphics

// Cairo rasterizes an antialiased edge (a rotated side, a rounded corner, a curve) a little
// differently when the clip cuts through the shape: the path is cut at the clip before it is
// scan-converted, and the coverage of pixels along the shape's other edges moves by up to a
// few levels out of 255. A frame that repaints a damaged rectangle under a clip would then
// differ from a full repaint wherever such a shape straddles the rectangle's side. So no
// damaged rectangle may cut through one: a shape the damage touches is repainted whole (its
// box joins the damage), and a full repaint, whose clip is the whole target, paints it the
// same way. Layers placed on whole pixels with square corners have no such edges (a box
// clipped on pixel lines covers exactly the same pixels) and are left as they are.
extension LayerCompositor {
    /// Grows `damage` (target pixels, before it is clipped to the target) until no damaged
    /// rectangle cuts through the box of a layer that paints antialiased edges.
    func spreadDamage(overCrossedEdgesOf root: CALayer, _ damage: inout DamageRegion) {
        guard !damage.isEmpty else { return }
        let identity = ObjectIdentifier(self)
        // The kept buffer, taken out so the walk owns it uniquely and given back emptied with
        // its capacity.
        var stack = crossedEdgeStack
        crossedEdgeStack = []
        defer {
            stack.removeAll(keepingCapacity: true)
            crossedEdgeStack = stack
        }
        // Each round either adds a box (the region grows towards the target) or ends; the
        // cap only guards against a region that keeps moving without growing.
        for _ in 0..<64 {
            var grew = false
            stack.removeAll(keepingCapacity: true)
            stack.append(root)
            while let layer = stack.popLast() {
                let record = layer.renderRecord
                guard record.owner == identity, !layer.renderingValues.isHidden else { continue }
                let subtree = record.subtreeExtent.intersection(pixelBounds)
                guard !subtree.isNull, !subtree.isEmpty, damage.rects.contains(where: { $0.intersects(subtree) }) else {
                    continue
                }
                // A subtree inside one damaged rectangle paints nothing outside it (its extent
                // holds all it paints): no edge in it is cut, and its layers need no look (a
                // resized container's thousand cells are not walked).
                if damage.rects.contains(where: { $0.contains(subtree) }) { continue }
                let box = Self.antialiasedBox(of: layer, record: record).intersection(pixelBounds).integral
                if !box.isNull, !box.isEmpty, damage.rects.contains(where: { $0.intersects(box) }),
                    !damage.rects.contains(where: { $0.contains(box) })
                {
                    damage.add(box)
                    if !backdrops.isEmpty { damageSources.append(DamageSource(rect: box, layer: nil)) }
                    grew = true
                }
                stack.append(contentsOf: layer.sublayerStorage)
            }
            if !grew { return }
        }
    }

    /// The target-pixel box of what `layer` paints with antialiased edges, or null when it
    /// paints none: its own box when it is rotated or skewed, rounds its corners or is a
    /// shape; its whole subtree's when a mask (whose outline is such an edge) cuts it out.
    static func antialiasedBox(of layer: CALayer, record: LayerRenderRecord) -> CGRect {
        if layer.mask != nil { return record.subtreeExtent }
        let values = layer.renderingValues
        let transform = record.targetTransform
        let turned = transform.b != 0 || transform.c != 0
        let rounded = values.cornerRadius > 0 && !values.maskedCorners.isEmpty
        if turned || rounded || values is CAShapeLayer { return record.ownExtent }
        return .null
    }
}
