import Foundation
import OpenCoreGraphics

/// Turns a layer tree into the pixels of one target — a window's — repainting only what
/// changed since the last frame.
///
/// A frame has two steps:
/// 1. **Commit** (``commit(_:)``): walk the paths of the tree that carry change flags (and
///    the whole subtree below a layer that moved), compute each visited layer's placement in
///    target pixels and the extents of what it paints, and collect the damage — for a changed
///    layer, the old and the new extent of its subtree; for a redrawn backing store, only the
///    redrawn rectangle. Flags are cleared.
/// 2. **Composite** (``composite(_:damage:)``): for each damaged rectangle, clip to it, clear
///    it, and paint the tree back to front, skipping every layer whose recorded extent misses
///    the rectangle. Backing stores are drawn, never redrawn: a layer that only moved costs
///    composition and no `draw(_:)`.
///
/// The target is a y-down premultiplied bitmap of the window's size in pixels.
package final class LayerCompositor {
    /// Counts of the work done, for the trace, benchmarks and tests.
    package struct Statistics: Equatable, Sendable {
        /// Frames composited (with or without damage).
        package var frames = 0
        /// Layers painted (once per damaged rectangle they intersect).
        package var paintedLayers = 0
        /// Pixels repainted, summed over frames.
        package var repaintedPixels: CGFloat = 0
        /// Layers whose records the commit walks updated (entered), summed over commits.
        package var committedLayers = 0
        /// Layers whose placement on the target the commit walks computed (entered or found
        /// unchanged), summed over commits.
        package var placedLayers = 0
    }

    /// The target's size in points.
    package let size: CGSize
    /// Target pixels per point.
    package let scale: CGFloat
    /// The target bitmap.
    package let target: CGContext
    /// What the last frame repainted, in target pixels.
    package private(set) var lastDamage = DamageRegion()
    /// Work done so far.
    package private(set) var statistics = Statistics()

    private var pending = DamageRegion()
    /// The storage of the last commit's damage, reused by the next commit.
    private var frameDamage = DamageRegion()
    private(set) var pixelBounds: CGRect
    /// The commit walk's stack of entered layers, reused by every commit.
    private var visitStack: [CommitVisit] = []
    /// The backdrop layers the commit walk has met, by identity, held weakly (see
    /// `LayerCompositor+Backdrop.swift`).
    var backdrops: [ObjectIdentifier: WeakBackdrop] = [:]
    /// While backdrops exist: each rectangle the commit walk damaged and the layer that
    /// damaged it (nil for damage not caused by one layer), so that a backdrop can tell a
    /// change beneath it from one above it. Emptied (capacity kept) after every commit.
    var damageSources: [DamageSource] = []
    /// The walk `spreadDamage(overCrossedEdgesOf:_:)` reuses, so a steady frame allocates nothing.
    var crossedEdgeStack: [CALayer] = []

    /// Creates a compositor for a target of `size` points at `scale`; nil when the size is
    /// empty or larger than a bitmap can be (the reason is logged).
    package init?(size: CGSize, scale: CGFloat) {
        guard size.width.isFinite, size.height.isFinite, scale.isFinite, scale > 0 else { return nil }
        let width = Int((size.width * scale).rounded(.up))
        let height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0,
            let target = CGContext.makeFlippedBitmap(pixelWidth: width, pixelHeight: height, scale: 1)
        else { return nil }
        self.size = size
        self.scale = scale
        self.target = target
        pixelBounds = CGRect(x: 0, y: 0, width: width, height: height)
        pending.add(pixelBounds)
    }

    /// Marks the whole target for repainting at the next frame.
    package func invalidateAll() { pending.add(pixelBounds) }

    /// Commits `root` and composites what it damaged; returns the damage.
    @discardableResult
    package func renderFrame(_ root: CALayer) -> DamageRegion {
        let damage = commit(root)
        composite(root, damage: damage)
        return damage
    }

    /// The map from the root's bounds space to target pixels: the root fills the target
    /// (its own position and transform place the target elsewhere, which is not our part).
    private func rootTransform(_ root: CALayer) -> CGAffineTransform {
        CGAffineTransform(translationX: -root.bounds.minX, y: -root.bounds.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
    }

    /// Step 1: records where every changed layer now lands and returns the damaged region
    /// (clipped to the target), clearing the tree's change flags.
    package func commit(_ root: CALayer) -> DamageRegion {
        // The region's storage is kept from frame to frame (the caller lets go of the returned
        // region before the next commit), so a steady frame allocates nothing for it.
        var damage = DamageRegion()
        swap(&damage, &frameDamage)
        damage.replace(with: pending)
        if !backdrops.isEmpty {
            for rect in pending.rects { damageSources.append(DamageSource(rect: rect, layer: nil)) }
        }
        pending.removeAll(keepingCapacity: true)
        _ = visit(root, placement: rootTransform(root), damage: &damage)
        root.commitChanges { _, _ in }
        spreadDamage(overCrossedEdgesOf: root, &damage)
        spreadDamage(overBackdropsOf: root, &damage)
        damage.clip(to: pixelBounds)
        frameDamage = damage
        return damage
    }

    /// Step 2: repaints `damage` from the recorded state of `root`.
    package func composite(_ root: CALayer, damage: DamageRegion) {
        statistics.frames += 1
        lastDamage.replace(with: damage)
        // The target's base space is y-up pixels; the compositor works in y-down pixels.
        let toBase = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: pixelBounds.height)
        for rect in damage.rects {
            target.saveGState()
            target.setCTM(toBase)
            target.clip(to: rect)
            // An opaque root that covers the rectangle paints every pixel of it: clearing
            // first would be a second pass over the same pixels.
            if !rootCovers(rect, root) { target.clear(rect) }
            var painter = LayerPainter(context: target, toBase: toBase, cull: rect, snapsToPixels: true)
            painter.usesBackdropCaches = true
            if root.renderRecord.subtreeExtent.intersects(rect) {
                painter.paint(root, transform: rootTransform(root), alpha: 1)
            }
            target.restoreGState()
            statistics.paintedLayers += painter.paintedLayers
            statistics.repaintedPixels += rect.width * rect.height
        }
    }

    /// Whether `root` paints every pixel of `rect` opaquely with its background alone.
    private func rootCovers(_ rect: CGRect, _ root: CALayer) -> Bool {
        let values = root.renderingValues
        guard !values.isHidden, values.opacity >= 1, values.mask == nil, values.cornerRadius <= 0 || values.maskedCorners.isEmpty,
            let background = values.backgroundColor, background.alpha >= 1
        else { return false }
        return values.bounds.applying(rootTransform(root)).contains(rect)
    }

    /// The target's pixels as an image (a copy).
    package func makeImage() -> CGImage? { target.makeImage() }

    // MARK: Commit walk

    /// Updates the records of `root` (placed by `placement`) and of its subtree, adding what
    /// changed to `damage`; returns the subtree's extent in target pixels. Parents are entered
    /// before their children and finished after them (a subtree's extent is known only then);
    /// the walk keeps its own stack of entered layers, so a tree of any depth takes no stack
    /// per level.
    private func visit(
        _ root: CALayer, placement: CGAffineTransform, damage: inout DamageRegion
    ) -> CGRect {
        // The stack's storage is kept between commits (a steady frame allocates nothing); it is
        // taken out while in use so that its buffer stays uniquely referenced.
        var open = visitStack
        visitStack = []
        defer {
            open.removeAll(keepingCapacity: true)
            visitStack = open
        }
        statistics.placedLayers += 1
        switch enter(root, placement: placement, isMask: false, covered: false) {
        case .unchanged(let extent): return extent
        case .entered(let level): open.append(level)
        }
        while let last = open.indices.last {
            if let (child, isMask) = open[last].nextChild() {
                let placement = LayerPainter.placement(
                    of: child.renderingValues, parentValues: isMask ? nil : open[last].values,
                    in: open[last].transform, snapping: true)
                statistics.placedLayers += 1
                switch enter(
                    child, placement: placement, isMask: isMask,
                    covered: open[last].covered || open[last].damagesSubtree)
                {
                case .unchanged(let extent): open[last].add(extent, of: child, isMask: isMask)
                case .entered(let level): open.append(level)
                }
                continue
            }
            let done = open.removeLast()
            let extent = finish(done, damage: &damage)
            guard let parent = open.indices.last else { return extent }
            open[parent].add(extent, of: done.layer, isMask: done.isMask)
        }
        return .null
    }

    /// What entering a layer found: nothing to do below it (its recorded extent stands), or
    /// a level to walk.
    private enum Entry {
        case unchanged(CGRect)
        case entered(CommitVisit)
    }

    /// Starts `layer`'s visit: an unchanged layer placed where it was keeps its record;
    /// otherwise its own extent is computed and its sublayers and mask are to be visited.
    /// `covered` says an ancestor damages the whole of its old and new subtree this frame.
    private func enter(
        _ layer: CALayer, placement transform: CGAffineTransform, isMask: Bool, covered: Bool
    ) -> Entry {
        let identity = ObjectIdentifier(self)
        var record = layer.renderRecord
        let known = record.owner == identity
        let changes = known ? layer.pendingChanges : .all
        let redrawn = layer.redrawnRect
        // A parent that moved or resized need not have moved its sublayers: a layer whose own
        // placement came out the same keeps its record, and so does its subtree (a height-only
        // change of a container walks its sublayers, not its whole tree). The placement is
        // compared even when the parent stayed: a layer moved into another superlayer has no
        // change of its own, yet lands elsewhere, and its recorded extent is where it was.
        if known && changes.isEmpty && redrawn.isNull && !layer.descendantsNeedCommit
            && transform == record.targetTransform
        {
            return .unchanged(record.subtreeExtent)
        }
        let moved = !known || changes.contains(.geometry) || transform != record.targetTransform
        if record.raster != nil && (!changes.subtracting(.geometry).isEmpty || !redrawn.isNull || layer.descendantsNeedCommit) {
            // Something in the rasterized subtree changed: the bitmap is made again when painted.
            record.raster = nil
            layer.renderRecord.raster = nil
        }
        let values = layer.renderingValues
        if !record.reportedPerspective && (LayerGeometry.hasPerspective(values.transform) || LayerGeometry.hasPerspective(values.sublayerTransform)) {
            layer.renderRecord.reportedPerspective = true
            QuartzCoreLog.warning(
                "\(layer.debugName) has a transform with perspective (m14, m24 or m34 not 0); it is drawn without "
                    + "perspective, as the projection of its affine part")
        }
        statistics.committedLayers += 1
        if let backdrop = layer as? BackdropLayer { register(backdrop) }
        let visible = !values.isHidden && values.opacity > 0 && LayerGeometry.isPaintable(transform)
        var own = CGRect.null
        if visible {
            own = LayerGeometry.finiteExtent(LayerGeometry.paintedBox(of: values).applying(transform))
            let shadow = LayerGeometry.finiteExtent(LayerGeometry.shadowBox(of: layer, values: values).applying(transform))
            if !shadow.isNull { own = own.union(shadow) }
        }
        // A layer that kept its place on the target, its sublayer list, mask and a plain
        // sublayer transform, and has nothing changed below it, leaves its sublayers and mask
        // where they were: their placements depend only on its target transform and their own
        // values, all unchanged. Their recorded extents stand and are not visited (a container
        // that only grew taller does not place its hundred rows again to find none moved).
        let keepsSublayers = known && !layer.descendantsNeedCommit && !changes.contains(.tree)
            && transform == record.targetTransform && record.placesSublayersPlainly
            && CATransform3DIsIdentity(values.sublayerTransform)
        return .entered(
            CommitVisit(
                layer: layer, isMask: isMask, transform: transform, record: record, known: known, changes: changes,
                redrawn: redrawn, moved: moved, values: values, visible: visible, own: own, covered: covered,
                keepsSublayers: keepsSublayers))
    }

    /// Whether the layer's shadow is cast by what it and its sublayers paint (no shadow path).
    private func castsShadow(_ values: CALayer) -> Bool {
        values.shadowPath == nil && values.shadowOpacity > 0 && (values.shadowColor?.alpha ?? 0) > 0
    }

    /// Whether the blurred shadow recorded for `level`'s layer still has its shape after a
    /// move or a geometry change: a new look, sublayer list or scale, or (for a shadow cast
    /// by what the layer paints) new contents or a change below, remake it; a move alone, the
    /// bounds and sublayer transform kept, does not (``ShadowRaster/fits(_:pixelScale:)``
    /// checks those when the shadow is painted).
    private func keepsShadow(_ level: CommitVisit, _ record: LayerRenderRecord) -> Bool {
        guard record.shadow != nil else { return true }
        let changes = level.changes
        if !changes.subtracting([.geometry, .contents]).isEmpty { return false }
        if level.transform.a != record.targetTransform.a || level.transform.d != record.targetTransform.d { return false }
        if level.values.shadowPath == nil
            && (changes.contains(.contents) || !level.redrawn.isNull || level.layer.descendantsNeedCommit)
        {
            return false
        }
        return true
    }

    /// Ends `level`'s visit once its sublayers and mask are done: clips the subtree's extent,
    /// adds the damage and stores the layer's new record; returns the subtree's extent.
    private func finish(_ level: CommitVisit, damage: inout DamageRegion) -> CGRect {
        let values = level.values
        let transform = level.transform
        let changes = level.changes
        var record = level.record
        var subtree = level.subtree
        let replicator = level.visible ? values as? CAReplicatorLayer : nil
        if let replicator { subtree = Self.replicatedExtent(subtree, of: replicator, transform: transform) }
        if level.visible && values.masksToBounds {
            let clip = LayerGeometry.finiteExtent(values.bounds.applying(transform))
            var clipped = subtree.intersection(clip)
            let shadow = LayerGeometry.finiteExtent(LayerGeometry.shadowBox(of: level.layer, values: values).applying(transform))
            if !shadow.isNull { clipped = clipped.union(shadow) }
            subtree = clipped
        }
        // Inside an ancestor that damages its whole old and new subtree, this layer's old and
        // new pixels are already damaged: only its record is updated (a resized container
        // whose thousand sublayers moved adds two rectangles, not two thousand).
        let damages = !level.covered
        if replicator != nil && damages {
            // Something in the replicator changed (or it would not have been entered): its
            // copies are not layers with records of their own, so all of them are repainted.
            if level.known { addDamage(record.subtreeExtent, by: level.layer, to: &damage) }
            addDamage(subtree, by: level.layer, to: &damage)
        }
        if level.moved || !changes.subtracting(.contents).isEmpty {
            if damages {
                if level.known { addDamage(record.subtreeExtent, by: level.layer, to: &damage) }
                addDamage(subtree, by: level.layer, to: &damage)
            }
            if !keepsShadow(level, record) { record.shadow = nil }
        } else if level.visible && castsShadow(values) {
            // Something below changed what casts the shadow (a sublayer moved, hid, redrew):
            // the shadow changes with it, wherever the old and the new one fall.
            if damages {
                if level.known { addDamage(record.subtreeExtent, by: level.layer, to: &damage) }
                addDamage(subtree, by: level.layer, to: &damage)
            }
            record.shadow = nil
        } else if changes.contains(.contents) || !level.redrawn.isNull {
            let area = level.redrawn.isNull ? values.bounds : level.redrawn
            if damages {
                addDamage(LayerGeometry.finiteExtent(area.applying(transform)).intersection(level.own), by: level.layer, to: &damage)
            }
            if level.layer.shadowPath == nil { record.shadow = nil }
        }
        record.owner = ObjectIdentifier(self)
        record.targetTransform = transform
        record.ownExtent = level.own
        record.subtreeExtent = subtree
        record.sublayersExtent = level.sublayersExtent
        record.placesSublayersPlainly = CATransform3DIsIdentity(values.sublayerTransform)
        level.layer.renderRecord = record
        return subtree
    }
}

extension LayerCompositor {
    /// The target-pixel box of a replicator's instances: `extent` (instance 0, the layer and
    /// its sublayers) moved by each instance's transform, joined.
    static func replicatedExtent(_ extent: CGRect, of replicator: CAReplicatorLayer, transform: CGAffineTransform) -> CGRect {
        guard !extent.isNull, replicator.instanceCount > 1 else { return extent }
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard determinant != 0, determinant.isFinite else { return extent }
        let inverse = transform.inverted()
        var total = extent
        let count = Swift.min(replicator.instanceCount, LayerPainter.maximumReplicatorInstances)
        for index in 1..<count {
            let moved = inverse.concatenating(replicator.transformOfInstance(index)).concatenating(transform)
            total = total.union(LayerGeometry.finiteExtent(extent.applying(moved)))
        }
        return total
    }
}

/// One layer the compositor's commit walk has entered: what it found on entering, the
/// extent of the subtree so far, and the sublayers (then the mask) still to visit.
private struct CommitVisit {
    let layer: CALayer
    /// Whether the layer is its parent's mask (whose extent is not part of the parent's).
    let isMask: Bool
    let transform: CGAffineTransform
    let record: LayerRenderRecord
    let known: Bool
    let changes: LayerChanges
    let redrawn: CGRect
    let moved: Bool
    let values: CALayer
    let visible: Bool
    let own: CGRect
    /// Whether an ancestor damages the whole of its old and new subtree this frame.
    let covered: Bool
    /// Whether this layer damages the whole of its old and new subtree (it was committed
    /// before and moved, or changed more than its contents), covering every layer below it.
    var damagesSubtree: Bool { known && (moved || !changes.subtracting(.contents).isEmpty) }
    /// The layer's own extent joined with the extents of the visible sublayers visited.
    private(set) var subtree: CGRect
    /// The extents of the sublayers shown joined (whether or not this layer is visible).
    private(set) var sublayersExtent: CGRect
    private let sublayers: [CALayer]
    private var next = 0
    private var maskVisited = false

    init(
        layer: CALayer, isMask: Bool, transform: CGAffineTransform, record: LayerRenderRecord, known: Bool,
        changes: LayerChanges, redrawn: CGRect, moved: Bool, values: CALayer, visible: Bool, own: CGRect,
        covered: Bool, keepsSublayers: Bool
    ) {
        self.layer = layer
        self.isMask = isMask
        self.transform = transform
        self.record = record
        self.known = known
        self.changes = changes
        self.redrawn = redrawn
        self.moved = moved
        self.values = values
        self.visible = visible
        self.own = own
        self.covered = covered
        if keepsSublayers {
            // The sublayers and mask keep their records: their joined extent is the one recorded.
            sublayersExtent = record.sublayersExtent
            subtree = visible ? own.union(record.sublayersExtent) : own
            sublayers = []
            maskVisited = true
        } else {
            sublayersExtent = .null
            subtree = own
            sublayers = layer.sublayerStorage
        }
    }

    /// The next sublayer in array order, then the mask; whether it is the mask.
    mutating func nextChild() -> (CALayer, Bool)? {
        if next < sublayers.count {
            next += 1
            return (sublayers[next - 1], false)
        }
        guard !maskVisited else { return nil }
        maskVisited = true
        guard let mask = layer.mask else { return nil }
        return (mask, true)
    }

    /// Joins a visited sublayer's extent to the subtree's when both are visible.
    mutating func add(_ extent: CGRect, of child: CALayer, isMask: Bool) {
        guard !isMask, !child.renderingValues.isHidden else { return }
        sublayersExtent = sublayersExtent.union(extent)
        if visible { subtree = subtree.union(extent) }
    }
}
