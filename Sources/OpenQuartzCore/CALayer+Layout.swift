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
    /// flagged paths. The layout phase of a frame calls it on the root.
    package func layoutSubtreeIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        guard descendantsNeedCommit else { return }
        for sublayer in sublayerStorage where sublayer.isOnFlaggedPath {
            sublayer.layoutSubtreeIfNeeded()
        }
    }
}
