import Foundation
import OpenCoreGraphics

// Phase 4 of a frame: display.
extension FramePipeline {
    /// Asks the layers of the marked views that are in a window and not empty to display:
    /// each layer draws the area marked on it into its backing store, through the view's
    /// `draw(_:)` (see UIView+Display.swift).
    func displayPass() {
        let work = take(
            &queues.display, scope: nil,
            needs: { $0.cycle.needsDisplay }, unqueue: { $0.cycle.queuedForDisplay = false })
        // A view is drawn at most once per pass, as in UIKit: one queued twice, or marked
        // again inside its own draw(_:), keeps the new mark for the next frame.
        var drawn = Set<ObjectIdentifier>()
        for view in work where view.cycle.needsDisplay {
            // An empty view keeps its mark; growing re-queues it (see UIView+Layout.swift).
            guard !view.layer.bounds.isEmpty, drawn.insert(ObjectIdentifier(view)).inserted else { continue }
            view.cycle.needsDisplay = false
            // The layer may have lost its mark (displayed directly); the view's mark stands.
            if !view.layer.needsDisplay() { view.layer.setNeedsDisplay() }
            view.layer.displayIfNeeded()
            view.cycle.displayReason = ""
        }
    }
}
