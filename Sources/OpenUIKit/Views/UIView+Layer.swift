import Foundation
import OpenCoreGraphics
import OpenQuartzCore

// A view and its layer: the view makes the layer in its initializer, is its delegate, and
// keeps every geometric and visual property in it, so `view.center = p` and
// `view.layer.position = p` are the same change. The view hierarchy is the layer tree: a
// view's subviews are the sublayers that belong to views, in sublayer order, and its superview
// is the view that owns its layer's superlayer.
extension UIView {
    /// Makes the layer for a new instance of the receiving class, from ``layerClass``.
    static func makeLayer() -> CALayer {
        guard let layerType = layerClass as? CALayer.Type else {
            preconditionFailure("\(self).layerClass must be CALayer or a subclass, got \(layerClass)")
        }
        return layerType.init()
    }

    /// Takes the new layer over: the view becomes its delegate and gives it UIKit's defaults
    /// where they differ from Core Animation's (views are opaque).
    func adoptLayer() {
        layer.delegate = self
        layer.isOpaque = true
        contentModeDidChange()
    }

    /// Gives the receiver's layer the pixel density of `window`'s screen; a layer that already
    /// drew at another density draws again.
    func adoptScreenScale(of window: UIWindow) {
        guard let scale = window.application?.screen.scale, layer.contentsScale != scale else { return }
        layer.contentsScale = scale
        if layer.backingStore != nil { setNeedsDisplay() }
    }

    /// Keeps the layer's contents gravity and redraw-on-resize flag in step with
    /// ``contentMode``.
    func contentModeDidChange() {
        layer.contentsGravity = Self.contentsGravity(for: contentMode)
        layer.needsDisplayOnBoundsChange = contentMode == .redraw
    }

    /// The layer gravity that places cached contents the way `mode` asks.
    // UIKit divergence: UIKit hands Core Animation `.bottom` for `.top` (and the like), because
    // iOS layers count y upward for gravity; our layers' gravity names are y-down, so each
    // content mode maps to the gravity of the same name.
    static func contentsGravity(for mode: ContentMode) -> CALayerContentsGravity {
        switch mode {
        case .scaleToFill, .redraw: .resize
        case .scaleAspectFit: .resizeAspect
        case .scaleAspectFill: .resizeAspectFill
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        }
    }

    /// Same as ``superview``; the name other areas (gestures, Auto Layout) use.
    package var storedSuperview: UIView? { superview }
}

extension CALayer {
    /// The view this layer belongs to: its delegate, when the delegate is a view whose layer
    /// it is (a layer a view merely delegates for is not that view's).
    package var owningView: UIView? {
        guard let view = delegate as? UIView, view.layer === self else { return nil }
        return view
    }
}

extension UIColor {
    /// A colour with the components of a layer's colour (RGB or grey).
    static func fromLayerColor(_ color: CGColor) -> UIColor {
        let values = componentValues(color.components)
        if values.count >= 4 {
            return UIColor(red: values[0], green: values[1], blue: values[2], alpha: values[3])
        }
        if values.count == 2 {
            return UIColor(white: values[0], alpha: values[1])
        }
        return UIColor(white: 0, alpha: color.alpha)
    }

    /// The components as an array whether or not Core Graphics hands them as an optional.
    private static func componentValues(_ components: [CGFloat]?) -> [CGFloat] { components ?? [] }
}
