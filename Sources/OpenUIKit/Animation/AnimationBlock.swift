import Foundation

/// One `UIView.animate…` (or `performWithoutAnimation`) call while its closure runs. Changes
/// to view layers ask their view for an action; the view asks the innermost block, which
/// makes the animation (or, for keyframes, records the change).
///
/// Nested blocks inherit the enclosing block's duration, curve or spring, and repeat options
/// unless told to override them; `performWithoutAnimation` disables everything inside it.
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
    }

    private static var stack: [AnimationBlock] = []

    /// `UIView.areAnimationsEnabled`.
    static var animationsEnabled = true

    /// The innermost open block.
    static var current: AnimationBlock? { stack.last }

    let duration: TimeInterval
    let startTime: TimeInterval
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

    init(
        duration: TimeInterval, startTime: TimeInterval, timing: Timing, options: UIView.AnimationOptions,
        isDisabled: Bool, completion: AnimationBlockCompletion?
    ) {
        self.duration = duration
        self.startTime = startTime
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

    /// The action for a change of `keyPath` on a view's `layer`: an animation, or NSNull when
    /// the block does not animate (or records keyframes).
    func action(for layer: CALayer, forKey keyPath: String) -> any CAAction {
        guard animates, AnimatableProperty.named(keyPath) != nil else { return NSNull() }
        if keyframeChanges != nil {
            recordKeyframe(on: layer, keyPath: keyPath)
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
        configure(animation)
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

    /// Duration, start, repeats and completion, shared by basic and keyframe animations.
    func configure(_ animation: CAAnimation) {
        animation.duration = duration
        animation.beginTime = startTime
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

    private func recordKeyframe(on layer: CALayer, keyPath: String) {
        guard let change = layer.propertyBeingChanged, let now = AnimatableProperty.named(keyPath)?.read(layer)
        else { return }
        keyframeChanges?.append(
            KeyframeChange(
                layer: layer, keyPath: keyPath, from: change.oldValue, to: now.anyValue,
                start: keyframeWindow.start, duration: keyframeWindow.duration))
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
            configure(animation)
            layer.add(animation, forKey: keyPath)
        }
    }
}
