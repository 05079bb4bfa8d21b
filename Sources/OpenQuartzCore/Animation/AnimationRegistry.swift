import OpenCoreGraphics

/// One layer tree's animating layers, so a frame visits only them (never the whole tree),
/// the animation time of the tree's last frame, and the delegate calls waiting for delivery.
///
/// The root layer of a tree owns its registry (made when the first animation is added to a
/// layer of the tree); nothing is shared between trees, so two applications — or two windows
/// — never see each other's animations or events. Layers are held weakly: a layer that goes
/// away with animations simply drops out. A layer that moves to another tree follows: a
/// root with animations that joins a tree hands them over at once, and a frame of the old
/// tree hands over any of its layers found under another root.
package final class AnimationRegistry {
    private struct Entry {
        weak var layer: CALayer?
    }

    private var entries: [Entry] = []

    /// The time of the tree's most recent frame (``CALayer/advanceAnimations(in:to:)``).
    package private(set) var time: CFTimeInterval = 0

    /// Delegate calls and completions to deliver.
    private var pending: [AnimationEvent] = []

    enum AnimationEvent {
        case started(CAAnimation)
        case stopped(AttachedAnimation, finished: Bool)
    }

    init() {}

    /// How many layers are registered (for tests and diagnostics).
    package var count: Int { entries.count }

    func register(_ layer: CALayer) {
        guard layer.animationRegistrySlot == nil else { return }
        layer.animationRegistrySlot = entries.count
        entries.append(Entry(layer: layer))
    }

    private func removeEntry(at index: Int) {
        entries[index].layer?.animationRegistrySlot = nil
        let last = entries.count - 1
        if index != last {
            entries[index] = entries[last]
            entries[index].layer?.animationRegistrySlot = index
        }
        entries.removeLast()
    }

    /// Moves every layer and waiting event to `other` (this registry's root joined its tree).
    func handOver(to other: AnimationRegistry) {
        guard other !== self else { return }
        for entry in entries {
            guard let layer = entry.layer else { continue }
            layer.animationRegistrySlot = nil
            other.register(layer)
        }
        entries.removeAll()
        other.pending += pending
        pending.removeAll()
    }

    /// Queues the stop of a detached animation for the next delivery.
    func queueStop(_ record: AttachedAnimation, on layer: CALayer) {
        guard !record.stopped else { return }
        record.stopped = true
        pending.append(.stopped(record, finished: false))
        layer.report(.stopped(finished: false), record)
    }

    /// Moves the animations of the layers under `root` (this registry's owner) to `time`:
    /// see ``CALayer/advanceAnimations(in:to:)``.
    func advance(root: CALayer, to time: CFTimeInterval) {
        Fatal.check(time.isFinite, "CALayer.advanceAnimations needs a finite time, got \(time)")
        self.time = time
        var events: [AnimationEvent] = []
        var index = 0
        while index < entries.count {
            guard let layer = entries[index].layer else {
                removeEntry(at: index)
                continue
            }
            let layerRoot = layer.rootLayer
            if layerRoot !== root {
                // Moved to another tree: its registry takes the layer over.
                removeEntry(at: index)
                layerRoot.animationRegistry.register(layer)
                continue
            }
            layer.advanceOwnAnimations(to: time, events: &events)
            if layer.attachedAnimations.isEmpty {
                removeEntry(at: index)
                continue
            }
            index += 1
        }
        pending += events
    }

    /// Delivers the queued delegate calls and completions, in the order they happened.
    func deliverPending() {
        while !pending.isEmpty {
            let events = pending
            pending = []
            deliver(events)
        }
    }

    private func deliver(_ events: [AnimationEvent]) {
        for event in events {
            switch event {
            case .started(let animation):
                animation.delegate?.animationDidStart(animation)
            case .stopped(let record, let finished):
                record.animation.delegate?.animationDidStop(record.animation, finished: finished)
                let completions = record.completions
                record.completions = []
                for completion in completions { completion.animationStopped() }
            }
        }
    }
}

extension CALayer {
    /// The registry of this layer's tree, owned by its root (made on first use).
    var animationRegistry: AnimationRegistry {
        let root = rootLayer
        if let registry = root.ownedAnimationRegistry { return registry }
        let registry = AnimationRegistry()
        root.ownedAnimationRegistry = registry
        return registry
    }
}
