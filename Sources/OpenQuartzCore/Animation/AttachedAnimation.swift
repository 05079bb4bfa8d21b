/// One animation attached to a layer: the layer's own copy, the key it is under and what its
/// delegate has been told so far.
package final class AttachedAnimation {
    package let key: String?
    package let animation: CAAnimation
    /// Whether `animationDidStart` has been queued.
    var started = false
    /// Whether `animationDidStop` has been queued.
    var stopped = false
    /// The transactions whose completion blocks wait for this animation.
    var completions: [TransactionCompletion]

    init(key: String?, animation: CAAnimation, completions: [TransactionCompletion]) {
        self.key = key
        self.animation = animation
        self.completions = completions
    }
}
