import Foundation

/// Drives a transition's animator by a percentage. When the animator hands out an
/// interruptible animator (`interruptibleAnimator(using:)`), that animator is paused after
/// `animateTransition(using:)` and scrubbed through its `fractionComplete`; ``finish()``
/// continues it, ``cancel()`` reverses and continues it, and its completion (which calls
/// `completeTransition(_:)`) ends the transition. Otherwise the animator's animations are
/// added paused (the container layer's speed is 0) and ``update(_:)`` moves their time;
/// ``finish()`` lets them run on from there, ``cancel()`` winds them back on the clock to the
/// start and then lets the animator complete with the context saying it was cancelled.
/// - Note: See https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition
// UIKit divergence: after a cancel without an interruptible animator the views hold the
// animations' end values, as in UIKit, until the animator resets them in its completion. With
// one, `animateTransition(using:)` is still called first (the usual implementation starts the
// same animator, which is then paused at once), so set-up done there is not lost.
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
    /// The animator's interruptible animator, while a transition it runs is under way.
    private var interruptible: (any UIViewImplicitlyAnimating)?

    public init() {}

    /// The animator's duration for the transition under way (0 before it starts).
    open var duration: CGFloat { CGFloat(length) }

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let driven = transitionContext as? TransitionContext, let animator = driven.animator else {
            Fatal.stop("UIPercentDrivenInteractiveTransition drives only the contexts UIKit makes for a transition")
        }
        context = transitionContext
        length = animator.transitionDuration(using: transitionContext)
        if let driven = animator.providedInterruptibleAnimator(using: transitionContext) {
            interruptible = driven
            animator.animateTransition(using: transitionContext)
            driven.pauseAnimation()
            update(percentComplete)
            return
        }
        let layer = transitionContext.containerView.layer
        base = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = base
        animator.animateTransition(using: transitionContext)
        update(percentComplete)
    }

    /// Moves the paused animations to `percentComplete` of the transition.
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete))
        guard let context else { return }
        if let interruptible {
            interruptible.fractionComplete = self.percentComplete
        } else {
            context.containerView.layer.timeOffset = base + length * Double(self.percentComplete)
        }
        context.updateInteractiveTransition(self.percentComplete)
    }

    /// Holds the transition where it is (it stays paused until an update, finish or cancel).
    open func pause() {
        context?.pauseInteractiveTransition()
        if let interruptible, interruptible.isRunning { interruptible.pauseAnimation() }
    }

    /// Lets the animations run on from where they are, at ``completionSpeed``.
    open func finish() {
        guard let context else { return }
        context.finishInteractiveTransition()
        if let driven = interruptible {
            interruptible = nil
            self.context = nil
            driven.isReversed = false
            driven.continueAnimation(withTimingParameters: timingCurve, durationFactor: remainingDurationFactor)
            return
        }
        resume(context.containerView.layer, speed: max(0.01, completionSpeed))
        self.context = nil
    }

    /// Winds the animations back to the start on the clock, then ends them; the animator's
    /// completion sees `transitionWasCancelled`.
    open func cancel() {
        guard let context else { return }
        context.cancelInteractiveTransition()
        if let driven = interruptible {
            interruptible = nil
            self.context = nil
            driven.isReversed = true
            driven.continueAnimation(withTimingParameters: timingCurve, durationFactor: remainingDurationFactor)
            return
        }
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

    /// The factor an interruptible animator's duration is scaled by when it continues: the
    /// completion speed's (0 keeps the animator's own duration).
    private var remainingDurationFactor: CGFloat {
        completionSpeed > 0 && completionSpeed != 1 ? 1 / completionSpeed : 0
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
