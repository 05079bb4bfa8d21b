import Foundation
import OpenCoreGraphics

extension CALayer {
    func markNeedsLayout() {
        guard !needsLayoutFlag else { return }
        requireMainThreadIfHosted("marked for layout")
        let wasFlagged = isOnFlaggedPath
        needsLayoutFlag = true
        if !wasFlagged { propagateCommitWork() }
    }

    /// Clears the layer's layout mark without laying it out: a view's layout, run by the
    /// update cycle, is its layer's.
    package func absorbLayoutMark() { needsLayoutFlag = false }

    func layoutNowIfNeeded() {
        var top = self
        while let parent = top.superlayer, parent.needsLayoutFlag { top = parent }
        top.layoutSubtreeIfNeeded()
    }

    /// Lays out the marked layers below and including this one, top-down, following only
    /// flagged paths. A window's frame uses its renderer's long-lived ``LayerTreeWalker``;
    /// this one-off walk serves `layoutIfNeeded()` and layers outside a window.
    package func layoutSubtreeIfNeeded() {
        LayerTreeWalker().layout(self)
    }
}
