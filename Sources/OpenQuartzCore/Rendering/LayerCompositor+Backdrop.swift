import Foundation
import OpenCoreGraphics

/// A backdrop layer the compositor has met, held weakly so the compositor keeps nothing alive.
struct WeakBackdrop {
    weak var layer: BackdropLayer?
}

// A backdrop layer's blur reads the pixels beneath it and a margin around them, so they must
// all be repainted in the same rectangle before it: whenever damage touches that area, the
// whole area joins the damage (and the region joins it into one rectangle).
extension LayerCompositor {
    /// Remembers a backdrop layer the commit walk entered.
    func register(_ layer: BackdropLayer) {
        backdrops[ObjectIdentifier(layer)] = WeakBackdrop(layer: layer)
    }

    /// The target pixels a backdrop layer's blur reads: its painted box grown by the blur's
    /// reach; null when it paints nothing or is no longer in `root`'s tree.
    private func blurArea(of layer: BackdropLayer, in root: CALayer) -> CGRect {
        let record = layer.renderRecord
        guard record.owner == ObjectIdentifier(self), !record.ownExtent.isNull, layer.rootLayer === root else { return .null }
        let sigma = layer.blurRadius * LayerPainter.scale(of: record.targetTransform)
        let reach = CGContext.backdropReach(sigma: sigma)
        return record.ownExtent.insetBy(dx: -reach, dy: -reach).intersection(pixelBounds).integral
    }

    /// Grows `damage` so that every backdrop whose blurred area it touches is repainted whole
    /// within one rectangle; forgets backdrops that are gone.
    func spreadDamage(overBackdropsOf root: CALayer, _ damage: inout DamageRegion) {
        guard !backdrops.isEmpty else { return }
        var areas: [CGRect] = []
        for (identifier, entry) in backdrops {
            guard let layer = entry.layer else {
                backdrops[identifier] = nil
                continue
            }
            let area = blurArea(of: layer, in: root)
            if !area.isNull && !area.isEmpty { areas.append(area) }
        }
        guard !areas.isEmpty, !damage.isEmpty else { return }
        // Adding one area can join rectangles that then touch another area: repeat until no
        // area is partly damaged (each round adds at least one area, so it ends).
        var changed = true
        while changed {
            changed = false
            for area in areas
            where damage.rects.contains(where: { $0.intersects(area) }) && !damage.rects.contains(where: { $0.contains(area) }) {
                damage.add(area)
                changed = true
            }
        }
    }
}
