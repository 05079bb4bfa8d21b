import Foundation
import OpenCoreGraphics

/// The base of every animation: a timeline (``CAMediaTiming``), a timing curve, a delegate
/// and whether it leaves the layer when it ends.
///
/// Add one to a layer with ``CALayer/add(_:forKey:)``, which attaches a copy. Animations
/// never change the model: they only make the layer's presentation (what the renderer shows
/// and ``CALayer/presentation()`` returns) differ from it while they run. Time reaches them
/// explicitly: the frame pipeline calls ``CALayer/advanceAnimations(in:to:)`` with the
/// application clock's time, and the delegate hears about starts and stops from there.
///
/// A duration of 0 means the default of 0.25 s.
/// - Note: See https://developer.apple.com/documentation/quartzcore/caanimation
// UIKit divergence: not an NSObject; copies are made with ``copy()``.
open class CAAnimation: CAMediaTiming, CAAction {
    /// When the animation begins, in the layer's time; 0 (the default) means at the frame it
    /// is committed in (the attached copy then records that time).
    open var beginTime: CFTimeInterval = 0 {
        willSet { Self.require(Self.timingMessage("beginTime", newValue, allowsNegative: true)) }
    }

    /// A shift into the animation's own timeline, in local seconds.
    open var timeOffset: CFTimeInterval = 0 {
        willSet { Self.require(Self.timingMessage("timeOffset", newValue, allowsNegative: true)) }
    }

    /// The length of one pass in local seconds; 0 means 0.25, or the enclosing group's
    /// duration for an animation in a group. Negative or non-finite values stop with a message.
    open var duration: CFTimeInterval = 0 {
        willSet { Self.require(Self.timingMessage("duration", newValue, allowsNegative: false)) }
    }

    /// The duration of the group the attached copy runs in, which a child with no duration
    /// of its own takes; set when the group is attached to a layer.
    package var enclosingDuration: CFTimeInterval?

    /// The rate of local time; 1 by default.
    open var speed: Float = 1 {
        willSet { Self.require(Self.timingMessage("speed", Double(newValue), allowsNegative: true)) }
    }

    /// How many passes to play; 0 (the default) means one, `.infinity` forever.
    open var repeatCount: Float = 0 {
        willSet { Self.require(Self.repeatMessage("repeatCount", Double(newValue))) }
    }

    /// How long to repeat for in local seconds; 0 means not set.
    open var repeatDuration: CFTimeInterval = 0 {
        willSet { Self.require(Self.repeatMessage("repeatDuration", newValue)) }
    }

    /// Whether each pass plays forwards then backwards.
    open var autoreverses = false

    /// What shows outside the active time; `.removed` by default.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// How progress follows time within a pass; nil (the default) is linear.
    open var timingFunction: CAMediaTimingFunction?

    /// Told when the attached copy starts and stops. Held strongly, as Core Animation does.
    open var delegate: (any CAAnimationDelegate)?

    /// Whether the animation is taken off the layer when it ends; true by default.
    open var isRemovedOnCompletion = true

    /// An animation with Core Animation's defaults.
    public required init() {}

    /// A new animation with this one's settings (an attached animation's state is not copied).
    /// Subclasses override it to copy their own properties, starting from `super.copy()`.
    open func copy() -> Any {
        let copy = type(of: self).init()
        copy.beginTime = beginTime
        copy.timeOffset = timeOffset
        copy.duration = duration
        copy.speed = speed
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.timingFunction = timingFunction
        copy.delegate = delegate
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.hasExplicitBeginTime = hasExplicitBeginTime
        return copy
    }

    /// The value a property of a new animation starts with; nil for all keys here.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether the property named `key` is archived; always true.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Running an animation as a layer's action attaches it to the layer under the event's
    /// name.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: Evaluation (package; subclasses in this module override)

    /// Whether ``beginTime`` still waits for the frame that commits the animation.
    package var awaitsBeginTime = false

    /// Whether ``beginTime`` is a time even when it is 0 (UIKit sets it from the clock, which
    /// may read 0), rather than "when committed".
    package var hasExplicitBeginTime = false

    /// Whether this is the built-in implicit animation a layer made for a property change.
    package var isBuiltInImplicitAction = false

    /// Checks the animation against `layer` when it is attached: resolves key paths and
    /// values, logging what cannot animate. `previous` is the value a property had before the
    /// change that triggered this animation as an action.
    package func prepare(for layer: CALayer, previous: (keyPath: String, value: AnimationValue)?) {}

    /// The kinds of layer change the animation's values make (what the renderer re-damages).
    package var animatedChanges: LayerChanges { [] }

    /// Whether the animation acts on `keyPath` (the same key path, a part of it, or a whole
    /// it is part of).
    package func animates(keyPath: String) -> Bool { false }

    /// Puts back the model's values of the properties the animation writes (whole properties:
    /// `position` for `position.x`), before a presentation copy is evaluated again.
    package func resetAnimatedProperties(of copy: CALayer, from model: CALayer) {}

    /// Writes the animation's contribution into `target` (a presentation copy of `model`) at
    /// `parentTime`, the time of the layer (or the group) the animation belongs to.
    package func apply(to target: CALayer, model: CALayer, parentTime: CFTimeInterval, inGroup: Bool) {
        guard let time = simpleTime(atParentTime: parentTime, inGroup: inGroup) else { return }
        apply(to: target, model: model, simpleTime: time)
    }

    /// Writes the values for `simpleTime` (seconds into one pass, 0…``effectiveDuration``).
    package func apply(to target: CALayer, model: CALayer, simpleTime: CFTimeInterval) {}

    // MARK: Validation

    /// The message a timing property stops with, or nil for a valid value.
    package static func timingMessage(_ property: String, _ value: Double, allowsNegative: Bool) -> String? {
        if !value.isFinite { return "CAAnimation \(property) must be finite, got \(value)" }
        if !allowsNegative && value < 0 { return "CAAnimation \(property) must not be negative, got \(value)" }
        return nil
    }

    /// The message a repeat property stops with, or nil: NaN and negative values are refused,
    /// infinity repeats forever.
    package static func repeatMessage(_ property: String, _ value: Double) -> String? {
        value.isNaN || value < 0 ? "CAAnimation \(property) must be 0 or more (infinity repeats forever), got \(value)" : nil
    }

    static func require(_ message: String?) {
        if let message { Fatal.stop(message) }
    }
}
