import Foundation
import OpenQuartzCore

/// UIKit's additive view animations: a change of `position` or `bounds` inside an animation
/// block adds an animation of the offset from the old model value to the new one, running
/// from (old − new) to zero on top of the model. An animation already in flight keeps
/// running (its own offset still adds in), so when a block changes a property that is
/// animating, the motion stays continuous — the new animation starts from no offset, and with
/// an easing curve from no speed of its own, so the speed on screen carries on as well.
///
/// Other keys (transform, opacity, colours…) start from the value on screen and replace the
/// animation in flight.
@MainActor
enum AdditiveViewAnimation {
    /// The key paths whose block animations are additive.
    static let keyPaths: Set<String> = ["position", "bounds"]

    /// Makes `animation` the additive animation of the change of `keyPath` being made on
    /// `layer`, and returns the action that attaches it under a key of its own; nil when the
    /// change is not one to animate additively.
    static func action(for animation: CABasicAnimation, on layer: CALayer, keyPath: String) -> (any CAAction)? {
        guard keyPaths.contains(keyPath), let change = layer.propertyBeingChanged, change.keyPath == keyPath,
            let property = AnimatableProperty.named(keyPath), let now = property.read(layer),
            let old = AnimationValue(change.oldValue, as: property.kind)
        else { return nil }
        animation.fromValue = AnimationValue.subtract(old, now).anyValue
        animation.toValue = AnimationValue.subtract(now, now).anyValue
        animation.isAdditive = true
        return KeyedAction(animation: animation, key: freeKey(for: keyPath, on: layer))
    }

    /// `keyPath` when no animation uses it yet, otherwise `keyPath-2`, `keyPath-3`, …
    private static func freeKey(for keyPath: String, on layer: CALayer) -> String {
        guard layer.animation(forKey: keyPath) != nil else { return keyPath }
        var index = 2
        while layer.animation(forKey: "\(keyPath)-\(index)") != nil { index += 1 }
        return "\(keyPath)-\(index)"
    }

    /// Attaches its animation under its own key rather than the event's name.
    @MainActor private final class KeyedAction: @MainActor CAAction {
        let animation: CAAnimation
        let key: String

        init(animation: CAAnimation, key: String) {
            self.animation = animation
            self.key = key
        }

        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            (anObject as? CALayer)?.add(animation, forKey: key)
        }
    }
}
