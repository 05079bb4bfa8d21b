import Foundation

// Animations never change the model. A layer with animations is in the AnimationRegistry;
// each frame, `advanceAnimations(in:to:)` visits only those layers: it gives animations added
// with beginTime 0 the frame's time, queues animationDidStart/animationDidStop, drops the
// finished ones that are removed on completion, and marks each animated layer changed (the
// kinds its animations touch) so the renderer re-damages it. `renderingValues` then hands the
// renderer either the layer itself (no animations: no copy, no allocation) or a presentation
// copy evaluated at the frame's time. The copy is kept: when only time moved, the animated
// properties are reset from the model and evaluated again in place, so a steady animation frame
// allocates no layer; a model change or an added or removed animation makes a new copy.
extension CALayer {
    /// Moves every animation on the layers of the tree under `root` to `time` (the
    /// application clock's time, passed by the frame pipeline's commit phase before
    /// compositing), marks the animated layers changed and delivers the delegate calls and
    /// transaction completions that are due — including the unfinished stops of animations
    /// removed since the last frame. Only layers with animations are visited.
    ///
    /// Layer timing (``beginTime``, ``speed``, ``timeOffset`` of the layers on the way from
    /// the root) turns `time` into each layer's own time.
    package static func advanceAnimations(in root: CALayer, to time: CFTimeInterval) {
        advanceAnimationsWithoutDelivering(in: root, to: time)
        deliverAnimationEvents(in: root)
    }

    /// Like ``advanceAnimations(in:to:)`` but keeps the delegate calls and completions for
    /// ``deliverAnimationEvents(in:)``: a frame pipeline advances in its commit phase and delivers
    /// once the frame is over, so delegate code never runs inside a frame phase.
    package static func advanceAnimationsWithoutDelivering(in root: CALayer, to time: CFTimeInterval) {
        guard let registry = root.ownedAnimationRegistry else { return }
        registry.advance(root: root, to: time)
    }

    /// Delivers the delegate calls and transaction completions queued by frames and removals
    /// in the tree under `root`.
    package static func deliverAnimationEvents(in root: CALayer) {
        root.ownedAnimationRegistry?.deliverPending()
    }

    /// The animatable property being changed and its model value before the change, while
    /// the change looks up its action (so a delegate building its own action can read it).
    package var propertyBeingChanged: (keyPath: String, oldValue: Any)? {
        actionOldModelValue.map { ($0.keyPath, $0.value.anyValue) }
    }

    /// What the renderer should draw for this layer now: the layer itself when no animation
    /// is attached (no copy is made), otherwise its presentation copy at the time of the last
    /// frame. The copy is the same object from frame to frame while the model does not change;
    /// read it during the frame, do not keep it.
    package var renderingValues: CALayer {
        attachedAnimations.isEmpty ? self : presentationLayer()
    }

    /// Whether any animation is attached.
    package var hasAnimations: Bool { !attachedAnimations.isEmpty }

    /// The presentation copy at the current animation time: made afresh after a model
    /// change, otherwise re-evaluated in place when time moved.
    func presentationLayer() -> CALayer {
        if let copy = cachedPresentation, !presentationCopyIsStale {
            guard presentationTimeIsStale else { return copy }
            for record in attachedAnimations { record.animation.resetAnimatedProperties(of: copy, from: self) }
            evaluateAnimations(into: copy)
            return copy
        }
        let copy = type(of: self).init(layer: self)
        copy.isPresentationCopy = true
        copy.presentedModel = self
        evaluateAnimations(into: copy)
        cachedPresentation = copy
        presentationCopyIsStale = false
        return copy
    }

    private func evaluateAnimations(into copy: CALayer) {
        let time = localTime(fromGlobal: animationClockTime)
        for record in attachedAnimations {
            record.animation.apply(to: copy, model: self, parentTime: time, inGroup: false)
        }
        presentationTimeIsStale = false
    }

    /// Whether the cached presentation copy shows the current model at the current time.
    private var presentationIsCurrent: Bool {
        cachedPresentation != nil && !presentationCopyIsStale && !presentationTimeIsStale
    }

    /// The value `keyPath` showed before the model changed from `old` to its current value,
    /// when an animation acts on it (nil otherwise: the old model value was what showed).
    func presentationValue(forKeyPath keyPath: String, before old: AnimationValue) -> AnimationValue? {
        guard !attachedAnimations.isEmpty, let property = AnimatableProperty.named(keyPath),
            attachedAnimations.contains(where: { $0.animation.animates(keyPath: keyPath) })
        else { return nil }
        // A copy made before this change is still valid; otherwise evaluate against the old
        // model value, as animations that end at the model would otherwise jump to the new one.
        if presentationIsCurrent, let cachedPresentation { return property.read(cachedPresentation) }
        let oldModel = type(of: self).init(layer: self)
        oldModel.isPresentationCopy = true
        property.write(oldModel, old)
        let copy = type(of: self).init(layer: oldModel)
        copy.isPresentationCopy = true
        let time = localTime(fromGlobal: animationClockTime)
        for record in attachedAnimations {
            record.animation.apply(to: copy, model: oldModel, parentTime: time, inGroup: false)
        }
        return property.read(copy)
    }

    func attach(_ anim: CAAnimation, forKey requestedKey: String?) {
        guard !isPresentationCopy else { return }
        requireMainThreadIfHosted("given an animation")
        // Transitions always go under one key, so a new one replaces the running one.
        let key = anim is CATransition ? kCATransition : requestedKey
        let animation = anim.copy() as! CAAnimation
        if animation.beginTime == 0 && !animation.hasExplicitBeginTime {
            if let now = rootLayer.host?.currentMediaTime {
                animationClockTime = now
                animation.beginTime = localTime(fromGlobal: now)
            } else {
                animation.awaitsBeginTime = true
            }
        }
        animation.prepare(for: self, previous: actionPreviousValue)
        if let key, let index = attachedAnimations.firstIndex(where: { $0.key == key }) {
            animationRegistry.queueStop(attachedAnimations.remove(at: index), on: self)
        }
        let record = AttachedAnimation(key: key, animation: animation, completions: CATransaction.trackAnimation())
        attachedAnimations.append(record)
        rootLayer.host?.animationEvent(LayerAnimationEvent(kind: .added, layer: self, key: key, animation: animation))
        animationRegistry.register(self)
        markChanged(animation.animatedChanges)
    }

    /// Changes the timing of the animation attached under `key` in place (what an
    /// interactive animator does to pause, scrub, reverse or resume): `update` edits the
    /// attached animation, after which it may start and stop again.
    package func updateAttachedAnimation(forKey key: String, _ update: (CAAnimation) -> Void) {
        guard let record = attachedAnimations.first(where: { $0.key == key }) else { return }
        update(record.animation)
        record.animation.awaitsBeginTime = false
        record.stopped = false
        presentationTimeIsStale = true
        flagChanges(record.animation.animatedChanges)
    }

    func detachAnimations(where shouldDetach: (AttachedAnimation) -> Bool) {
        requireMainThreadIfHosted("had animations removed")
        var changes: LayerChanges = []
        attachedAnimations.removeAll { record in
            guard shouldDetach(record) else { return false }
            changes.formUnion(record.animation.animatedChanges)
            animationRegistry.queueStop(record, on: self)
            return true
        }
        markChanged(changes)
    }

    /// One frame for this layer's animations (see ``advanceAnimations(in:to:)``).
    func advanceOwnAnimations(to globalTime: CFTimeInterval, events: inout [AnimationRegistry.AnimationEvent]) {
        animationClockTime = globalTime
        let time = localTime(fromGlobal: globalTime)
        var changes: LayerChanges = []
        var finishedAny = false
        for record in attachedAnimations {
            let animation = record.animation
            if animation.awaitsBeginTime {
                animation.beginTime = time
                animation.awaitsBeginTime = false
            }
            changes.formUnion(animation.animatedChanges)
            if !record.started && !record.stopped && time >= animation.beginTime {
                record.started = true
                events.append(.started(animation))
                report(.started, record)
            }
            if !record.stopped && animation.hasEnded(atParentTime: time) {
                record.stopped = true
                events.append(.stopped(record, finished: true))
                report(.stopped(finished: true), record)
                if animation.isRemovedOnCompletion { finishedAny = true }
            }
        }
        if finishedAny {
            attachedAnimations.removeAll { $0.stopped && $0.animation.isRemovedOnCompletion }
            presentationCopyIsStale = true
        }
        presentationTimeIsStale = true
        if !changes.isEmpty { flagChanges(changes) }
    }

    /// Tells the tree's host about `record` (for traces).
    func report(_ kind: LayerAnimationEvent.Kind, _ record: AttachedAnimation) {
        guard let host = rootLayer.host else { return }
        host.animationEvent(LayerAnimationEvent(kind: kind, layer: self, key: record.key, animation: record.animation))
    }

    // MARK: Layer time

    /// This layer's local time for a time of the root's parent space (the frame's time).
    func localTime(fromGlobal time: CFTimeInterval) -> CFTimeInterval {
        let parentTime = geometryParent.map { $0.localTime(fromGlobal: time) } ?? time
        if beginTime == 0 && speed == 1 && timeOffset == 0 { return parentTime }
        return (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// The time of the root's parent space for this layer's local `time`.
    func globalTime(fromLocal time: CFTimeInterval) -> CFTimeInterval {
        let parentTime = speed == 0 ? beginTime : (time - timeOffset) / Double(speed) + beginTime
        return geometryParent.map { $0.globalTime(fromLocal: parentTime) } ?? parentTime
    }

    /// Converts `t` from `l`'s local time (the frame clock's time when nil) to this layer's.
    /// - Note: See https://developer.apple.com/documentation/quartzcore/calayer/converttime(_:from:)
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromGlobal: l?.globalTime(fromLocal: t) ?? t)
    }

    /// Converts `t` from this layer's local time to `l`'s (the frame clock's time when nil).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let global = globalTime(fromLocal: t)
        return l?.localTime(fromGlobal: global) ?? global
    }
}

extension CALayer: CAMediaTiming {}
