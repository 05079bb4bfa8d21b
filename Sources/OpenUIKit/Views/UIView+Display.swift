import Foundation
import OpenCoreGraphics

extension UIView {
    /// Whether a `draw(_:)` is pending for the receiver.
    public var needsDisplay: Bool { cycle.needsDisplay }

    /// The operations the receiver recorded in its last `draw(_:)`, or `nil` before it drew.
    // Limitation: redrawing part of a view replaces the whole recording with the new one
    // (Core Animation would keep the pixels outside the dirty rectangle).
    public var recordedDrawing: CGContext? { cycle.drawing }

    /// Adds `rect` to the receiver's dirty area and queues it for the display pass.
    package func markNeedsDisplay(in rect: CGRect, reason: @autoclosure () -> String) {
        let standardized = rect.standardized
        guard !standardized.isNull else { return }
        cycle.dirtyRect = cycle.dirtyRect.union(standardized)
        guard !cycle.needsDisplay else { return }
        cycle.needsDisplay = true
        cycle.displayReason = reason()
        let pipeline = framePipeline
        pipeline.checkMark(for: .display, view: self, what: "setNeedsDisplay")
        if !cycle.queuedForDisplay {
            cycle.queuedForDisplay = true
            pipeline.queues.display.append(self)
        }
    }
}
