import Foundation
import OpenCoreGraphics

// Taking marked views from the queues in tree order, and parking the ones outside windows.
extension FramePipeline {
    /// Empties the queues (of the detached pipeline), parking the marked views that
    /// are still outside every window. A view that joined a window since it was queued here
    /// was queued again with that window's application, whose queue its flags now describe:
    /// it is only let go.
    func parkOutsideWindows() {
                for view in queues.constraints where view.window == nil {
            view.cycle.queuedForConstraints = false
            if view.cycle.needsUpdateConstraints { queues.park(view) }
        }
        for view in queues.layout where view.window == nil {
            view.cycle.queuedForLayout = false
            if view.cycle.needsLayout { queues.park(view) }
        }
        for view in queues.display where view.window == nil {
            view.cycle.queuedForDisplay = false
            if view.cycle.needsDisplay { queues.park(view) }
        }
        queues.constraints.removeAll()
        queues.layout.removeAll()
        queues.display.removeAll()
    }

    /// Takes the views of `queue` that are still marked and (with a scope) inside `scope`,
    /// sorted parents first; views outside the scope stay queued; without a scope, views
    /// outside any window are parked, and views now in another application's window are let go
    /// (joining that window queued their marks with that application's pipeline, whose queue
    /// their flags now describe).
    ///
    /// Each view's depth, scope and window are found by walking up only as far as the first
    /// ancestor already placed by this call (see ``placement(of:scope:placed:queues:)``), so a
    /// call costs one step per distinct view on the marked views' paths to their roots (not
    /// one walk to the root per marked view, which is quadratic for a deep chain of marks),
    /// plus the sort.
    func take(
        _ queue: inout [UIView], scope: UIView?,
        needs: (UIView) -> Bool, unqueue: (UIView) -> Void
    ) -> [UIView] {
        guard !queue.isEmpty else { return [] }
        var work: [(depth: Int, view: UIView)] = []
        var rest: [UIView] = []
        var placed: [UIView] = []
        for view in queue {
            guard needs(view) else {
                unqueue(view)
                continue
            }
            let place = placement(of: view, scope: scope, placed: &placed, queues: queues)
            if !place.inScope {
                rest.append(view)
                continue
            }
            if scope == nil, let window = place.window, let owner = window.application,
                owner.framePipeline !== self
            {
                continue
            }
            unqueue(view)
            if scope == nil && place.window == nil {
                queues.park(view)
                continue
            }
            work.append((place.depth, view))
        }
        // The placements are valid for this call only (the tree changes between calls).
        for view in placed { view.cycle.sortPlacement = nil }
        queue = rest
        return Self.parentsFirst(work)
    }

    /// The views of `work` by depth, shallowest first, in their order in `work` within a depth:
    /// a counting sort, linear in the views and the depths (a comparison sort of a thousand
    /// marked views cost more than laying them out).
    private static func parentsFirst(_ work: [(depth: Int, view: UIView)]) -> [UIView] {
        guard let first = work.first else { return [] }
        var deepest = 0
        for item in work where item.depth > deepest { deepest = item.depth }
        // next[d]: where the next view of depth d goes.
        var next = [Int](repeating: 0, count: deepest + 2)
        for item in work { next[item.depth + 1] += 1 }
        for depth in 0...deepest { next[depth + 1] += next[depth] }
        var sorted = [UIView](repeating: first.view, count: work.count)
        for item in work {
            sorted[next[item.depth]] = item.view
            next[item.depth] += 1
        }
        return sorted
    }

    /// Where `view` sits for sorting: its number of ancestors, whether it is `scope` or inside
    /// it (always, without a scope) and the window at its root, if its root is one. Walks up to the first
    /// ancestor placed earlier in the same ``take`` (or the root), then places the views of
    /// that path top-down, recording each in `placed`.
    private func placement(
        of view: UIView, scope: UIView?, placed: inout [UIView], queues: DirtyViewQueues
    ) -> SortPlacement {
        if let known = view.cycle.sortPlacement { return known }
        var path: [UIView] = []
        var current: UIView? = view
        var above: SortPlacement?
        while let next = current {
            if let known = next.cycle.sortPlacement {
                above = known
                break
            }
            queues.sortSteps += 1
            path.append(next)
            current = next.superview
        }
        var place = SortPlacement(depth: 0, inScope: false, window: nil)
        for next in path.reversed() {
            if let parent = above {
                place = SortPlacement(
                    depth: parent.depth + 1, inScope: parent.inScope || next === scope, window: parent.window)
            } else {
                place = SortPlacement(depth: 0, inScope: scope == nil || next === scope, window: next as? UIWindow)
            }
            next.cycle.sortPlacement = place
            placed.append(next)
            above = place
        }
        return place
    }
}
