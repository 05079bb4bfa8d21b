import Foundation

/// Several animations run together on one layer: the children's times are relative to the
/// group's local time, and the group's duration cuts them off.
/// - Note: See https://developer.apple.com/documentation/quartzcore/caanimationgroup
open class CAAnimationGroup: CAAnimation {
    /// The animations the group runs. Their delegates and `isRemovedOnCompletion` are not
    /// used; their fill modes are.
    open var animations: [CAAnimation]?

    public required init() { super.init() }

    open override func copy() -> Any {
        let copy = super.copy() as! CAAnimationGroup
        copy.animations = animations?.map { $0.copy() as! CAAnimation }
        return copy
    }

    package override func prepare(for layer: CALayer, previous: (keyPath: String, value: AnimationValue)?) {
        for child in animations ?? [] {
            child.enclosingDuration = effectiveDuration
            child.prepare(for: layer, previous: previous)
        }
    }

    package override func resetAnimatedProperties(of copy: CALayer, from model: CALayer) {
        for child in animations ?? [] { child.resetAnimatedProperties(of: copy, from: model) }
    }

    package override func animates(keyPath: String) -> Bool {
        (animations ?? []).contains { $0.animates(keyPath: keyPath) }
    }

    package override var animatedChanges: LayerChanges {
        (animations ?? []).reduce([]) { $0.union($1.animatedChanges) }
    }

    package override func apply(to target: CALayer, model: CALayer, simpleTime: CFTimeInterval) {
        // The group's own curve warps the time its children see.
        let childTime = timingFunction == nil ? simpleTime : progress(atSimpleTime: simpleTime) * effectiveDuration
        for child in animations ?? [] {
            child.apply(to: target, model: model, parentTime: childTime, inGroup: true)
        }
    }
}
