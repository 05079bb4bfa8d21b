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
            Fatal.stop("\(self).layerClass must be CALayer or a subclass, got \(layerClass)")
        }
        return layerType.init()
    }

    /// Takes the new layer over: the view becomes its delegate and gives it UIKit's defaults
    /// where they differ from Core Animation's (views are opaque).
    func adoptLayer() {
        layer.delegate = self
        // The view clears (or not) in draw(_:in:), as clearsContextBeforeDrawing says.
        layer.clearsBackingStoreBeforeRedraw = false
        layer.isOpaque = true
        contentModeDidChange()
    }

    /// Gives the receiver's layer the pixel density of `window`'s screen; a layer that already
    /// drew at another density draws again.
    func adoptScreenScale(of window: UIWindow) {
        currentMaskView?.adoptScreenScale(of: window)
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
    // Core Animation names gravity edges in an unflipped (y-up) sense even on iOS, so the
    // vertical names swap: `.top` content goes where a layer's `.bottom` gravity puts it.
    static func contentsGravity(for mode: ContentMode) -> CALayerContentsGravity {
        switch mode {
        case .scaleToFill, .redraw: .resize
        case .scaleAspectFit: .resizeAspect
        case .scaleAspectFill: .resizeAspectFill
        case .center: .center
        case .top: .bottom
        case .bottom: .top
        case .left: .left
        case .right: .right
        case .topLeft: .bottomLeft
        case .topRight: .bottomRight
        case .bottomLeft: .topLeft
        case .bottomRight: .topRight
        }
    }

    /// Same as ``superview``; the name other areas (gestures, Auto Layout) use.
    package var storedSuperview: UIView? { superview }
}

extension CALayer {
    /// The view this layer belongs to: its delegate, when the delegate is a view whose layer
    /// it is (a layer a view merely delegates for is not that view's).
    @MainActor package var owningView: UIView? {
        guard let view = delegate as? UIView, view.layer === self else { return nil }
        return view
    }
}
