import Foundation
import OpenCoreGraphics

extension CALayer {
    func markNeedsLayout() {
        guard !needsLayoutFlag else { return }
        let wasFlagged = isOnFlaggedPath
        needsLayoutFlag = true
        if !wasFlagged { propagateCommitWork() }
    }

    func layoutNowIfNeeded() {
        var top = self
        while let parent = top.superlayer, parent.needsLayoutFlag { top = parent }
        top.layoutSubtreeIfNeeded()
    }

    /// Lays out the marked layers below and including this one, top-down, following only
    /// flagged paths. The layout phase of a frame calls it on the root. A loop with its own
    /// stack, so a tree of any depth takes no stack per level.
    package func layoutSubtreeIfNeeded() {
        // The sublayers still to visit of each layer the walk is below.
        var open: [(sublayers: [CALayer], next: Int)] = []
        var reached: CALayer? = self
        while true {
            if let layer = reached {
                reached = nil
                if layer.needsLayoutFlag {
                    layer.needsLayoutFlag = false
                    layer.layoutSublayers()
                }
                if layer.descendantsNeedCommit { open.append((layer.sublayerStorage, 0)) }
            }
            guard let last = open.indices.last else { return }
            guard open[last].next < open[last].sublayers.count else {
                open.removeLast()
                continue
            }
            let sublayer = open[last].sublayers[open[last].next]
            open[last].next += 1
            if sublayer.isOnFlaggedPath { reached = sublayer }
        }
    }
}
