/// Something that happened to an animation on a layer, reported to the tree's host
/// (``LayerTreeHost/animationEvent(_:)``) so it can be traced.
package struct LayerAnimationEvent {
    package enum Kind: Equatable, Sendable {
        /// Attached with `add(_:forKey:)` (or as an action).
        case added
        /// Its `animationDidStart` was queued: the first frame at or after its begin time.
        case started
        /// Its `animationDidStop` was queued: finished at its end, or unfinished when removed
        /// or replaced.
        case stopped(finished: Bool)
    }

    package let kind: Kind
    package let layer: CALayer
    package let key: String?
    package let animation: CAAnimation

    /// The animation's class and, for a property animation, its key path.
    package var animationDescription: String {
        let name = String(describing: type(of: animation))
        if let keyPath = (animation as? CAPropertyAnimation)?.keyPath { return "\(name) \"\(keyPath)\"" }
        if let transition = animation as? CATransition { return "\(name) \(transition.type.rawValue)" }
        return name
    }
}
