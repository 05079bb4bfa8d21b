import Foundation

// View animations ride on Core Animation. `UIView.animate…` opens an AnimationBlock and runs
// the closure: each change to a view's layer asks the view (the layer's delegate) for an
// action, and the view answers with an animation made by the innermost block — from the value
// on screen to the new model value, starting at the clock time of the application whose window
// holds the view, plus the delay. Outside a block the view answers NSNull, so view layers never
// animate implicitly. The model changes at once; that application's frame pipeline advances the
// animations in its commit phase, and their stops (delivered after the frame) run the
// completion: never before the call returns. A view outside every window belongs to no
// application: its changes show at once (see AnimationBlockCompletion.close).
extension UIView {
    /// Animates the changes `animations` makes to views, over `duration` seconds after
    /// `delay`, then calls `completion` with whether every animation ran to its end.
    ///
    /// The changes apply to the model at once; what is on screen (and
    /// `layer.presentation()`) follows the curve. A duration of 0 or less animates nothing and
    /// calls `completion(true)` on the next run-loop turn; so does a block that changes
    /// nothing animatable. The animations run on the clock of the application whose windows
    /// hold the changed views; changes to views outside every window are applied at once (and
    /// logged to the console), and when no changed view is in a window the completion runs
    /// before the call returns.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(
            duration: duration, delay: delay, options: options, timing: .curve(options.curve.timingFunction),
            animations: animations, completion: completion)
    }

    /// Animates over `duration` seconds with the default options (ease in and out).
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates over `duration` seconds with the default options and no completion.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with a spring that settles at the end of `duration`: `dampingRatio` 1 comes to
    /// rest without overshooting, lower values oscillate; `velocity` is the initial speed in
    /// whole animation distances per second.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        Fatal.check(
            dampingRatio.isFinite && velocity.isFinite,
            "UIView spring animation needs a finite damping ratio and velocity, got \(dampingRatio) and \(velocity)")
        var timing = AnimationBlock.Timing.curve(CAMediaTimingFunction(name: .linear))
        if duration.isFinite && duration > 0 {
            let spring = SpringTuning.parameters(
                duration: duration, dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity))
            timing = .spring(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                initialVelocity: Double(velocity))
        }
        runAnimationBlock(
            duration: duration, delay: delay, options: options.union(.overrideInheritedCurve), timing: timing,
            animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let block = AnimationBlock(
            duration: 0, delay: 0, timing: .curve(CAMediaTimingFunction(name: .linear)), options: [],
            isDisabled: true, completion: nil)
        AnimationBlock.run(block, actionsWithoutAnimation)
    }

    /// Whether view animations run at all; when false, animation blocks apply their changes at
    /// once (their completions still run, on the next turn). True by default.
    // UIKit divergence: the switch belongs to the process (a main-actor static), as in UIKit,
    // so a test that turns it off must turn it back on.
    public static var areAnimationsEnabled: Bool { AnimationBlock.animationsEnabled }

    /// Turns view animations on or off (see ``areAnimationsEnabled``).
    public static func setAnimationsEnabled(_ enabled: Bool) { AnimationBlock.animationsEnabled = enabled }

    /// The duration of the animation block being run, or 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        guard let block = AnimationBlock.current, block.animates else { return 0 }
        return block.duration
    }

    /// Animates with keyframes: inside `animations`, each
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` animates its changes
    /// over its part of the duration; changes made outside a keyframe span the whole duration.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/animatekeyframes(withduration:delay:options:animations:completion:)
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(
            duration: duration, delay: delay, options: options.animationOptions,
            timing: .curve(CAMediaTimingFunction(name: .linear)), keyframeMode: options.calculationMode,
            animations: animations, completion: completion)
    }

    /// Inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``, animates
    /// the changes `animations` makes from `frameStartTime` for `frameDuration` (both fractions
    /// of the whole duration). Outside one it just runs `animations`.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        Fatal.check(
            frameStartTime.isFinite && frameDuration.isFinite && frameStartTime >= 0 && frameDuration >= 0
                && frameStartTime + frameDuration <= 1 + 1e-9,
            "addKeyframe needs a start and a duration within 0...1, got \(frameStartTime) and \(frameDuration)")
        guard let block = AnimationBlock.current, block.keyframeChanges != nil else {
            animations()
            return
        }
        let outer = block.keyframeWindow
        block.keyframeWindow = (frameStartTime, frameDuration)
        animations()
        block.keyframeWindow = outer
    }

    /// The action for a change to `layer`: an animation inside an animation block, NSNull
    /// (no action) outside one; nil for a layer this view does not own.
    package func viewLayerAction(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard layer === self.layer else { return nil }
        return AnimationBlock.current?.action(for: layer, forKey: event) ?? UIView.noAction
    }

    /// The "no action" answer, made once: every change to a view's layer outside an
    /// animation block asks for its action, and a new `NSNull` each time is an allocation.
    package static let noAction = NSNull()

    /// Whether an animation started by a block without `.allowUserInteraction` runs on the
    /// view's layer: such views take no touches until it ends.
    package var isAnimatingWithoutInteraction: Bool {
        layer.attachedAnimations.contains {
            ($0.animation.delegate as? AnimationBlockCompletion)?.allowsUserInteraction == false
        }
    }

    private static func runAnimationBlock(
        duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, timing: AnimationBlock.Timing,
        keyframeMode: CAAnimationCalculationMode? = nil, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        Fatal.check(!duration.isNaN, "UIView animation duration is not a number (NaN)")
        Fatal.check(delay.isFinite, "UIView animation delay must be finite, got \(delay)")
        Fatal.check(duration < .infinity, "UIView animation duration must be finite, got \(duration)")
        let parent = AnimationBlock.current
        var ownDuration = max(duration, 0)
        var ownTiming = timing
        var ownOptions = options
        if let parent {
            if !options.contains(.overrideInheritedDuration) { ownDuration = parent.duration }
            if !options.contains(.overrideInheritedCurve) { ownTiming = parent.timing }
            if !options.contains(.overrideInheritedOptions) {
                ownOptions.remove([.repeat, .autoreverse])
                ownOptions.formUnion(parent.options.intersection([.repeat, .autoreverse]))
            }
        }
        let tracker = AnimationBlockCompletion(
            completion: completion, allowsUserInteraction: options.contains(.allowUserInteraction))
        let block = AnimationBlock(
            duration: ownDuration, delay: max(delay, 0), timing: ownTiming, options: ownOptions,
            isDisabled: parent?.isDisabled ?? false, completion: tracker)
        if keyframeMode != nil { block.keyframeChanges = [] }
        AnimationBlock.run(block) {
            animations()
            if let keyframeMode { block.addKeyframeAnimations(mode: keyframeMode) }
        }
        if let application = block.application { parent?.note(application) }
        tracker.close(droppedOutsideWindows: block.changedViewsOutsideWindows, what: "UIView.animate")
    }
}
