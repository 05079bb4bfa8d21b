import OpenCoreGraphics

// The renderer copies only what changed. Every change marks the layer with the kind of change
// and sets `descendantsNeedCommit` on each ancestor up to the first one already on a flagged
// path, so the flags always form paths from the root to the changed layers. The first change
// in a clean tree reaches the root, whose host (if any) is told once so it can schedule a
// frame. `commitChanges(_:)` walks only the flagged paths and clears them.
extension CALayer {
    /// Whether this layer itself has pending changes, display or layout.
    package var hasCommitWork: Bool { !pendingChanges.isEmpty || needsDisplayFlag || needsLayoutFlag }

    /// Whether this layer lies on a flagged path: it has work, or something below it does.
    package var isOnFlaggedPath: Bool { hasCommitWork || descendantsNeedCommit }

    /// The root of this layer's tree (following masks to their owners).
    package var rootLayer: CALayer {
        var layer = self
        while let parent = layer.geometryParent { layer = parent }
        return layer
    }

    /// Records that the layer changed in the given ways and flags the path to the root.
    /// Subclasses in other modules (UIView's layer work) call it for their own properties.
    package func markChanged(_ kinds: LayerChanges) {
        presentationCopyIsStale = true
        flagChanges(kinds)
    }

    /// Flags the layer for the renderer without saying its model changed (what an animation
    /// frame does).
    func flagChanges(_ kinds: LayerChanges) {
        requireMainThreadIfHosted("changed")
        let wasFlagged = isOnFlaggedPath
        pendingChanges.formUnion(kinds)
        if !wasFlagged { propagateCommitWork() }
    }

    /// Flags the ancestors up to the first one already flagged; tells the host when the
    /// flags reach a root that was clean.
    func propagateCommitWork() {
        var child = self
        while let parent = child.geometryParent {
            let parentWasFlagged = parent.isOnFlaggedPath
            parent.descendantsNeedCommit = true
            if parentWasFlagged { return }
            child = parent
        }
        child.host?.layerTreeNeedsCommit(child)
    }

    /// Visits, parent before children (the mask, then sublayers in array order), every layer
    /// under and including this one that has pending changes or a redrawn backing store,
    /// and clears those changes, `redrawnRect` and the path flags. The visitor reads the
    /// layer (`redrawnRect` included) before it is cleared.
    ///
    /// Pending display and layout are not cleared: they keep their paths flagged, and a host
    /// should schedule another frame when `isOnFlaggedPath` is still true on the root.
    ///
    /// The walk keeps its own stack of the layers it is below, so a tree of any depth takes
    /// no stack per level.
    package func commitChanges(_ visit: (CALayer, LayerChanges) -> Void) {
        guard let first = beginCommit(visit) else { return }
        var open = [first]
        while let last = open.indices.last {
            if let child = open[last].nextChild() {
                if let level = child.beginCommit(visit) {
                    open.append(level)
                } else {
                    open[last].stillFlagged = open[last].stillFlagged || child.isOnFlaggedPath
                }
                continue
            }
            let done = open.removeLast()
            done.layer.descendantsNeedCommit = done.stillFlagged
            if let parent = open.indices.last {
                open[parent].stillFlagged = open[parent].stillFlagged || done.layer.isOnFlaggedPath
            }
        }
    }

    /// Commits this layer's own changes; returns the level to walk when layers below it are
    /// flagged (its path flag is cleared, to be set again from what stays flagged below).
    private func beginCommit(_ visit: (CALayer, LayerChanges) -> Void) -> CommitLevel? {
        guard isOnFlaggedPath else { return nil }
        hasBeenCommitted = true
        if !pendingChanges.isEmpty || !redrawnRect.isNull { visit(self, pendingChanges) }
        pendingChanges = []
        redrawnRect = .null
        guard descendantsNeedCommit else { return nil }
        descendantsNeedCommit = false
        return CommitLevel(layer: self)
    }
}

/// A layer whose mask and sublayers a commit walk is visiting.
private struct CommitLevel {
    let layer: CALayer
    /// The mask (if any), then the sublayers, as they were when the walk reached the layer.
    private let children: [CALayer]
    private var next = 0
    /// Whether a child visited so far is still on a flagged path.
    var stillFlagged = false

    init(layer: CALayer) {
        self.layer = layer
        if let mask = layer.maskStorage {
            children = [mask] + layer.sublayerStorage
        } else {
            children = layer.sublayerStorage
        }
    }

    mutating func nextChild() -> CALayer? {
        guard next < children.count else { return nil }
        next += 1
        return children[next - 1]
    }
}
