import Foundation
import OpenCoreGraphics

/// A layer that draws its sublayers several times: instance 0 as they are, each next
/// instance through one more ``instanceTransform`` (applied about the layer's anchor point,
/// like `sublayerTransform`), tinted by ``instanceColor`` plus the colour offsets times the
/// instance's index, and with the animations of everything under it (sublayers and their
/// sublayers) running ``instanceDelay`` seconds later per index.
///
/// The replicator's own properties but `preservesDepth` are animatable, explicitly or by
/// their implicit actions like other layer properties: `instanceTransform`, `instanceColor`,
/// the four colour offsets, `instanceDelay` and `instanceCount` (shown as the animated value
/// rounded toward zero).
///
/// The copies exist only in the compositor: the model tree holds the sublayers once, and
/// hit-testing, `sublayers` and layout see only them.
/// - Note: See https://developer.apple.com/documentation/quartzcore/careplicatorlayer
// UIKit divergence: `preservesDepth` is stored and the instances are drawn flat (the
// renderer is two-dimensional). See docs/DIVERGENCES.md ("Layers").
open class CAReplicatorLayer: CALayer {
    /// How many copies are drawn, the sublayers themselves included; 1 by default. Zero or
    /// less draws none.
    open var instanceCount = 1 {
        didSet { if instanceCount != oldValue { changed("instanceCount", from: .scalar(Double(oldValue)), .appearance) } }
    }

    /// Whether the copies keep their depth; false by default. Stored: the renderer is flat.
    open var preservesDepth = false

    /// The seconds each instance's animations run behind the previous one's; 0 by default.
    open var instanceDelay: CFTimeInterval = 0 {
        willSet { Fatal.check(newValue.isFinite, "CAReplicatorLayer.instanceDelay must be finite, got \(newValue)") }
        didSet { if instanceDelay != oldValue { changed("instanceDelay", from: .scalar(oldValue), .appearance) } }
    }

    /// The transform from one instance to the next, about the anchor point; identity by
    /// default.
    open var instanceTransform: CATransform3D = CATransform3DIdentity {
        willSet { Self.requireFinite(newValue, "instanceTransform") }
        didSet {
            if !CATransform3DEqualToTransform(instanceTransform, oldValue) {
                changed("instanceTransform", from: .transform(oldValue), .appearance)
            }
        }
    }

    /// The colour the first instance is multiplied by; opaque white (no change) by default.
    open var instanceColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
        didSet { if instanceColor != oldValue { changed("instanceColor", from: .color(.init(oldValue)), .appearance) } }
    }

    /// Added to the red component of the colour for each next instance; 0 by default.
    open var instanceRedOffset: Float = 0 {
        didSet {
            if instanceRedOffset != oldValue { changed("instanceRedOffset", from: .scalar(Double(oldValue)), .appearance) }
        }
    }

    /// Added to the green component for each next instance; 0 by default.
    open var instanceGreenOffset: Float = 0 {
        didSet {
            if instanceGreenOffset != oldValue { changed("instanceGreenOffset", from: .scalar(Double(oldValue)), .appearance) }
        }
    }

    /// Added to the blue component for each next instance; 0 by default.
    open var instanceBlueOffset: Float = 0 {
        didSet {
            if instanceBlueOffset != oldValue { changed("instanceBlueOffset", from: .scalar(Double(oldValue)), .appearance) }
        }
    }

    /// Added to the alpha component for each next instance; 0 by default.
    open var instanceAlphaOffset: Float = 0 {
        didSet {
            if instanceAlphaOffset != oldValue { changed("instanceAlphaOffset", from: .scalar(Double(oldValue)), .appearance) }
        }
    }

    /// Creates a replicator layer with Core Animation's defaults.
    public required init() { super.init() }

    /// Copies `layer`'s properties, the replicator's included when it is one.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        preservesDepth = other.preservesDepth
        instanceDelay = other.instanceDelay
        instanceTransform = other.instanceTransform
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
    }
}

extension CAReplicatorLayer {
    /// The colour instance `index` is multiplied by: ``instanceColor`` plus `index` times
    /// each offset, every component clamped to 0…1.
    package func colorOfInstance(_ index: Int) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let base = instanceColor?.rgba ?? (red: 1, green: 1, blue: 1, alpha: 1)
        func clamp(_ value: Double) -> CGFloat { CGFloat(Swift.min(1, Swift.max(0, value))) }
        let i = Double(index)
        return (
            clamp(base.red + i * Double(instanceRedOffset)), clamp(base.green + i * Double(instanceGreenOffset)),
            clamp(base.blue + i * Double(instanceBlueOffset)), clamp(base.alpha + i * Double(instanceAlphaOffset))
        )
    }

    /// The map of instance `index` in the layer's bounds space: ``instanceTransform`` applied
    /// `index` times about the anchor point.
    package func transformOfInstance(_ index: Int) -> CGAffineTransform {
        guard index > 0 else { return .identity }
        let step = CATransform3DGetAffineTransform(instanceTransform)
        var total = CGAffineTransform.identity
        for _ in 0..<index { total = total.concatenating(step) }
        let pivot = CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(total)
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    }
}
