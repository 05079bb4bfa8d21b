import Foundation
import OpenCoreGraphics

/// A backdrop layer the compositor has met, held weakly so the compositor keeps nothing alive.
struct WeakBackdrop {
    weak var layer: BackdropLayer?
}

/// A rectangle the commit walk damaged, and the layer whose change damaged it (nil when no
/// single layer did: a whole-target repaint, or a backdrop's blurred area joining the damage).
struct DamageSource {
    var rect: CGRect
    var layer: CALayer?
}

// A backdrop layer's blur reads the pixels beneath it and a margin around them. When damage
// touches that area and any of it comes from beneath the backdrop (a layer painted before
// it, an ancestor, the backdrop itself, or a whole-target repaint), the blur must be made
// again from freshly painted pixels: the whole area joins the damage (and the region joins it
// into one rectangle). When all of it comes from above (the backdrop's sublayers, layers
// painted after it), the damage stays as it is and the backdrop's kept blur is stretched
// again over the damaged part: nothing beneath is read or blurred.
extension LayerCompositor {
    /// Remembers a backdrop layer the commit walk entered.
    func register(_ layer: BackdropLayer) {
        backdrops[ObjectIdentifier(layer)] = WeakBackdrop(layer: layer)
    }

    /// Adds `rect`, damaged by a change of `layer`, to `damage`, remembering where it came
    /// from while backdrops exist.
    func addDamage(_ rect: CGRect, by layer: CALayer, to damage: inout DamageRegion) {
        damage.add(rect)
        if !backdrops.isEmpty && !rect.isNull && !rect.isEmpty {
            damageSources.append(DamageSource(rect: rect, layer: layer))
        }
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

    /// Grows `damage` so that every backdrop whose blurred area is touched by damage from
    /// beneath it is repainted whole within one rectangle and marks its kept blur out of date
    /// (the others keep theirs); forgets backdrops that are gone.
    func spreadDamage(overBackdropsOf root: CALayer, _ damage: inout DamageRegion) {
        defer { damageSources.removeAll(keepingCapacity: true) }
        guard !backdrops.isEmpty else { return }
        var areas: [(layer: BackdropLayer, area: CGRect, spread: Bool)] = []
        for (identifier, entry) in backdrops {
            guard let layer = entry.layer else {
                backdrops[identifier] = nil
                continue
            }
            let area = blurArea(of: layer, in: root)
            if !area.isNull && !area.isEmpty { areas.append((layer, area, false)) }
        }
        guard !areas.isEmpty, !damage.isEmpty else { return }
        // Adding one area can join rectangles that then touch another area: repeat until no
        // area is touched by damage from beneath it without being repainted whole (each round
        // spreads at least one area, so it ends).
        var changed = true
        while changed {
            changed = false
            for index in areas.indices where !areas[index].spread {
                let (layer, area, _) = areas[index]
                guard damage.rects.contains(where: { $0.intersects(area) }) else { continue }
                let beneath = damageSources.contains { source in
                    source.rect.intersects(area) && (source.layer.map { Self.paints($0, beneath: layer) } ?? true)
                }
                guard beneath || !layer.blurCache.hasBlur else { continue }
                areas[index].spread = true
                // Sticky until the blur is made again: a window may commit several times
                // before it repaints, and a later commit must not make this blur current.
                layer.blurCache.reusesBlur = false
                if !damage.rects.contains(where: { $0.contains(area) }) {
                    damage.add(area)
                    damageSources.append(DamageSource(rect: area, layer: nil))
                    changed = true
                }
            }
        }
    }

    /// Whether a change of `layer` can change the pixels `backdrop` blurs: `layer` is the
    /// backdrop, one of its ancestors, or painted before it. Layers in another tree (a mask)
    /// count as beneath.
    static func paints(_ layer: CALayer, beneath backdrop: BackdropLayer) -> Bool {
        if layer === backdrop { return true }
        // Walk up from `layer` to the first layer that is also the backdrop or one of its
        // ancestors; `child` is the layer below it on `layer`'s side.
        var child: CALayer?
        var node: CALayer? = layer
        while let current = node {
            var below: CALayer = backdrop
            var ancestor = backdrop.superlayer
            if current === backdrop { return false }  // `layer` is inside the backdrop: above it
            while let candidate = ancestor, candidate !== current {
                below = candidate
                ancestor = candidate.superlayer
            }
            if ancestor != nil {
                // `current` is the closest common ancestor.
                guard let child else { return true }  // `layer` is an ancestor of the backdrop
                let order = current.sublayersInPaintOrder
                guard let mine = order.firstIndex(where: { $0 === child }), let theirs = order.firstIndex(where: { $0 === below })
                else { return true }
                return mine < theirs
            }
            child = current
            node = current.superlayer
        }
        return true
    }
}
