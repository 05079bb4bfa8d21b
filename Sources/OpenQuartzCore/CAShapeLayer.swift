import Foundation
import OpenCoreGraphics

/// A layer that fills and strokes a path. This is the model only: the renderer draws it.
/// - Note: See https://developer.apple.com/documentation/quartzcore/cashapelayer
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's bounds space; nil (the default) draws nothing. The path is
    /// copied, so changing a mutable path later does not change the layer.
    open var path: CGPath? {
        get { storedPath }
        set {
            let copy = newValue?.copy()
            guard copy != storedPath else { return }
            storedPath = copy
            markChanged(.appearance)
        }
    }

    private var storedPath: CGPath?

    /// Colour the path is filled with; opaque black by default, nil for no fill.
    open var fillColor: CGColor? = .black {
        didSet { if fillColor != oldValue { markChanged(.appearance) } }
    }

    /// Rule that decides which points are inside the path; non-zero by default.
    open var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { if fillRule != oldValue { markChanged(.appearance) } }
    }

    /// Colour the path is stroked with; nil (no stroke) by default.
    open var strokeColor: CGColor? {
        didSet { if strokeColor != oldValue { markChanged(.appearance) } }
    }

    /// Width of the stroke; 1 by default.
    open var lineWidth: CGFloat = 1 {
        willSet { Self.requireFinite(newValue, "lineWidth") }
        didSet { if lineWidth != oldValue { markChanged(.appearance) } }
    }

    /// Shape of the stroke's open ends; butt by default.
    open var lineCap: CAShapeLayerLineCap = .butt {
        didSet { if lineCap != oldValue { markChanged(.appearance) } }
    }

    /// Shape of the stroke's corners; miter by default.
    open var lineJoin: CAShapeLayerLineJoin = .miter {
        didSet { if lineJoin != oldValue { markChanged(.appearance) } }
    }

    /// Ratio of miter length to line width above which a miter corner is bevelled; 10 by
    /// default.
    open var miterLimit: CGFloat = 10 {
        willSet { Self.requireFinite(newValue, "miterLimit") }
        didSet { if miterLimit != oldValue { markChanged(.appearance) } }
    }

    /// How far into the dash pattern the stroke starts; 0 by default.
    open var lineDashPhase: CGFloat = 0 {
        willSet { Self.requireFinite(newValue, "lineDashPhase") }
        didSet { if lineDashPhase != oldValue { markChanged(.appearance) } }
    }

    /// Alternating lengths of painted and unpainted stroke segments; nil for a solid stroke.
    open var lineDashPattern: [NSNumber]? {
        didSet { if lineDashPattern != oldValue { markChanged(.appearance) } }
    }

    private var clampedStrokeStart: CGFloat = 0
    private var clampedStrokeEnd: CGFloat = 1

    /// Fraction of the path's length where the stroke starts, within 0…1; 0 by default.
    open var strokeStart: CGFloat {
        get { clampedStrokeStart }
        set {
            Self.requireFinite(newValue, "strokeStart")
            let value = Swift.min(Swift.max(newValue, 0), 1)
            guard value != clampedStrokeStart else { return }
            clampedStrokeStart = value
            markChanged(.appearance)
        }
    }

    /// Fraction of the path's length where the stroke ends, within 0…1; 1 by default.
    open var strokeEnd: CGFloat {
        get { clampedStrokeEnd }
        set {
            Self.requireFinite(newValue, "strokeEnd")
            let value = Swift.min(Swift.max(newValue, 0), 1)
            guard value != clampedStrokeEnd else { return }
            clampedStrokeEnd = value
            markChanged(.appearance)
        }
    }

    /// Creates a shape layer with Core Animation's defaults.
    public required init() { super.init() }

    /// Copies `layer`'s properties, the shape properties included when it is a shape layer.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        storedPath = other.storedPath
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        miterLimit = other.miterLimit
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
        clampedStrokeStart = other.clampedStrokeStart
        clampedStrokeEnd = other.clampedStrokeEnd
    }
}
