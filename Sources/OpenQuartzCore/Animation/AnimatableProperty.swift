import Foundation
import OpenCoreGraphics

/// One animatable key path: the kind of value it carries, what kind of change it makes to a
/// layer (so the renderer re-damages it), and how to read and write it on a layer.
///
/// Sub-key paths (`position.x`, `bounds.size.width`, `transform.rotation.z`…) read and write one
/// part of the property, leaving the rest as it is.
package struct AnimatableProperty {
    package let keyPath: String
    package let kind: AnimationValue.Kind
    package let changes: LayerChanges
    /// The current value on `layer`, or nil when the layer has no such property (a shape
    /// layer's key on a plain layer).
    package let read: @Sendable (CALayer) -> AnimationValue?
    /// Writes the value; it always has ``kind``.
    package let write: @Sendable (CALayer, AnimationValue) -> Void

    /// The property for `keyPath`, or nil when the key path is not animatable here.
    package static func named(_ keyPath: String) -> AnimatableProperty? { table[keyPath] }

    /// The whole property this key path is part of (`position` for `position.x`,
    /// `transform` for `transform.rotation.z`); itself for a whole property.
    package var rootProperty: AnimatableProperty {
        guard let dot = keyPath.firstIndex(of: "."), let root = Self.table[String(keyPath[..<dot])] else { return self }
        return root
    }

    /// Every key path that animates, sorted (for messages).
    package static var keyPaths: [String] { table.keys.sorted() }

    private static let table: [String: AnimatableProperty] = {
        var table: [String: AnimatableProperty] = [:]
        for property in geometry + transforms + appearance + shapes + replicators {
            table[property.keyPath] = property
        }
        table["transform.rotation"] = table["transform.rotation.z"].map { $0.renamed("transform.rotation") }
        return table
    }()

    private func renamed(_ name: String) -> AnimatableProperty {
        AnimatableProperty(keyPath: name, kind: kind, changes: changes, read: read, write: write)
    }

    // MARK: Building blocks

    private static func scalar(
        _ name: String, _ changes: LayerChanges, _ get: @escaping @Sendable (CALayer) -> CGFloat?,
        _ set: @escaping @Sendable (CALayer, CGFloat) -> Void
    ) -> AnimatableProperty {
        AnimatableProperty(
            keyPath: name, kind: .scalar, changes: changes, read: { get($0).map { .scalar(Double($0)) } },
            write: { layer, value in if case .scalar(let v) = value { set(layer, CGFloat(v)) } })
    }

    private static func point(
        _ name: String, _ get: @escaping @Sendable (CALayer) -> CGPoint,
        _ set: @escaping @Sendable (CALayer, CGPoint) -> Void, changes: LayerChanges = .geometry
    ) -> [AnimatableProperty] {
        [
            AnimatableProperty(
                keyPath: name, kind: .point, changes: changes, read: { .point(get($0)) },
                write: { layer, value in if case .point(let p) = value { set(layer, p) } }),
            scalar(name + ".x", changes, { get($0).x }, { layer, x in set(layer, CGPoint(x: x, y: get(layer).y)) }),
            scalar(name + ".y", changes, { get($0).y }, { layer, y in set(layer, CGPoint(x: get(layer).x, y: y)) }),
        ]
    }

    private static func size(
        _ name: String, _ get: @escaping @Sendable (CALayer) -> CGSize,
        _ set: @escaping @Sendable (CALayer, CGSize) -> Void, changes: LayerChanges
    ) -> [AnimatableProperty] {
        [
            AnimatableProperty(
                keyPath: name, kind: .size, changes: changes, read: { .size(get($0)) },
                write: { layer, value in if case .size(let s) = value { set(layer, s) } }),
            scalar(
                name + ".width", changes, { get($0).width },
                { layer, w in set(layer, CGSize(width: w, height: get(layer).height)) }),
            scalar(
                name + ".height", changes, { get($0).height },
                { layer, h in set(layer, CGSize(width: get(layer).width, height: h)) }),
        ]
    }

    private static func color(
        _ name: String, _ get: @escaping @Sendable (CALayer) -> CGColor??,
        _ set: @escaping @Sendable (CALayer, CGColor) -> Void
    ) -> AnimatableProperty {
        AnimatableProperty(
            keyPath: name, kind: .color, changes: .appearance,
            read: { layer in get(layer).map { .color(AnimationValue.RGBA($0)) } },
            write: { layer, value in if case .color(let c) = value { set(layer, c.cgColor) } })
    }

    // MARK: The table

    private static var geometry: [AnimatableProperty] {
        var list = point("position", { $0.position }, { $0.position = $1 })
        list += point("anchorPoint", { $0.anchorPoint }, { $0.anchorPoint = $1 })
        list += point("bounds.origin", { $0.bounds.origin }, { $0.bounds.origin = $1 })
        list += size("bounds.size", { $0.bounds.size }, { $0.bounds.size = $1 }, changes: .geometry)
        list.append(
            AnimatableProperty(
                keyPath: "bounds", kind: .rect, changes: .geometry, read: { .rect($0.bounds) },
                write: { layer, value in if case .rect(let r) = value { layer.bounds = r } }))
        list.append(scalar("zPosition", .geometry, { $0.zPosition }, { $0.zPosition = $1 }))
        list.append(scalar("anchorPointZ", .geometry, { $0.anchorPointZ }, { $0.anchorPointZ = $1 }))
        return list
    }

    private static var transforms: [AnimatableProperty] {
        var list: [AnimatableProperty] = [
            AnimatableProperty(
                keyPath: "transform", kind: .transform, changes: .geometry, read: { .transform($0.transform) },
                write: { layer, value in if case .transform(let t) = value { layer.transform = t } }),
            AnimatableProperty(
                keyPath: "sublayerTransform", kind: .transform, changes: .geometry,
                read: { .transform($0.sublayerTransform) },
                write: { layer, value in if case .transform(let t) = value { layer.sublayerTransform = t } }),
        ]
        func part(_ name: String, _ get: @escaping @Sendable (TransformParts) -> Double, _ set: @escaping @Sendable (inout TransformParts, Double) -> Void)
            -> AnimatableProperty
        {
            scalar(
                "transform." + name, .geometry,
                { layer in TransformParts(layer.transform).map { CGFloat(get($0)) } },
                { layer, value in
                    // Limitation: a transform with shear or perspective has no parts to set, so
                    // sub-key animations leave it as it is (logged when the animation is added).
                    guard var parts = TransformParts(layer.transform) else { return }
                    set(&parts, Double(value))
                    layer.transform = parts.transform
                })
        }
        list.append(part("rotation.z", { $0.rotation }, { $0.rotation = $1 }))
        list.append(part("rotation.x", { $0.rotationX }, { $0.rotationX = $1 }))
        list.append(part("rotation.y", { $0.rotationY }, { $0.rotationY = $1 }))
        list.append(part("scale", { ($0.scale.x + $0.scale.y) / 2 }, { $0.scale = ($1, $1, $1) }))
        list.append(part("scale.x", { $0.scale.x }, { $0.scale.x = $1 }))
        list.append(part("scale.y", { $0.scale.y }, { $0.scale.y = $1 }))
        list.append(part("scale.z", { $0.scale.z }, { $0.scale.z = $1 }))
        list.append(part("translation.x", { $0.translation.x }, { $0.translation.x = $1 }))
        list.append(part("translation.y", { $0.translation.y }, { $0.translation.y = $1 }))
        list.append(part("translation.z", { $0.translation.z }, { $0.translation.z = $1 }))
        list.append(
            AnimatableProperty(
                keyPath: "transform.translation", kind: .size, changes: .geometry,
                read: { layer in
                    TransformParts(layer.transform).map {
                        .size(CGSize(width: $0.translation.x, height: $0.translation.y))
                    }
                },
                write: { layer, value in
                    guard case .size(let s) = value, var parts = TransformParts(layer.transform) else { return }
                    parts.translation.x = Double(s.width)
                    parts.translation.y = Double(s.height)
                    layer.transform = parts.transform
                }))
        return list
    }

    private static var appearance: [AnimatableProperty] {
        var list: [AnimatableProperty] = [
            scalar("opacity", .appearance, { CGFloat($0.opacity) }, { $0.opacity = Float($1) }),
            scalar("cornerRadius", .appearance, { $0.cornerRadius }, { $0.cornerRadius = $1 }),
            scalar("borderWidth", .appearance, { $0.borderWidth }, { $0.borderWidth = $1 }),
            scalar("shadowOpacity", .appearance, { CGFloat($0.shadowOpacity) }, { $0.shadowOpacity = Float($1) }),
            scalar("shadowRadius", .appearance, { $0.shadowRadius }, { $0.shadowRadius = $1 }),
            color("backgroundColor", { $0.backgroundColor }, { $0.backgroundColor = $1 }),
            color("borderColor", { $0.borderColor }, { $0.borderColor = $1 }),
            color("shadowColor", { $0.shadowColor }, { $0.shadowColor = $1 }),
            AnimatableProperty(
                keyPath: "contentsRect", kind: .rect, changes: .appearance, read: { .rect($0.contentsRect) },
                write: { layer, value in if case .rect(let r) = value { layer.contentsRect = r } }),
        ]
        list += size("shadowOffset", { $0.shadowOffset }, { $0.shadowOffset = $1 }, changes: .appearance)
        return list
    }

    private static var shapes: [AnimatableProperty] {
        func shape(_ name: String, _ get: @escaping @Sendable (CAShapeLayer) -> CGFloat, _ set: @escaping @Sendable (CAShapeLayer, CGFloat) -> Void)
            -> AnimatableProperty
        {
            scalar(
                name, .appearance, { ($0 as? CAShapeLayer).map(get) },
                { layer, value in if let shape = layer as? CAShapeLayer { set(shape, value) } })
        }
        func shapeColor(_ name: String, _ get: @escaping @Sendable (CAShapeLayer) -> CGColor?, _ set: @escaping @Sendable (CAShapeLayer, CGColor) -> Void)
            -> AnimatableProperty
        {
            color(
                name, { layer in (layer as? CAShapeLayer).map(get) },
                { layer, value in if let shape = layer as? CAShapeLayer { set(shape, value) } })
        }
        return [
            shape("strokeStart", { $0.strokeStart }, { $0.strokeStart = $1 }),
            shape("strokeEnd", { $0.strokeEnd }, { $0.strokeEnd = $1 }),
            shape("lineWidth", { $0.lineWidth }, { $0.lineWidth = $1 }),
            shape("lineDashPhase", { $0.lineDashPhase }, { $0.lineDashPhase = $1 }),
            shape("miterLimit", { $0.miterLimit }, { $0.miterLimit = $1 }),
            shapeColor("fillColor", { $0.fillColor }, { $0.fillColor = $1 }),
            shapeColor("strokeColor", { $0.strokeColor }, { $0.strokeColor = $1 }),
            AnimatableProperty(
                keyPath: "path", kind: .path, changes: .appearance,
                read: { layer in (layer as? CAShapeLayer).map { .path($0.path?.elements ?? []) } },
                write: { layer, value in
                    if case .path(let elements) = value, let shape = layer as? CAShapeLayer {
                        shape.path = AnimationValue.makePath(elements)
                    }
                }),
        ]
    }

    /// A replicator's own properties (CAReplicatorLayer.h marks them animatable).
    private static var replicators: [AnimatableProperty] {
        func replicator(
            _ name: String, _ get: @escaping @Sendable (CAReplicatorLayer) -> CGFloat,
            _ set: @escaping @Sendable (CAReplicatorLayer, CGFloat) -> Void
        ) -> AnimatableProperty {
            scalar(
                name, .appearance, { ($0 as? CAReplicatorLayer).map(get) },
                { layer, value in if let replicator = layer as? CAReplicatorLayer { set(replicator, value) } })
        }
        return [
            // A count between two whole numbers shows the lower one (toward zero), as an
            // integer property set from a fractional number keeps its whole part.
            replicator("instanceCount", { CGFloat($0.instanceCount) }, { $0.instanceCount = Int($1.rounded(.towardZero)) }),
            replicator("instanceDelay", { CGFloat($0.instanceDelay) }, { $0.instanceDelay = Double($1) }),
            replicator("instanceRedOffset", { CGFloat($0.instanceRedOffset) }, { $0.instanceRedOffset = Float($1) }),
            replicator("instanceGreenOffset", { CGFloat($0.instanceGreenOffset) }, { $0.instanceGreenOffset = Float($1) }),
            replicator("instanceBlueOffset", { CGFloat($0.instanceBlueOffset) }, { $0.instanceBlueOffset = Float($1) }),
            replicator("instanceAlphaOffset", { CGFloat($0.instanceAlphaOffset) }, { $0.instanceAlphaOffset = Float($1) }),
            AnimatableProperty(
                keyPath: "instanceTransform", kind: .transform, changes: .appearance,
                read: { layer in (layer as? CAReplicatorLayer).map { .transform($0.instanceTransform) } },
                write: { layer, value in
                    if case .transform(let t) = value, let replicator = layer as? CAReplicatorLayer {
                        replicator.instanceTransform = t
                    }
                }),
            color(
                "instanceColor", { layer in (layer as? CAReplicatorLayer).map { $0.instanceColor } },
                { layer, value in (layer as? CAReplicatorLayer)?.instanceColor = value }),
        ]
    }
}
