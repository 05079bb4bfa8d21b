import Foundation

/// Drives a transition's animator by a percentage: the animator's animations are added paused
/// (the container layer's speed is 0) and ``update(_:)`` moves their time; ``finish()`` lets
/// them run on from there, ``cancel()`` winds them back on the clock to the start and then
/// lets the animator complete with the context saying it was cancelled.
/// - Note: See https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition
// UIKit divergence: the animator's own `interruptibleAnimator(using:)` is never asked for; the
// animations are scrubbed through the container's layer timing (what UIKit does for animators
// without one). After a cancel the views hold the animations' end values, as in UIKit, until
// the animator resets them in its completion.
@MainActor @preconcurrency
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// How far the transition has come, 0 to 1.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the rest of the transition plays after ``finish()`` or ``cancel()`` (1: at the
    /// animator's pace).
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest of the transition (stored; the animator's own curves play on).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts driven by ``update(_:)`` (true) or running by itself.
    open var wantsInteractiveStart = true
    /// The timing of the rest of the transition (stored).
    open var timingCurve: (any UITimingCurveProvider)?

    private var context: (any UIViewControllerContextTransitioning)?
    private var base: CFTimeInterval = 0
    private var length: TimeInterval = 0
    private var rewind: CADisplayLink?

    public init() {}

    /// The animator's duration for the transition under way (0 before it starts).
    open var duration: CGFloat { CGFloat(length) }

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let driven = transitionContext as? TransitionContext, let animator = driven.animator else {
            Fatal.stop("UIPercentDrivenInteractiveTransition drives only the contexts UIKit makes for a transition")
        }
        context = transitionContext
        let layer = transitionContext.containerView.layer
        base = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = base
        length = animator.transitionDuration(using: transitionContext)
        animator.animateTransition(using: transitionContext)
        update(percentComplete)
    }

    /// Moves the paused animations to `percentComplete` of the transition.
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete))
        guard let context else { return }
        context.containerView.layer.timeOffset = base + length * Double(self.percentComplete)
        context.updateInteractiveTransition(self.percentComplete)
    }

    /// Holds the transition where it is (it stays paused until an update, finish or cancel).
    open func pause() {
        context?.pauseInteractiveTransition()
    }

    /// Lets the animations run on from where they are, at ``completionSpeed``.
    open func finish() {
        guard let context else { return }
        context.finishInteractiveTransition()
        resume(context.containerView.layer, speed: max(0.01, completionSpeed))
        self.context = nil
    }

    /// Winds the animations back to the start on the clock, then ends them; the animator's
    /// completion sees `transitionWasCancelled`.
    open func cancel() {
        guard let context else { return }
        context.cancelInteractiveTransition()
        let layer = context.containerView.layer
        var last = CACurrentMediaTime()
        let link = CADisplayLink { [weak self] link in
            guard let self else {
                link.invalidate()
                return
            }
            let now = CACurrentMediaTime()
            let step = (now - last) * Double(max(0.01, self.completionSpeed))
            last = now
            let offset = max(self.base, layer.timeOffset - step)
            layer.timeOffset = offset
            self.percentComplete = self.length > 0 ? CGFloat((offset - self.base) / self.length) : 0
            if offset <= self.base {
                link.invalidate()
                self.rewind = nil
                // Past their end at once: the animations stop and their completions run.
                layer.speed = 1
                layer.timeOffset = 0
                layer.beginTime = 0
                layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - self.base - self.length
            }
        }
        rewind = link
        link.add(to: UIApplication.shared.runLoop)
        self.context = nil
    }

    private func resume(_ layer: CALayer, speed: CGFloat) {
        let paused = layer.timeOffset
        layer.speed = Float(speed)
        layer.timeOffset = 0
        layer.beginTime = 0
        let now = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.beginTime = now - paused / Double(speed)
    }
}
