import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// Shows one window's layer tree: the host of the window's root layer (it makes the backing
/// stores views draw into) and the owner of the compositor that turns the tree into the
/// window's pixels at each frame's commit phase.
///
/// Headless frames and a live window share this path; a presenter (the window backend)
/// would take ``LayerCompositor/target`` and the damaged rectangles from here.
@MainActor
package final class WindowRenderer: @MainActor LayerTreeHost {
    package private(set) weak var window: UIWindow?
    package private(set) var compositor: LayerCompositor?
    /// What the last repaint covered, in window pixels.
    package private(set) var lastDamage = DamageRegion()
    /// Damage committed and not yet repainted.
    package private(set) var pendingDamage = DamageRegion()
    /// Where frames go as soon as they are committed; nil headless.
    package weak var presenter: (any FramePresenter)?

    package init(window: UIWindow) {
        self.window = window
    }

    // MARK: LayerTreeHost

    /// Frames run every run-loop turn, so nothing needs scheduling.
    package func layerTreeNeedsCommit(_ root: CALayer) {}

    /// The application clock's time: an animation added with `beginTime` 0 begins now.
    package var currentMediaTime: CFTimeInterval? { window?.application?.runLoop.clock.now }

    /// Records the animation event in the application's trace (stage `animation`), naming
    /// the view whose layer it is when there is one.
    package func animationEvent(_ event: LayerAnimationEvent) {
        guard let trace = window?.application?.trace, trace.isEnabled else { return }
        let owner = (event.layer.delegate as? UIView).map { "\($0.traceName).layer" } ?? event.layer.debugName
        let phase: TracePayload.AnimationPhase
        switch event.kind {
        case .added: phase = .added
        case .started: phase = .started
        case .stopped(let finished): phase = .stopped(finished: finished)
        }
        trace.record(.animation, .animation(animation: event.animationDescription, key: event.key, layer: owner, phase: phase))
    }

    /// A backing store that allocates its pixels only when something is painted into it:
    /// a view whose `draw(_:)` paints nothing costs no bitmap. Its paints are listed and
    /// rasterized when the pixels are first composited or read, so a window never rendered
    /// (a headless test) maps no store memory and rasterizes no text.
    package func makeBackingStore(for layer: CALayer, size: CGSize, scale: CGFloat) -> CGContext {
        let width = Int((size.width * scale).rounded(.up))
        let height = Int((size.height * scale).rounded(.up))
        if let store = CGContext.makeLazyFlippedBitmap(pixelWidth: width, pixelHeight: height, scale: scale) {
            return store
        }
        // Too large for one bitmap (the reason was logged): drawing is recorded, not shown.
        window?.application?.log.log(
            "Backing store of \(width)x\(height) pixels for \(layer.debugName) is too large; its drawing is not shown")
        return CGContext(size: size)
    }

    /// The window's bounds in `layer`'s space; layers that ask are remembered so they redraw
    /// when what is visible of them moves past their store.
    package func visibleRect(of layer: CALayer) -> CGRect {
        guard let window else { return .null }
        partialStoreLayers.removeAll { $0.layer == nil || $0.layer === layer }
        partialStoreLayers.append(WeakLayer(layer: layer))
        return layer.convert(window.layer.bounds, from: window.layer)
    }

    /// Layers whose store covers only their visible part.
    private var partialStoreLayers: [WeakLayer] = []
    /// The layout and display walks of every frame, whose stacks are reused frame to frame.
    private let walker = LayerTreeWalker()

    private struct WeakLayer {
        weak var layer: CALayer?
    }

    /// Marks for display the layers whose partial store no longer covers what is visible.
    private func redisplayUncoveredPartialStores() {
        guard let window, !partialStoreLayers.isEmpty else { return }
        partialStoreLayers.removeAll { $0.layer == nil }
        for entry in partialStoreLayers {
            guard let layer = entry.layer, layer.backingStoreCoversPart, !layer.needsDisplay() else { continue }
            let visible = layer.convert(window.layer.bounds, from: window.layer).intersection(layer.bounds)
            if !visible.isNull && !visible.isEmpty && !layer.backingStoreRect.contains(visible) {
                layer.setNeedsDisplay()
            }
        }
    }

    // MARK: Frames

    /// The commit phase for this window: lays out and displays the layers that asked for it
    /// outside any view, then commits the tree, adding what changed to the damage waiting to
    /// be repainted. With no presenter attached (headless), repainting waits until someone
    /// asks for pixels; with one, it happens now and the presenter gets the frame.
    package func commitFrame(scale: CGFloat, trace: EventTrace?) {
        guard let window, !window.isHidden else { return }
        let size = window.bounds.size
        if compositor == nil || compositor?.size != size || compositor?.scale != scale {
            // A new compositor knows no layer yet: everything is damaged and repainted.
            compositor = LayerCompositor(size: size, scale: scale)
            if compositor == nil {
                window.application?.log.log(
                    "\(window.traceName) of \(size.width)x\(size.height) points at scale \(scale) cannot have pixels; it is not rendered")
            }
        }
        guard let compositor else { return }
        let root = window.layer
        walker.layout(root)
        redisplayUncoveredPartialStores()
        walker.display(root)
        let damage = compositor.commit(root)
        pendingDamage.formUnion(damage)
        if let trace, trace.isEnabled, !damage.isEmpty {
            trace.record(.commit, .commit(window: window.traceName, damaged: damage.rects, pixels: Int(damage.area)))
        }
        if let presenter {
            repaint()
            // A frame that changed nothing is not presented: the presenter keeps the last one.
            if lastRepaintArea > 0 {
                presenter.present(compositor.target, damage: lastDamage)
            }
        }
    }

    /// Marks the whole window for repainting (backing stores are kept).
    package func invalidateAll() { compositor?.invalidateAll() }

    /// The pixels the last repaint covered (0 when it had nothing to do).
    package private(set) var lastRepaintArea: CGFloat = 0

    /// Repaints whatever the commits since the last repaint damaged.
    package func repaint() {
        lastRepaintArea = 0
        guard let compositor, let window else { return }
        // A full invalidation waits in the compositor until the next commit; take it now.
        pendingDamage.formUnion(compositor.commit(window.layer))
        guard !pendingDamage.isEmpty else { return }
        compositor.composite(window.layer, damage: pendingDamage)
        // Copied into storage kept from frame to frame, so a live window's steady frames do not
        // grow fresh damage arrays.
        lastDamage.replace(with: pendingDamage)
        lastRepaintArea = pendingDamage.area
        pendingDamage.removeAll(keepingCapacity: true)
    }

    /// The window's pixels, repainted up to the last commit.
    package func makeImage() -> CGImage? {
        repaint()
        return compositor?.makeImage()
    }
}

/// Takes finished frames to where they are shown (a live window's texture); the headless
/// mode has none and repaints only when pixels are asked for.
@MainActor
package protocol FramePresenter: AnyObject {
    /// Shows `pixels` (the window's whole bitmap), of which only `damage` changed.
    func present(_ pixels: CGContext, damage: DamageRegion)
}
