import Foundation
import OpenCoreGraphics

/// The work of the constraints, layout and display phases of ``FramePipeline``, also used by
/// `updateConstraintsIfNeeded()` and `layoutIfNeeded()` restricted to one subtree.
@MainActor
enum UpdateCyclePasses {
    /// Rounds of layout a pass runs before giving up on views that keep re-marking each other.
    static let maximumLayoutRounds = 100

    // MARK: Constraints (phase 2)

    /// Calls `updateConstraints()` on the marked views, deepest first; views marked while
    /// doing so are handled in the same pass. With a `scope`, only views in its subtree.
    static func updateConstraints(in pipeline: FramePipeline, scope: UIView?) {
        var rounds = 0
        while rounds < maximumLayoutRounds {
            let work = take(
                &pipeline.queues.constraints, scope: scope, pipeline: pipeline,
                needs: { $0.cycle.needsUpdateConstraints }, unqueue: { $0.cycle.queuedForConstraints = false })
            if work.isEmpty { return }
            rounds += 1
            for view in work.reversed() where view.cycle.needsUpdateConstraints {
                view.cycle.needsUpdateConstraints = false
                pipeline.statistics.updateConstraintsCalls += 1
                pipeline.trace?.record(.layout, .updatePass(view: view.traceName, .updateConstraints))
                pipeline.traits.withCurrent(view.traitCollection) {
                    if let controller = view.owningViewController {
                        controller.runUpdateViewConstraints()
                    } else {
                        view.updateConstraints()
                    }
                }
            }
        }
    }

    // MARK: Layout (phase 3)

    /// Solves pending constraint changes, then calls `layoutSubviews()` on the marked views,
    /// parents before children, until nothing is marked. With a `scope`, only views in its
    /// subtree are laid out.
    static func layout(in pipeline: FramePipeline, scope: UIView?) {
        var rounds = 0
        while true {
            pipeline.engines.solvePendingChanges()
            let work = take(
                &pipeline.queues.layout, scope: scope, pipeline: pipeline,
                needs: { $0.cycle.needsLayout }, unqueue: { $0.cycle.queuedForLayout = false })
            if work.isEmpty { return }
            rounds += 1
            if rounds > maximumLayoutRounds {
                pipeline.log.log(
                    "Layout did not settle after \(maximumLayoutRounds) rounds; views still marked: "
                        + work.map(\.traceName).joined(separator: ", "))
                for view in work { view.cycle.needsLayout = false }
                return
            }
            for view in work where view.cycle.needsLayout {
                performLayout(of: view, in: pipeline)
            }
        }
    }

    /// Lays one view out now, clearing its mark, the way Core Animation does: the view's layer
    /// runs `layoutSublayers()`, which asks its delegate, the view, for `layoutSublayers(of:)`,
    /// whose UIView implementation runs the layout hooks (``runLayoutHooks(of:)``). An override
    /// of `layoutSublayers(of:)` thus runs around `layoutSubviews()`, and one that does not call
    /// `super` keeps it from running, as in UIKit. The layer's own layout mark is absorbed: the
    /// view's layout is its layer's.
    ///
    /// A view already laying out (reached again through a nested `layoutIfNeeded()`) is not
    /// laid out inside itself; the mark is absorbed when its running layout returns.
    static func performLayout(of view: UIView, in pipeline: FramePipeline) {
        layOut(view, in: pipeline) {
            view.layer.absorbLayoutMark()
            view.cycle.layingOutThroughLayer = true
            view.layer.layoutSublayers()
            // An override of layoutSublayers(of:) that did not call super leaves it set.
            view.cycle.layingOutThroughLayer = false
        }
    }

    /// UIView's `layoutSublayers(of:)` for its own layer: the layout hooks when the update
    /// cycle is laying the view out through the layer. Otherwise (the layer laid out on its
    /// own: its `layoutIfNeeded()` called directly, or a sublayer change reached by the
    /// commit's layer walk) nothing: a pending view layout waits for the update cycle, which
    /// may have deferred it to the next frame.
    static func layOutFromLayer(_ view: UIView) {
        guard view.cycle.layingOutThroughLayer else { return }
        view.cycle.layingOutThroughLayer = false
        runLayoutHooks(of: view)
    }

    /// The controller's `viewWillLayoutSubviews()`, the view's `layoutSubviews()`, the
    /// controller's `viewDidLayoutSubviews()`.
    private static func runLayoutHooks(of view: UIView) {
        let controller = view.owningViewController
        controller?.rootViewWillLayout()
        view.layoutSubviews()
        controller?.rootViewDidLayout()
    }

    /// The bookkeeping around one view's layout (mark, statistics, trace, the views laying
    /// out, safe area, current traits); `body` lays it out.
    private static func layOut(_ view: UIView, in pipeline: FramePipeline, body: () -> Void) {
        if pipeline.viewsLayingOut.contains(where: { $0 === view }) { return }
        let reason = view.cycle.layoutReason
        view.cycle.needsLayout = false
        view.cycle.layoutReason = nil
        pipeline.statistics.layoutSubviewsCalls += 1
        pipeline.trace?.record(
            .layout, .updatePass(view: view.traceName, .layoutSubviews(reason: reason?.description)))
        pipeline.viewsLayingOut.append(view)
        view.updateSafeAreaInsetsForLayout()
        pipeline.traits.withCurrent(view.traitCollection) { body() }
        pipeline.viewsLayingOut.removeLast()
        // As Core Animation does, marks the view gets during its own layout (subviews resized
        // by it) are absorbed rather than laying it out twice.
        view.cycle.needsLayout = false
        view.cycle.layoutReason = nil
    }

    // MARK: Display (phase 4)

    /// Asks the layers of the marked views that are in a window and not empty to display:
    /// each layer draws the area marked on it into its backing store, through the view's
    /// `draw(_:)` (see UIView+Display.swift).
    static func display(in pipeline: FramePipeline) {
        let work = take(
            &pipeline.queues.display, scope: nil, pipeline: pipeline,
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

    // MARK: Queues

    /// Empties `pipeline`'s queues (the detached pipeline's), parking the marked views that
    /// are still outside every window. A view that joined a window since it was queued here
    /// was queued again with that window's application, whose queue its flags now describe:
    /// it is only let go.
    static func parkOutsideWindows(in pipeline: FramePipeline) {
        let queues = pipeline.queues
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
    private static func take(
        _ queue: inout [UIView], scope: UIView?, pipeline: FramePipeline,
        needs: (UIView) -> Bool, unqueue: (UIView) -> Void
    ) -> [UIView] {
        guard !queue.isEmpty else { return [] }
        var work: [(depth: Int, order: Int, view: UIView)] = []
        var rest: [UIView] = []
        var placed: [UIView] = []
        for (order, view) in queue.enumerated() {
            guard needs(view) else {
                unqueue(view)
                continue
            }
            let place = placement(of: view, scope: scope, placed: &placed, queues: pipeline.queues)
            if !place.inScope {
                rest.append(view)
                continue
            }
            if scope == nil, let window = place.window, let owner = window.application,
                owner.framePipeline !== pipeline
            {
                continue
            }
            unqueue(view)
            if scope == nil && place.window == nil {
                pipeline.queues.park(view)
                continue
            }
            work.append((place.depth, order, view))
        }
        // The placements are valid for this call only (the tree changes between calls).
        for view in placed { view.cycle.sortPlacement = nil }
        queue = rest
        work.sort { ($0.depth, $0.order) < ($1.depth, $1.order) }
        return work.map(\.view)
    }

    /// Where `view` sits for sorting: its number of ancestors, whether it is `scope` or inside
    /// it (always, without a scope) and the window at its root, if its root is one. Walks up to the first
    /// ancestor placed earlier in the same ``take`` (or the root), then places the views of
    /// that path top-down, recording each in `placed`.
    private static func placement(
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

/// A view's place in its tree, as the update-cycle passes sort by it (see
/// `UpdateCyclePasses.take`).
package struct SortPlacement {
    /// The number of ancestors.
    var depth: Int
    /// Whether the view is the pass's scope or inside it (always true without a scope).
    var inScope: Bool
    /// The window at the view's root; nil when its root is no window.
    var window: UIWindow?
}
