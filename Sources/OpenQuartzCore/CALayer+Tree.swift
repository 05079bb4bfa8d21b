import Foundation
import OpenCoreGraphics

extension CALayer {
    func replaceAllSublayers(with incoming: [CALayer]) {
        var seen = Set<ObjectIdentifier>()
        for layer in incoming {
            Fatal.check(
                seen.insert(ObjectIdentifier(layer)).inserted,
                "CALayer sublayers can't hold \(layer.debugName) twice")
            requireCanAdopt(layer)
        }
        for old in sublayerSlots where old !== CALayer.removedSlot { old.superlayer = nil }
        sublayerSlots = []
        sublayerHoles = 0
        for layer in incoming {
            layer.removeFromSuperlayer()
            layer.superlayer = self
        }
        sublayerSlots = incoming
        renumberSlots(from: 0)
        sublayersDidChange(added: incoming)
    }

    func insertSublayerNow(_ layer: CALayer, at idx: Int) {
        requireCanAdopt(layer)
        layer.removeFromSuperlayer()
        if idx >= sublayerSlots.count - sublayerHoles {
            // Appending leaves the holes where they are.
            adopt(layer, at: sublayerSlots.count)
        } else {
            // An index counts sublayers, so the holes are closed first.
            compactSublayerSlots()
            adopt(layer, at: Swift.max(idx, 0))
        }
    }

    func insertSublayerNow(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling else { return insertSublayer(layer, at: 0) }
        requireSublayer(sibling, "insertSublayer(_:below:)")
        guard sibling !== layer else { return }
        requireCanAdopt(layer)
        layer.removeFromSuperlayer()
        adopt(layer, at: indexOfSublayer(sibling))
    }

    func insertSublayerNow(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling else { return addSublayer(layer) }
        requireSublayer(sibling, "insertSublayer(_:above:)")
        guard sibling !== layer else { return }
        requireCanAdopt(layer)
        layer.removeFromSuperlayer()
        adopt(layer, at: indexOfSublayer(sibling) + 1)
    }

    func replaceSublayerNow(_ oldLayer: CALayer, with newLayer: CALayer) {
        requireSublayer(oldLayer, "replaceSublayer(_:with:)")
        guard oldLayer !== newLayer else { return }
        requireCanAdopt(newLayer)
        newLayer.removeFromSuperlayer()
        let index = indexOfSublayer(oldLayer)
        oldLayer.superlayer = nil
        sublayerSlots[index] = newLayer
        newLayer.slotIndex = index
        newLayer.superlayer = self
        sublayersDidChange(added: [newLayer])
    }

    func detachFromSuperlayer() {
        if let owner = maskOwner {
            owner.mask = nil
            return
        }
        guard let parent = superlayer else { return }
        parent.removeSlot(at: parent.indexOfSublayer(self))
        superlayer = nil
        parent.sublayersDidChange(added: [])
    }

    func setMaskLayer(_ newValue: CALayer?) {
        guard newValue !== maskStorage else { return }
        if let layer = newValue {
            Fatal.check(layer !== self, "CALayer \(debugName) can't be its own mask")
            Fatal.check(
                layer.superlayer == nil,
                "CALayer mask \(layer.debugName) has a superlayer (\(layer.superlayer?.debugName ?? "")); remove it first")
            requireNotAncestor(layer)
            if let previousOwner = layer.maskOwner {
                previousOwner.maskStorage = nil
                previousOwner.markChanged(.tree)
            }
        }
        maskStorage?.maskOwner = nil
        maskStorage = newValue
        newValue?.maskOwner = self
        markChanged(.tree)
        if let layer = newValue, layer.isOnFlaggedPath { layer.propagateCommitWork() }
    }

    // MARK: Helpers

    /// Steps taken walking up from a layer by the tree's loop checks; tests read it to check
    /// that building a tree stays linear.
    /// Counted per thread.
    package static var ancestorWalkSteps: Int {
        get { QuartzCoreThreadState.current.ancestorWalkSteps }
        set { QuartzCoreThreadState.current.ancestorWalkSteps = newValue }
    }

    /// Sublayer slots scanned or moved by changes to sublayer lists (compaction, shifts on
    /// insertion, removals); tests read it to check that removing many sublayers stays linear.
    /// Counted per thread.
    package static var sublayerStorageSteps: Int {
        get { QuartzCoreThreadState.current.sublayerStorageSteps }
        set { QuartzCoreThreadState.current.sublayerStorageSteps = newValue }
    }

    /// The placeholder left in ``sublayerSlots`` where a sublayer was removed; it is never in
    /// a tree and never seen outside this file.
    /// Only its identity is used (nothing reads or changes its properties), so sharing it
    /// between threads is safe.
    nonisolated(unsafe) static let removedSlot = CALayer()

    /// Closes the holes of ``sublayerSlots``, keeping the order of the sublayers.
    func compactSublayerSlots() {
        guard sublayerHoles > 0 else { return }
        var kept = 0
        for index in sublayerSlots.indices where sublayerSlots[index] !== CALayer.removedSlot {
            sublayerSlots.swapAt(kept, index)
            sublayerSlots[kept].slotIndex = kept
            kept += 1
        }
        CALayer.sublayerStorageSteps &+= sublayerSlots.count
        sublayerSlots.removeLast(sublayerSlots.count - kept)
        sublayerHoles = 0
    }

    /// Takes the sublayer at `index` out of ``sublayerSlots``: the last one is dropped with
    /// the holes before it, any other leaves a hole, and the holes are closed once they are
    /// more than half the list (so each slot is moved a bounded number of times).
    private func removeSlot(at index: Int) {
        CALayer.sublayerStorageSteps &+= 1
        if index == sublayerSlots.count - 1 {
            sublayerSlots.removeLast()
            while sublayerHoles > 0, sublayerSlots.last === CALayer.removedSlot {
                sublayerSlots.removeLast()
                sublayerHoles -= 1
                CALayer.sublayerStorageSteps &+= 1
            }
            return
        }
        sublayerSlots[index] = CALayer.removedSlot
        sublayerHoles += 1
        if 2 * sublayerHoles > sublayerSlots.count { compactSublayerSlots() }
    }

    /// Sets the kept index of the sublayers from `start` on.
    private func renumberSlots(from start: Int) {
        for index in start..<sublayerSlots.count { sublayerSlots[index].slotIndex = index }
        CALayer.sublayerStorageSteps &+= sublayerSlots.count - start
    }

    /// A short name for messages: the class and, if set, the layer's name.
    package var debugName: String {
        "\(type(of: self))" + (name.map { " '\($0)'" } ?? "")
    }

    private func adopt(_ layer: CALayer, at index: Int) {
        sublayerSlots.insert(layer, at: index)
        renumberSlots(from: index)
        layer.superlayer = self
        if let registry = layer.ownedAnimationRegistry {
            // The layer is no longer a root: its tree's animations join this tree's.
            layer.ownedAnimationRegistry = nil
            registry.handOver(to: animationRegistry)
        }
        sublayersDidChange(added: [layer])
    }

    private func sublayersDidChange(added: [CALayer]) {
        markChanged(.tree)
        setNeedsLayout()
        for layer in added where layer.isOnFlaggedPath { layer.propagateCommitWork() }
    }

    private func indexOfSublayer(_ layer: CALayer) -> Int {
        let index = layer.slotIndex
        Fatal.check(
            layer.superlayer === self && sublayerSlots.indices.contains(index) && sublayerSlots[index] === layer,
            "CALayer \(layer.debugName) is not a sublayer of \(debugName)")
        return index
    }

    private func requireSublayer(_ layer: CALayer, _ method: String) {
        Fatal.check(
            layer.superlayer === self,
            "CALayer \(method): \(layer.debugName) is not a sublayer of \(debugName)")
    }

    /// Stops on adding a layer to itself, to one of its descendants, or a mask as a sublayer.
    private func requireCanAdopt(_ layer: CALayer) {
        Fatal.check(layer !== self, "Can't add a layer as a sublayer of itself: \(debugName)")
        requireNotAncestor(layer)
        Fatal.check(
            layer.maskOwner == nil,
            "Can't add \(layer.debugName) as a sublayer: it is the mask of \(layer.maskOwner?.debugName ?? "")")
    }

    /// Stops if `layer` is an ancestor of the receiver. A layer with neither sublayers nor a
    /// mask is nobody's ancestor, which keeps adding a new layer at the bottom of a deep tree
    /// from walking to the root.
    private func requireNotAncestor(_ layer: CALayer) {
        guard layer.hasSublayers || layer.maskStorage != nil else { return }
        var ancestor = geometryParent
        while let current = ancestor {
            Fatal.check(
                current !== layer,
                "Can't add \(layer.debugName) under its own descendant \(debugName), which would make a loop")
            CALayer.ancestorWalkSteps &+= 1
            ancestor = current.geometryParent
        }
    }
}
