import Foundation

/// An animation of one layer property, named by a key path (`"position"`, `"position.x"`,
/// `"transform.rotation.z"`, `"opacity"`, …).
///
/// Additive animations add their value to the property's current presentation value instead
/// of replacing it, so several can act on one property at once.
/// - Note: See https://developer.apple.com/documentation/quartzcore/capropertyanimation
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path.
    open var keyPath: String?

    /// Whether the value is added to the current presentation value; false by default.
    open var isAdditive = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    public required init() { super.init() }

    open override func copy() -> Any {
        let copy = super.copy() as! CAPropertyAnimation
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        return copy
    }

    // MARK: Evaluation

    /// The property the key path names, when the layer it is attached to has it.
    package var property: AnimatableProperty? {
        didSet { rootProperty = property?.rootProperty }
    }
    /// The whole property ``property`` is part of, looked up once: every frame resets it on the
    /// presentation copy, and finding it by name there costs a string search per layer.
    private var rootProperty: AnimatableProperty?

    package override var animatedChanges: LayerChanges { property?.changes ?? [] }

    package override func resetAnimatedProperties(of copy: CALayer, from model: CALayer) {
        guard let root = rootProperty else { return }
        if let value = root.read(model) { root.write(copy, value) }
        // Turning with a path writes the transform as well.
        if let keyframes = self as? CAKeyframeAnimation, keyframes.rotationMode != nil, let transform = AnimatableProperty.named("transform") {
            transform.write(copy, .transform(model.transform))
        }
    }

    package override func animates(keyPath other: String) -> Bool {
        guard let keyPath, property != nil else { return false }
        return keyPath == other || keyPath.hasPrefix(other + ".") || other.hasPrefix(keyPath + ".")
    }

    package override func prepare(for layer: CALayer, previous: (keyPath: String, value: AnimationValue)?) {
        property = nil
        guard let keyPath else {
            QuartzCoreLog.warning("\(Self.self) has no keyPath; it will animate nothing")
            return
        }
        guard let candidate = AnimatableProperty.named(keyPath) else {
            QuartzCoreLog.warning(
                "\(Self.self): key path \"\(keyPath)\" is not animatable; the animation will animate nothing "
                    + "(animatable key paths: \(AnimatableProperty.keyPaths.joined(separator: ", ")))")
            return
        }
        if keyPath.hasPrefix("transform."), TransformParts(layer.transform) == nil {
            QuartzCoreLog.warning(
                "\(Self.self) \"\(keyPath)\": the layer's transform has shear or perspective (m14, m24, m34), "
                    + "which has no \(keyPath.dropFirst("transform.".count)) part to set; the animation leaves it unchanged")
            return
        }
        guard candidate.read(layer) != nil else {
            QuartzCoreLog.warning(
                "\(Self.self): a \(type(of: layer)) has no property \"\(keyPath)\"; the animation will animate nothing")
            return
        }
        property = candidate
    }

    /// `value` converted to the property's kind; a value of another type is logged (naming
    /// `role`, such as "fromValue") and treated as absent.
    package func resolve(_ value: Any?, role: String) -> AnimationValue? {
        guard let value, let property else { return nil }
        if let resolved = AnimationValue(value, as: property.kind) { return resolved }
        QuartzCoreLog.warning(
            "\(Self.self) \"\(property.keyPath)\": \(role) must be \(property.kind.rawValue), got \(type(of: value)) "
                + "(\(value)); it is ignored")
        return nil
    }

    package override func apply(to target: CALayer, model: CALayer, simpleTime: CFTimeInterval) {
        guard let property, let value = value(atSimpleTime: simpleTime, model: model) else { return }
        if isAdditive, let base = property.read(target) {
            property.write(target, AnimationValue.add(base, value))
        } else {
            property.write(target, value)
        }
    }

    /// The animated value `simpleTime` seconds into a pass; `model` supplies the current value
    /// where the animation leaves an end open.
    package func value(atSimpleTime simpleTime: CFTimeInterval, model: CALayer) -> AnimationValue? { nil }
}
