import Foundation

extension UIView {
    /// The frame pipeline whose queues hold the receiver's marks: its window's application's,
    /// or the shared application's for a view outside any window.
    package var framePipeline: FramePipeline {
        (window?.application ?? UIApplication.shared).framePipeline
    }

    /// Whether a `layoutSubviews()` is pending for the receiver.
    public var needsLayout: Bool { cycle.needsLayout }

    /// Marks the receiver for layout, remembering the first reason for the trace.
    package func markNeedsLayout(reason: @autoclosure () -> String) {
        guard !cycle.needsLayout else { return }
        cycle.needsLayout = true
        cycle.layoutReason = reason()
        let pipeline = framePipeline
        pipeline.checkMark(for: .layout, view: self, what: "setNeedsLayout")
        if !cycle.queuedForLayout {
            cycle.queuedForLayout = true
            pipeline.queues.layout.append(self)
        }
    }

    /// `layoutIfNeeded()`: pending constraint updates in the hierarchy run, the constraint
    /// engine settles, then the highest ancestor waiting for layout (or the receiver) is laid
    /// out with every marked view below it, parents first. Nothing happens when all is clean.
    package func layoutNowIfNeeded() {
        let pipeline = framePipeline
        var root: UIView = self
        while let superview = root.superview { root = superview }
        UpdateCyclePasses.updateConstraints(in: pipeline, scope: root)
        pipeline.engines.solvePendingChanges()
        var top: UIView = self
        var ancestor = superview
        while let current = ancestor {
            if current.cycle.needsLayout { top = current }
            ancestor = current.superview
        }
        UpdateCyclePasses.layout(in: pipeline, scope: top)
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
        superview?.markNeedsLayout(reason: "subview \(traceName) resized")
        if autoresizesSubviews {
            for subview in subviews {
                subview.autoresize(fromSuperviewSize: oldSize, to: newSize)
            }
        }
        if contentMode == .redraw {
            markNeedsDisplay(in: nil, reason: "size changed with contentMode .redraw")
        } else if cycle.needsDisplay, oldSize.width == 0 || oldSize.height == 0, !cycle.queuedForDisplay {
            // It was skipped while empty; it can draw now.
            cycle.queuedForDisplay = true
            framePipeline.queues.display.append(self)
        }
        constraintEngineFrameDidChange()
    }

    /// Layout consequences of a subview change (reference H2.4, decision 6): an added view and
    /// its new superview are marked; a removal marks the old superview.
    package func updateCycleSubviewsDidChange(added: UIView?, removed: UIView?) {
        if let removed {
            constraintEngineSubviewRemoved(removed)
            markNeedsLayout(reason: "subview \(removed.traceName) removed")
        }
        if let added {
            constraintEngineSubviewAdded(added)
            added.markNeedsLayout(reason: "added to \(traceName)")
            markNeedsLayout(reason: "subview \(added.traceName) added")
            if added.window != nil { added.framePipeline.queues.unparkViewsInWindows() }
        }
    }
}
