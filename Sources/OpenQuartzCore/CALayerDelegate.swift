import Foundation
import OpenCoreGraphics

/// The object that a layer asks to draw, lay out and animate it; UIView is the delegate of
/// its own layer. Every method is optional: the defaults below do what Core Animation does
/// when a delegate does not implement the method.
/// - Note: See https://developer.apple.com/documentation/quartzcore/calayerdelegate
///
/// The protocol carries no actor, as in Core Animation. A main-actor delegate (a view) conforms
/// with an isolated conformance (`@MainActor CALayerDelegate`): layers call it from the main
/// thread, where a layer in a window is used.
public protocol CALayerDelegate: AnyObject {
    /// Provides the layer's contents in place of drawing. Implementing it means the layer's
    /// backing store is not made and `draw(in:)` does not run.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx`, whose user space is the layer's bounds.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Told just before the layer's backing store is drawn.
    func layerWillDraw(_ layer: CALayer)
    /// Positions the layer's sublayers; called by the layer's `layoutSublayers()`.
    func layoutSublayers(of layer: CALayer)
    /// The action to run for `event` on `layer`, or nil to let the layer search further.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Not implementing `display(_:)` means: make a backing store and draw into it.
    public func display(_ layer: CALayer) { layer.drawIntoBackingStore() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
