import Foundation
import OpenCoreGraphics

/// Whoever shows a layer tree (an application's window, a headless renderer, a test): it is
/// told when the tree has work for the next frame, and it provides the drawing contexts that
/// layers draw their backing stores into.
///
/// Set it on the root layer (``CALayer/host``, held weakly). Core Animation has no such
/// public object; its render server plays the part.
package protocol LayerTreeHost: AnyObject {
    /// Called when the tree under `root` goes from having no pending work to having some (a
    /// property changed, display or layout was requested). Called once until the flags are
    /// cleared by ``CALayer/commitChanges(_:)``; schedule a frame here.
    func layerTreeNeedsCommit(_ root: CALayer)

    /// A context for `layer` to draw a backing store of `size` points at `scale` pixels per
    /// point. Its user space must be in points with the origin at the store's top-left corner;
    /// the layer itself moves the origin to `bounds.origin`.
    func makeBackingStore(for layer: CALayer, size: CGSize, scale: CGFloat) -> CGContext

    /// The part of `layer`'s bounds that is on screen now (its bounds space), for a layer too
    /// large to have a whole backing store; the host redraws the layer when it changes.
    func visibleRect(of layer: CALayer) -> CGRect

    /// The host's clock now (the application clock), or nil when it has none. An animation
    /// added with `beginTime` 0 to a layer of a hosted tree begins at this time; without it,
    /// at the next ``CALayer/advanceAnimations(in:to:)``.
    var currentMediaTime: CFTimeInterval? { get }

    /// Told when an animation is added to a layer of the tree, starts, or stops (for traces).
    func animationEvent(_ event: LayerAnimationEvent)

    /// Draws `layer`'s text into `ctx` (its backing store, in its bounds space) with the
    /// host's text engine; false when the host has none.
    func drawText(of layer: CATextLayer, in ctx: CGContext) -> Bool
}

extension LayerTreeHost {
    /// Without a clock, animations begin at the next frame.
    package var currentMediaTime: CFTimeInterval? { nil }

    package func animationEvent(_ event: LayerAnimationEvent) {}

    /// Without a text engine, text layers draw nothing.
    package func drawText(of layer: CATextLayer, in ctx: CGContext) -> Bool { false }

    /// Without a renderer, a recording context stands in for pixels.
    package func makeBackingStore(for layer: CALayer, size: CGSize, scale: CGFloat) -> CGContext {
        CGContext(size: size)
    }

    /// Without a screen nothing is visible: a layer too large for a whole store keeps none.
    package func visibleRect(of layer: CALayer) -> CGRect { .null }
}

/// A layer delegate that can name the root of its layer's tree without walking up to it (a
/// view keeps its window), so a layer deep in a tree finds its host in constant time.
package protocol LayerTreeRootProviding: AnyObject {
    /// The root of `layer`'s tree, or nil when the delegate cannot tell (the layer is not its
    /// own, or it is outside any window): the layer then walks up.
    func knownRootLayer(of layer: CALayer) -> CALayer?
}

extension CALayer {
    /// The host of the layer's tree: its root's, found through the delegate when it knows the
    /// root (see ``LayerTreeRootProviding``), otherwise by walking up.
    package var treeHost: (any LayerTreeHost)? {
        if let provider = delegate as? any LayerTreeRootProviding, let root = provider.knownRootLayer(of: self) {
            return root.host
        }
        return rootLayer.host
    }
}

