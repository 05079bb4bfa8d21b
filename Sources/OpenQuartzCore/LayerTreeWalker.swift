import Foundation
import OpenCoreGraphics

/// Runs the layout and display phases of a frame over a layer tree, following only the
/// paths that carry change flags, with explicit stacks instead of recursion (a tree of any
/// depth takes no call stack per level).
///
/// The stacks are kept between frames: a window's renderer owns one walker, so a steady
/// frame reuses their storage and makes no heap allocation. Walks do not nest (layout and
/// display callbacks that lay out or display a subtree go through their own temporary
/// walker), so one walker serves both phases.
package final class LayerTreeWalker {
    /// A layer the layout walk is below: its sublayers and the index of the next to visit.
    private struct LayoutLevel {
        let sublayers: [CALayer]
        var next: Int
    }

    /// A layer the display walk is below: its mask (visited first, then forgotten), its
    /// sublayers and the index of the next to visit.
    private struct DisplayLevel {
        var mask: CALayer?
        let sublayers: [CALayer]
        var next: Int
    }

    private var layoutStack: [LayoutLevel] = []
    private var displayStack: [DisplayLevel] = []

    package init() {}

    /// Lays out the marked layers below and including `root`, top-down.
    package func layout(_ root: CALayer) {
        // Taking the stack out keeps its buffer uniquely referenced while it grows, and
        // leaves an empty one behind should a layout callback start another walk here.
        var open = layoutStack
        layoutStack = []
        defer {
            open.removeAll(keepingCapacity: true)
            layoutStack = open
        }
        var reached: CALayer? = root
        while true {
            if let layer = reached {
                reached = nil
                if layer.needsLayoutFlag {
                    layer.needsLayoutFlag = false
                    layer.layoutSublayers()
                }
                if layer.descendantsNeedCommit { open.append(LayoutLevel(sublayers: layer.sublayerStorage, next: 0)) }
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

    /// Displays the marked layers below and including `root`: each layer's mask first, then
    /// its sublayers in array order.
    package func display(_ root: CALayer) {
        var open = displayStack
        displayStack = []
        defer {
            open.removeAll(keepingCapacity: true)
            displayStack = open
        }
        var reached: CALayer? = root
        while true {
            if let layer = reached, layer.isOnFlaggedPath {
                layer.displayIfNeeded()
                if layer.descendantsNeedCommit {
                    open.append(DisplayLevel(mask: layer.maskStorage, sublayers: layer.sublayerStorage, next: 0))
                }
            }
            reached = nil
            guard let last = open.indices.last else { return }
            if let mask = open[last].mask {
                open[last].mask = nil
                reached = mask
                continue
            }
            guard open[last].next < open[last].sublayers.count else {
                open.removeLast()
                continue
            }
            reached = open[last].sublayers[open[last].next]
            open[last].next += 1
        }
    }
}
