/// Told when an animation attached to a layer starts and stops.
/// - Note: See https://developer.apple.com/documentation/quartzcore/caanimationdelegate
///
/// The protocol carries no actor, as in Core Animation; the calls come from the frame that
/// starts or stops the animation, on the main thread.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's begin time arrived (after any delay); called at the first frame at or
    /// after it.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it ran to its end, false when it was removed
    /// (or replaced) first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
