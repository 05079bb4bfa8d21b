import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// The host of an application's window layer trees: it gives layers that draw their backing
/// stores, and hears when a tree has work for the next frame (the run loop runs a frame every
/// turn, so there is nothing to schedule).
///
/// Each window's layer has its application's host (``FramePipeline/layerHost``); a view that
/// draws while outside any window gets the layer's own fallback, a recording context.
@MainActor
package final class ViewLayerHost: LayerTreeHost {
    package init() {}

    /// The application whose clock times the animations added to its windows' layers.
    package weak var application: UIApplication?

    /// The application clock's time: an animation added with `beginTime` 0 begins now.
    package var currentMediaTime: CFTimeInterval? { application?.runLoop.clock.now }

    package func layerTreeNeedsCommit(_ root: CALayer) {}

    package func makeBackingStore(for layer: CALayer, size: CGSize, scale: CGFloat) -> CGContext {
        // Limitation: until bitmap contexts exist, backing stores record the drawing.
        CGContext(size: size)
    }
}
