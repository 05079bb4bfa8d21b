import Foundation
import OpenCoreGraphics

/// A layer that fills its bounds with a colour gradient. This is the model only: the renderer
/// draws it.
/// - Note: See https://developer.apple.com/documentation/quartzcore/cagradientlayer
open class CAGradientLayer: CALayer {
    /// The gradient's colours (`CGColor` values), in order; nil by default.
    open var colors: [Any]? {
        didSet { markChanged(.appearance) }
    }

    /// Where each colour sits along the gradient, 0…1, increasing; nil spreads the colours
    /// evenly.
    open var locations: [NSNumber]? {
        didSet { if locations != oldValue { markChanged(.appearance) } }
    }

    /// Start of the gradient in unit coordinates of the bounds; (0.5, 0) by default.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        willSet { Self.requireFinite(newValue, "startPoint") }
        didSet { if startPoint != oldValue { markChanged(.appearance) } }
    }

    /// End of the gradient in unit coordinates of the bounds; (0.5, 1) by default.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        willSet { Self.requireFinite(newValue, "endPoint") }
        didSet { if endPoint != oldValue { markChanged(.appearance) } }
    }

    /// The gradient's geometry; axial by default.
    open var type: CAGradientLayerType = .axial {
        didSet { if type != oldValue { markChanged(.appearance) } }
    }

    /// Creates a gradient layer with Core Animation's defaults.
    public required init() { super.init() }

    /// Copies `layer`'s properties, the gradient properties included when it is a gradient
    /// layer.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }
}
