import Foundation

/// One `UIView.animate…` (or `performWithoutAnimation`) call while its closure runs. Changes
/// to view layers ask their view for an action; the view asks the innermost block, which
/// makes the animation (or, for keyframes, records the change).
///
/// Nested blocks inherit the enclosing block's duration, curve or spring, and repeat options
/// unless told to override them; `performWithoutAnimation` disables everything inside it.
///
/// A block names no application: each animation it makes runs on the clock of the application
/// whose window holds the changed layer's view, starting at that clock's time plus the delay,
/// and the first such application is the block's (its run loop calls a completion that no
/// animation carries). A change to a view outside every window belongs to no application: it
/// is applied at once, without animation, as UIKit shows it.
@MainActor
final class AnimationBlock {
    /// How progress follows time.
    enum Timing {
        case curve(CAMediaTimingFunction)
        case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    }

    /// A view property change recorded inside `animateKeyframes`.
    struct KeyframeChange {
        let layer: CALayer
        let keyPath: String
        let from: Any
        let to: Any
        let start: Double
        let duration: Double
        /// When the animation begins on the clock of the layer's application.
        let beginTime: TimeInterval
    }

    private static var stack: [AnimationBlock] = []

    /// `UIView.areAnimationsEnabled`.
    static var animationsEnabled = true

    /// The innermost open block.
    static var current: AnimationBlock? { stack.last }

    let duration: TimeInterval
    /// Seconds from the call to the start of the animations, on their application's clock.
    let delay: TimeInterval
    let timing: Timing
    let options: UIView.AnimationOptions
    let isDisabled: Bool
    let completion: AnimationBlockCompletion?
    /// For `animateKeyframes`: the changes so far, and the keyframe being run.
    var keyframeChanges: [KeyframeChange]?
    var keyframeWindow: (start: Double, duration: Double) = (0, 1)
    /// For a property animator: its animations stay at their end and report to it, and the
    /// changes they animate are listed with the values before them.
    var animator: (delegate: any CAAnimationDelegate, changes: [(layer: CALayer, keyPath: String, from: Any)])?
    /// The application of the first changed view found in a window: the block's.
    private(set) weak var application: UIApplication?
    /// Whether an animatable change to a view outside every window was applied at once.
    private(set) var changedViewsOutsideWindows = false

    init(
        duration: TimeInterval, delay: TimeInterval, timing: Timing, options: UIView.AnimationOptions,
        isDisabled: Bool, completion: AnimationBlockCompletion?
    ) {
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.options = options
        self.isDisabled = isDisabled
        self.completion = completion
    }

    /// Runs `body` with `block` innermost.
    static func run(_ block: AnimationBlock, _ body: () -> Void) {
        stack.append(block)
        body()
        stack.removeLast()
    }

    /// Whether changes made now animate.
    var animates: Bool { !isDisabled && duration > 0 && Self.animationsEnabled }

    /// Makes `application` the block's unless it has one (a nested block passes its own up).
    func note(_ application: UIApplication) {
        guard self.application == nil else { return }
        self.application = application
        completion?.attach(to: application.runLoop)
    }

    /// The application whose window holds `layer`: that of the view owning it or, for a part
    /// of a view's look (a control's track), of the nearest view above it.
    static func application(of layer: CALayer) -> UIApplication? {
        var current: CALayer? = layer
        while let next = current {
            if let view = next.owningView { return view.owningApplication }
            current = next.superlayer
        }
        return nil
    }

    /// The action for a change of `keyPath` on a view's `layer`: an animation, or NSNull when
    /// the block does not animate (or records keyframes), or when the layer belongs to no
    /// application (a view outside every window: the change shows at once).
    func action(for layer: CALayer, forKey keyPath: String) -> any CAAction {
        let owner = Self.application(of: layer)
        if let owner { note(owner) }
        guard animates, AnimatableProperty.named(keyPath) != nil else { return NSNull() }
        guard let owner else {
            changedViewsOutsideWindows = true
            return NSNull()
        }
        let beginTime = owner.runLoop.clock.now + delay
        if keyframeChanges != nil {
            recordKeyframe(on: layer, keyPath: keyPath, beginTime: beginTime)
            return NSNull()
        }
        let animation: CABasicAnimation
        switch timing {
        case .curve(let function):
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = function
        case .spring(let mass, let stiffness, let damping, let velocity):
            let spring = CASpringAnimation(keyPath: keyPath)
            spring.mass = CGFloat(mass)
            spring.stiffness = CGFloat(stiffness)
            spring.damping = CGFloat(damping)
            spring.initialVelocity = CGFloat(velocity)
            animation = spring
        }
        configure(animation, beginTime: beginTime)
        if let changes = animator?.changes, let change = layer.propertyBeingChanged,
            !changes.contains(where: { $0.layer === layer && $0.keyPath == keyPath })
        {
            animator?.changes.append((layer, keyPath, change.oldValue))
        }
        if animator == nil, let additive = AdditiveViewAnimation.action(for: animation, on: layer, keyPath: keyPath) {
            return additive
        }
        return animation
    }

    /// Duration, start (`beginTime` on the clock of the animated layer's application),
    /// repeats and completion, shared by basic and keyframe animations and transitions.
    func configure(_ animation: CAAnimation, beginTime: TimeInterval) {
        animation.duration = duration
        animation.beginTime = beginTime
        animation.hasExplicitBeginTime = true
        // Before a delayed start the old value shows, as in UIKit.
        animation.fillMode = .backwards
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        if let delegate = animator?.delegate {
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            animation.delegate = delegate
        } else {
            completion?.track(animation)
        }
    }

    private func recordKeyframe(on layer: CALayer, keyPath: String, beginTime: TimeInterval) {
        guard let change = layer.propertyBeingChanged, let now = AnimatableProperty.named(keyPath)?.read(layer)
        else { return }
        keyframeChanges?.append(
            KeyframeChange(
                layer: layer, keyPath: keyPath, from: change.oldValue, to: now.anyValue,
                start: keyframeWindow.start, duration: keyframeWindow.duration, beginTime: beginTime))
    }

    /// Turns the recorded keyframe changes into one keyframe animation per layer and key path.
    func addKeyframeAnimations(mode: CAAnimationCalculationMode) {
        var order: [(CALayer, String)] = []
        var changes: [ObjectIdentifier: [String: [KeyframeChange]]] = [:]
        for change in keyframeChanges ?? [] {
            let id = ObjectIdentifier(change.layer)
            if changes[id]?[change.keyPath] == nil { order.append((change.layer, change.keyPath)) }
            changes[id, default: [:]][change.keyPath, default: []].append(change)
        }
        for (layer, keyPath) in order {
            let segments = changes[ObjectIdentifier(layer)]![keyPath]!.sorted { $0.start < $1.start }
            var values: [Any] = [segments[0].from]
            var times: [Double] = [0]
            for segment in segments {
                values.append(segment.from)
                times.append(segment.start)
                values.append(segment.to)
                times.append(min(segment.start + segment.duration, 1))
            }
            values.append(segments[segments.count - 1].to)
            times.append(1)
            let animation = CAKeyframeAnimation(keyPath: keyPath)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = mode
            configure(animation, beginTime: segments[0].beginTime)
            layer.add(animation, forKey: keyPath)
        }
    }
}
