import Foundation
import OpenCoreGraphics
import OpenQuartzCore

// Drawing goes through the layer, as in UIKit: the display phase asks the layer to display,
// the layer (whose delegate is the view and which implements no `display(_:)`) makes or reuses
// its backing store (from its tree's host, see `WindowRenderer`) clipped to the marked area,
// and calls back `draw(_:in:)`, where the view makes the store the current context and runs
// `draw(_:)`.
extension UIView {
    /// Whether a `draw(_:)` is pending for the receiver.
    public var needsDisplay: Bool { cycle.needsDisplay }

    /// The context the receiver's last `draw(_:)` drew into: its layer's backing store, or
    /// `nil` before it drew. It is a recording context (with `CGContext/operations`) when the
    /// layer tree's host records instead of making pixels.
    public var recordedDrawing: CGContext? { layer.backingStore }

    /// Adds `rect` (the whole bounds for nil) to the receiver's dirty area, on its layer, and
    /// queues the receiver for the display pass.
    package func markNeedsDisplay(in rect: CGRect?, reason: @autoclosure () -> String) {
        // Marked from inside its own drawing, the mark is for the next frame: UIKit draws a
        // view once per display pass. Only the view keeps it then (the next display pass marks
        // the layer whole); a layer mark now would draw it again in this frame.
        if !layer.isDisplaying {
            if let rect {
                let standardized = rect.standardized
                guard !standardized.isEmpty else { return }
                if standardized.origin.isFinite && standardized.width.isFinite && standardized.height.isFinite {
                    layer.setNeedsDisplay(standardized)
                } else {
                    layer.setNeedsDisplay()
                }
            } else {
                layer.setNeedsDisplay()
            }
        }
        guard !cycle.needsDisplay else { return }
        cycle.needsDisplay = true
        cycle.displayReason = reason()
        let pipeline = framePipeline
        pipeline.checkMark(for: .display, view: self, what: "setNeedsDisplay")
        if !cycle.queuedForDisplay {
            cycle.queuedForDisplay = true
            pipeline.queues.enqueue(self, for: .display)
        }
    }

    // MARK: Drawing for the layer

    /// UIView's `draw(_:in:)`: draws the receiver into its layer's backing store: the area
    /// being redrawn (the context's clip) is cleared when ``clearsContextBeforeDrawing`` says
    /// so and the store already held pixels, then `draw(_:)` runs with `ctx` as the current
    /// context.
    package func drawViewContents(of layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        // The layer drawing now satisfies the view's pending mark too, whoever asked it to
        // display (the display pass, or the app calling `layer.displayIfNeeded()` directly),
        // so the next display pass does not draw it again. A mark made inside draw(_:) below
        // sets it again, for the next frame.
        cycle.needsDisplay = false
        let bounds = layer.bounds
        var rect = ctx.boundingBoxOfClipPath.intersection(bounds)
        if rect.isNull { rect = bounds }
        // A new store starts transparent; only a reused one has old pixels to clear.
        let isFirstDraw = !ctx.hasPixels
        if clearsContextBeforeDrawing && ctx === layer.backingStore { ctx.clear(rect) }
        let reason = cycle.displayReason.isEmpty ? "layer display" : cycle.displayReason
        cycle.displayReason = ""
        cycle.reachedBaseDraw = false
        let pipeline = framePipeline
        GraphicsContextStack.push(ctx)
        // Dynamic colours set or stroked in draw(_:) resolve with the view's traits.
        pipeline.traits.withCurrent(traitCollection) { draw(rect) }
        GraphicsContextStack.pop(ctx)
        // UIKit never calls draw(_:) on a view that does not override it. Which classes
        // override cannot be asked in Swift, so the first draw of a view tells: reaching
        // UIView's draw(_:) and painting nothing marks the class as one that does not draw,
        // and the call is not counted as a draw.
        if cycle.reachedBaseDraw && isFirstDraw && !ctx.hasPixels && ctx.operations.isEmpty {
            pipeline.nonDrawingViewClasses.insert(ObjectIdentifier(type(of: self)))
            layer.drawingPaintedNothing = true
            return
        }
        pipeline.statistics.drawCalls += 1
        pipeline.trace?.record(.display, .updatePass(view: traceName, .draw(rect: rect, reason: reason)))
    }

    /// Marks the view for its first display when it appears in a window with a size, unless
    /// its class is known not to draw or it already has contents — as UIKit draws a view that
    /// overrides `draw(_:)` when it first appears.
    package func markFirstDisplayIfNeeded() {
        guard layer.backingStore == nil, !cycle.needsDisplay,
            !framePipeline.nonDrawingViewClasses.contains(ObjectIdentifier(type(of: self)))
        else { return }
        markNeedsDisplay(in: nil, reason: "first display")
    }
}

extension UIView: @MainActor LayerTreeRootProviding {
    /// The window's layer, for the view's own layer in a window: a layer deep in a tree finds
    /// its host (the window's renderer) without walking to the root.
    package func knownRootLayer(of layer: CALayer) -> CALayer? {
        guard layer === self.layer, let window, window.layer.superlayer == nil else { return nil }
        return window.layer
    }
}

