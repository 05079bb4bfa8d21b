/// The layers that have animations attached, so a frame visits only them (never the whole
/// tree), the animation time of the last frame, and the delegate calls waiting for the next
/// frame.
///
/// Layers are held weakly: a layer that goes away with animations simply drops out.
@MainActor
package enum AnimationRegistry {
    private struct Entry {
        weak var layer: CALayer?
    }

    private static var entries: [Entry] = []

    /// The time of the most recent frame of any tree (``CALayer/advanceAnimations(in:to:)``),
    /// for diagnostics; each layer keeps its own tree's time (`animationClockTime`).
    package private(set) static var time: CFTimeInterval = 0

    /// Delegate calls and completions to deliver at the next frame.
    private static var pending: [AnimationEvent] = []

    enum AnimationEvent {
        case started(CAAnimation)
        case stopped(AttachedAnimation, finished: Bool)
    }

    /// How many layers are registered (for tests and diagnostics).
    package static var count: Int { entries.count }

    static func register(_ layer: CALayer) {
        guard layer.animationRegistrySlot == nil else { return }
        layer.animationRegistrySlot = entries.count
        entries.append(Entry(layer: layer))
    }

    private static func removeEntry(at index: Int) {
        entries[index].layer?.animationRegistrySlot = nil
        let last = entries.count - 1
        if index != last {
            entries[index] = entries[last]
            entries[index].layer?.animationRegistrySlot = index
        }
        entries.removeLast()
    }

    /// Queues the stop of a detached animation for the next frame.
    static func queueStop(_ record: AttachedAnimation, on layer: CALayer) {
        guard !record.stopped else { return }
        record.stopped = true
        pending.append(.stopped(record, finished: false))
        layer.report(.stopped(finished: false), record)
    }

    /// Moves the animations of the layers under `root` to `time`: see
    /// ``CALayer/advanceAnimations(in:to:)``.
    static func advance(root: CALayer, to time: CFTimeInterval) {
        precondition(time.isFinite, "CALayer.advanceAnimations needs a finite time, got \(time)")
        self.time = time
        var events: [AnimationEvent] = []
        var index = 0
        while index < entries.count {
            guard let layer = entries[index].layer else {
                removeEntry(at: index)
                continue
            }
            if layer.rootLayer === root { layer.advanceOwnAnimations(to: time, events: &events) }
            if layer.attachedAnimations.isEmpty {
                removeEntry(at: index)
                continue
            }
            index += 1
        }
        pending += events
    }

    /// Delivers the queued delegate calls and completions, in the order they happened.
    static func deliverPending() {
        while !pending.isEmpty {
            let events = pending
            pending = []
            deliver(events)
        }
    }

    private static func deliver(_ events: [AnimationEvent]) {
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
