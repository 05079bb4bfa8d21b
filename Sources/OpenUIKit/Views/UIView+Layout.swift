import Foundation
import OpenQuartzCore

extension UIView {
    /// The frame pipeline whose queues hold the receiver's marks: its window's application's,
    /// or, for a view outside every window, the detached pipeline (``FramePipeline/detached``),
    /// which keeps them until the view joins a window or is laid out by `layoutIfNeeded()`.
    package var framePipeline: FramePipeline {
        window?.application?.framePipeline ?? .detached
    }

    /// Whether a `layoutSubviews()` is pending for the receiver.
    public var needsLayout: Bool { cycle.needsLayout }

    /// Marks the receiver for layout, remembering the first reason for the trace.
    /// `hierarchyChange` marks come from a subview added or removed, legal in any phase (the
    /// layout waits for the next frame when the layout phase already ran).
    package func markNeedsLayout(reason: LayoutReason, hierarchyChange: Bool = false) {
        guard !cycle.needsLayout else { return }
        cycle.needsLayout = true
        cycle.layoutReason = reason
        let pipeline = framePipeline
        pipeline.checkMark(
            for: .layout, view: self, what: hierarchyChange ? "layout for a subview change" : "setNeedsLayout",
            hierarchyChange: hierarchyChange)
        if !cycle.queuedForLayout {
            cycle.queuedForLayout = true
            pipeline.queues.enqueue(self, for: .layout)
        }
    }

    /// `layoutIfNeeded()`: pending constraint updates in the hierarchy run, the constraint
    /// engine settles, then the highest ancestor waiting for layout (or the receiver) is laid
    /// out with every marked view below it, parents first. Nothing happens when all is clean.
    ///
    /// Called on a view whose `layoutSubviews()` is running (from inside it, typically after
    /// `setNeedsLayout()`), it does nothing, as Core Animation ignores a layer already in
    /// layout: running it would lay the view out inside its own layout, without end (the mark
    /// is absorbed, as every mark a view gets during its own layout is). The walk up to the
    /// highest marked ancestor stops below any ancestor that is laying out.
    package func layoutNowIfNeeded() {
        let pipeline = framePipeline
        let layingOut = pipeline.viewsLayingOut
        if !layingOut.isEmpty, layingOut.contains(where: { $0 === self }) { return }
        var root: UIView = self
        while let superview = root.superview { root = superview }
        pipeline.queues.withViewsHeld {
            pipeline.updateConstraintsPass(scope: root)
            pipeline.engines.solvePendingChanges()
            var top: UIView = self
            var ancestor = superview
            while let current = ancestor {
                if !layingOut.isEmpty, layingOut.contains(where: { $0 === current }) { break }
                if current.cycle.needsLayout { top = current }
                ancestor = current.superview
            }
            pipeline.layoutPass(scope: top)
        }
    }

    /// Queues the receiver's pending layout, display and constraint marks with `pipeline`,
    /// whatever queue they went to before: the receiver is joining a window of `pipeline`'s
    /// application, and marks made before (outside any window, perhaps before that application
    /// existed) were queued with the detached pipeline or another application's, or parked, while
    /// the flags that make later marks return early stayed set. A copy left in another queue
    /// is harmless: passes skip views whose flag is already clear. A parked view is unparked.
    package func queuePendingMarks(with pipeline: FramePipeline) {
        if cycle.isParked {
            cycle.isParked = false
            pipeline.queues.noteUnparked()
        }
        if cycle.needsLayout {
            cycle.queuedForLayout = true
            pipeline.queues.enqueue(self, for: .layout)
        }
        if cycle.needsDisplay {
            cycle.queuedForDisplay = true
            pipeline.queues.enqueue(self, for: .display)
        }
        if cycle.needsUpdateConstraints {
            cycle.queuedForConstraints = true
            pipeline.queues.enqueue(self, for: .constraints)
        }
    }

    /// `sizeToFit()`: the size from ``sizeThatFits(_:)``, the frame's origin kept.
    package func resizeToFit() {
        var rect = frame
        rect.size = sizeThatFits(bounds.size)
        frame = rect
    }

    // MARK: Triggers

    /// Layout and display consequences of a bounds change: a size change marks the receiver
    /// and its superview for layout, resizes autoresizing subviews, redraws `.redraw` content
    /// and lets a view that waited with an empty size draw.
    package func updateCycleBoundsDidChange(oldBounds: CGRect) {
        let oldSize = oldBounds.size
        let newSize = layer.bounds.size
        guard oldSize != newSize else { return }
        markNeedsLayout(reason: "size changed")
        superview?.markNeedsLayout(reason: .subviewResized(TraceNameSource(self)))
        if autoresizesSubviews {
            for sublayer in layer.sublayerStorage {
                sublayer.owningView?.autoresize(fromSuperviewSize: oldSize, to: newSize)
            }
        }
        if contentMode == .redraw {
            markNeedsDisplay(in: nil, reason: "size changed with contentMode .redraw")
        } else if cycle.needsDisplay, oldSize.width == 0 || oldSize.height == 0, !cycle.queuedForDisplay {
            // It was skipped while empty; it can draw now.
            cycle.queuedForDisplay = true
            framePipeline.queues.enqueue(self, for: .display)
        }
        constraintEngineFrameDidChange()
    }

    /// Layout consequences of a subview change (reference H2.4, decision 6): an added view and
    /// its new superview are marked; a removal marks the old superview.
    package func updateCycleSubviewsDidChange(added: UIView?, removed: UIView?) {
        if let removed {
            constraintEngineSubviewRemoved(removed)
            markNeedsLayout(reason: .subviewRemoved(TraceNameSource(removed)), hierarchyChange: true)
        }
        if let added {
            constraintEngineSubviewAdded(added)
            added.markNeedsLayout(reason: .addedTo(TraceNameSource(self)), hierarchyChange: true)
            markNeedsLayout(reason: .subviewAdded(TraceNameSource(added)), hierarchyChange: true)
        }
    }
}

extension UIView {
    /// UIView's `layoutSublayers(of:)`: for the view's own layer, the view's layout (see
    /// `FramePipeline.layOutFromLayer(_:)`); nothing for a layer the view only delegates for.
    package func layOutForLayer(_ layer: CALayer) {
        guard layer === self.layer else { return }
        FramePipeline.layOutFromLayer(self)
    }
}
