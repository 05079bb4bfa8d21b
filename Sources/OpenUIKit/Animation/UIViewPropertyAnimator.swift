import Foundation

/// An interactive view animation: start, pause, scrub (`fractionComplete`), reverse, continue
/// with other timing, stop and finish at the end, the start or where it is.
///
/// The changes made by its animation closures animate like a `UIView.animate` block's, but the
/// animations stay attached (filling both ways) and the animator drives their timing directly:
/// paused, an animation's speed is 0 and its time offset is the fraction; running, its begin
/// time is placed so that the current fraction continues; reversed, its speed is −1. When every
/// animation reaches the end (or, reversed, the start), the animator finishes there: the
/// animations are removed, the model is given the values of that position and the completions
/// run with it.
///
/// States: `inactive` → (`startAnimation`, `pauseAnimation`) → `active` →
/// (`stopAnimation(false)`) → `stopped` → (`finishAnimation(at:)`) → `inactive`; an active
/// animator that finishes by itself, or is stopped without finishing, becomes `inactive`.
///
/// The animator runs on the clock and run loop of the application whose window holds the
/// views its closures change, found when it starts. When none of them is in a window, the
/// changes are applied at once (logged to the console) and the animator finishes at the end
/// right away, running its completions before `startAnimation` returns.
// UIKit divergence: UIKit would finish such an animator after the current run-loop turn; with
// no view in a window there is no application, so no turn to wait for.
/// - Note: See https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
@MainActor @preconcurrency
open class UIViewPropertyAnimator: @MainActor CAAnimationDelegate, UIViewImplicitlyAnimating {
    /// The length of the animation.
    open private(set) var duration: TimeInterval
    /// The delay given to `startAnimation(afterDelay:)` (or the running form).
    open private(set) var delay: TimeInterval = 0
    /// The timing the animations use.
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// Where the animator is in its life.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are running (active and not paused).
    open private(set) var isRunning = false
    /// Whether the animations head for the start. Setting it on an active animator turns
    /// them round.
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue, state == .active, isRunning else { return }
            let elapsed = runDuration > 0 ? min(max((now - runStart) / runDuration, 0), 1) : 1
            retime(fromTimeFraction: oldValue ? 1 - elapsed : elapsed)
        }
    }
    /// Whether the animator can be paused, reversed and scrubbed; always true here.
    open var isInterruptible = true
    /// Whether the animated views take touches; true by default.
    open var isUserInteractionEnabled = true
    /// Whether, paused, `fractionComplete` is the progress itself (no timing curve); true by
    /// default.
    open var scrubsLinearly = true
    /// Whether reaching the end pauses the animator instead of finishing it; false by default.
    open var pausesOnCompletion = false

    private var animationBlocks: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The attached animations: layer, key path, value before the change.
    private var animated: [(layer: CALayer, keyPath: String, from: Any)] = []
    /// Paused: the fraction shown.
    private var pausedFraction: Double = 0
    /// Running: when the time fraction was 0 (forwards) or 1 (reversed), and the duration it
    /// runs over.
    private var runStart: TimeInterval = 0
    private var runDuration: TimeInterval = 0
    /// Ends reported by animations in the current run.
    private var endsReported = 0
    private var finishTimer: ScheduledTimer?
    /// The application whose window holds the animated views, found when the animations are
    /// made.
    private weak var application: UIApplication?

    /// An animator with a timing curve provider (required, so `runningPropertyAnimator` can
    /// make the receiving class).
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        Fatal.check(duration.isFinite && duration >= 0, "UIViewPropertyAnimator duration must be finite and not negative, got \(duration)")
        self.duration = duration
        self.timingParameters = parameters
    }

    /// An animator with a named curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { animationBlocks.append(animations) }
    }

    /// An animator with a cubic curve through two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { animationBlocks.append(animations) }
    }

    /// An animator with a spring that settles at the end of the duration.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { animationBlocks.append(animations) }
    }

    /// Makes, starts and returns an animator (after `delay`), like `UIView.animate`.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    /// Adds changes to animate. Before the start they join the others; while active they
    /// animate at once over the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .inactive {
            animationBlocks.append(animation)
        } else {
            UIView.animate(withDuration: max(duration - timeFraction * duration, 0), animations: animation)
        }
    }

    /// Adds changes that start `delayFactor` of the duration in.
    // Limitation: the delay factor is applied only before the animator starts.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Adds a block run when the animator finishes, with the position it finished at.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Starts (or resumes) the animations now.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts (or resumes) the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        Fatal.check(delay.isFinite && delay >= 0, "startAnimation needs a finite, non-negative delay, got \(delay)")
        Fatal.check(state != .stopped, "UIViewPropertyAnimator: startAnimation on a stopped animator; call finishAnimation(at:) first")
        if state == .inactive {
            self.delay = delay
            makeAnimations(afterDelay: delay)
            return
        }
        guard !isRunning else { return }
        isRunning = true
        retime(fromTimeFraction: resumeTimeFraction(), delay: delay)
    }

    /// Pauses the animations where they are (an inactive animator starts paused at 0).
    open func pauseAnimation() {
        Fatal.check(state != .stopped, "UIViewPropertyAnimator: pauseAnimation on a stopped animator")
        if state == .inactive {
            makeAnimations(afterDelay: 0)
            guard state == .active else { return }
            isRunning = false
            pause(at: 0)
            return
        }
        guard isRunning else { return }
        isRunning = false
        let fraction = timeFraction
        pause(at: scrubsLinearly && timingFunction != nil ? progress(atTimeFraction: fraction) : fraction)
    }

    /// How far along the animations are, 0…1. Setting it (paused) moves them there.
    open var fractionComplete: CGFloat {
        get { CGFloat(isRunning ? timeFraction : pausedFraction) }
        set {
            Fatal.check(newValue.isFinite, "fractionComplete must be finite, got \(newValue)")
            guard state == .active, !isRunning else { return }
            pause(at: min(max(Double(newValue), 0), 1))
        }
    }

    /// Resumes with other timing; the remaining time is scaled by `durationFactor` (0 keeps
    /// the duration).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        Fatal.check(durationFactor.isFinite && durationFactor >= 0, "durationFactor must be finite and not negative, got \(durationFactor)")
        guard state == .active else { return }
        let fraction = isRunning ? timeFraction : resumeTimeFraction()
        if let parameters { timingParameters = parameters }
        if durationFactor > 0 { duration *= Double(durationFactor) }
        for item in animated {
            item.layer.updateAttachedAnimation(forKey: item.keyPath) { self.applyTiming(to: $0) }
        }
        isRunning = true
        retime(fromTimeFraction: fraction)
    }

    /// Stops the animations where they are: the model takes the values on screen. Without
    /// finishing, the animator becomes inactive and no completion runs; otherwise it waits,
    /// stopped, for ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let shown = animated.map { item in (item, AnimatableProperty.named(item.keyPath)?.read(item.layer.renderingValues)) }
        removeAnimations()
        setModel(shown.compactMap { item, value in value.map { (item.layer, item.keyPath, $0.anyValue) } })
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { reset() }
    }

    /// Finishes a stopped animator at `finalPosition` and runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        Fatal.check(state == .stopped, "UIViewPropertyAnimator: finishAnimation(at:) needs a stopped animator, state is \(state)")
        finish(at: finalPosition)
    }

    // MARK: CAAnimationDelegate

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag, state == .active, isRunning else { return }
        endsReported += 1
        if endsReported >= animated.count { reachedEnd() }
    }

    // MARK: Internals

    /// The time on the animator's application's clock (the run start, where time stands
    /// still, before it has one).
    private var now: TimeInterval { application?.runLoop.clock.now ?? runStart }

    private var timingFunction: CAMediaTimingFunction? {
        (timingParameters?.cubicTimingParameters?.timingFunction)
    }

    private func makeAnimations(afterDelay delay: TimeInterval) {
        state = .active
        isRunning = true
        runDuration = duration
        let block = AnimationBlock(
            duration: duration, delay: delay, timing: blockTiming, options: [], isDisabled: false, completion: nil)
        block.animator = (self, [])
        AnimationBlock.run(block) { for animations in animationBlocks { animations() } }
        animationBlocks = []
        animated = block.animator?.changes ?? []
        guard let application = block.application else {
            ApplicationLog.console.log(
                "UIViewPropertyAnimator: no view its animations change is in a window; the changes were applied "
                    + "without animation and the animator finishes at once")
            reachedEnd()
            return
        }
        self.application = application
        runStart = application.runLoop.clock.now + delay
        if isReversed { retime(fromTimeFraction: 1, delay: delay) }
        if animated.isEmpty {
            finishTimer = application.runLoop.schedule(after: delay + duration) { [weak self] _ in
                self?.reachedEnd()
            }
        }
    }

    private var blockTiming: AnimationBlock.Timing {
        if let spring = timingParameters?.springTimingParameters {
            let parameters =
                spring.explicitSpring
                ?? SpringTuning.parameters(duration: duration, dampingRatio: Double(spring.dampingRatio), initialVelocity: spring.speed)
            return .spring(
                mass: parameters.mass, stiffness: parameters.stiffness, damping: parameters.damping,
                initialVelocity: spring.speed)
        }
        return .curve(timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut))
    }

    private func applyTiming(to animation: CAAnimation) {
        animation.duration = duration
        animation.timingFunction = timingFunction
    }

    /// The time fraction (0…1 of the duration, before the curve) while running.
    private var timeFraction: Double {
        guard runDuration > 0 else { return isReversed ? 0 : 1 }
        let elapsed = min(max((now - runStart) / runDuration, 0), 1)
        return isReversed ? 1 - elapsed : elapsed
    }

    /// The curve's progress at a time fraction.
    private func progress(atTimeFraction fraction: Double) -> Double {
        timingFunction?.progress(at: fraction) ?? fraction
    }

    /// The time fraction to resume from after a pause at ``pausedFraction``: with
    /// ``scrubsLinearly``, the time at which the curve reaches that progress.
    private func resumeTimeFraction() -> Double {
        guard scrubsLinearly, let function = timingFunction else { return pausedFraction }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if function.progress(at: mid) < pausedFraction { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// Runs from `fraction` of the time, in the current direction, after `delay`.
    private func retime(fromTimeFraction fraction: Double, delay: TimeInterval = 0) {
        let start = now + delay
        runDuration = duration
        runStart = isReversed ? start - (1 - fraction) * duration : start - fraction * duration
        endsReported = 0
        for item in animated {
            item.layer.updateAttachedAnimation(forKey: item.keyPath) { animation in
                animation.speed = self.isReversed ? -1 : 1
                animation.timeOffset = 0
                animation.beginTime = self.runStart
                animation.timingFunction = self.timingFunction
            }
        }
    }

    /// Freezes the animations at `fraction`: the progress itself when scrubbing linearly,
    /// otherwise a fraction of the time.
    private func pause(at fraction: Double) {
        pausedFraction = fraction
        let linear = scrubsLinearly && timingFunction != nil
        for item in animated {
            item.layer.updateAttachedAnimation(forKey: item.keyPath) { animation in
                animation.speed = 0
                animation.timeOffset = fraction * self.duration
                animation.timingFunction = linear ? nil : self.timingFunction
            }
        }
    }

    private func reachedEnd() {
        guard state == .active else { return }
        if pausesOnCompletion {
            isRunning = false
            pause(at: isReversed ? 0 : 1)
            return
        }
        finish(at: isReversed ? .start : .end)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        let shown = animated.map { item in (item, AnimatableProperty.named(item.keyPath)?.read(item.layer.renderingValues)) }
        removeAnimations()
        switch position {
        case .end: break
        case .start: setModel(animated.map { ($0.layer, $0.keyPath, $0.from) })
        case .current: setModel(shown.compactMap { item, value in value.map { (item.layer, item.keyPath, $0.anyValue) } })
        }
        state = .inactive
        isRunning = false
        let toRun = completions
        reset()
        for completion in toRun { completion(position) }
    }

    private func removeAnimations() {
        finishTimer?.invalidate()
        finishTimer = nil
        for item in animated where (item.layer.animation(forKey: item.keyPath)?.delegate as AnyObject?) === self {
            item.layer.removeAnimation(forKey: item.keyPath)
        }
    }

    /// Sets model values without animating them.
    private func setModel(_ values: [(CALayer, String, Any)]) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (layer, keyPath, value) in values {
            guard let property = AnimatableProperty.named(keyPath),
                let converted = AnimationValue(value, as: property.kind)
            else { continue }
            property.write(layer, converted)
        }
        CATransaction.commit()
    }

    private func reset() {
        application = nil
        animated = []
        completions = []
        endsReported = 0
        pausedFraction = 0
    }
}
