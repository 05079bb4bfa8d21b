import Foundation
import OpenCoreGraphics

// Phase 3 of a frame: layout. Also `layoutIfNeeded()` restricted to one subtree.
extension FramePipeline {
    /// Rounds of layout a pass runs before giving up on views that keep re-marking each other.
    static let maximumLayoutRounds = 100

    /// Solves pending constraint changes, then calls `layoutSubviews()` on the marked views,
    /// parents before children, until nothing is marked. With a `scope`, only views in its
    /// subtree are laid out.
    func layoutPass(scope: UIView?) {
        var rounds = 0
        while true {
            engines.solvePendingChanges()
            let work = take(
                &queues.layout, scope: scope,
                needs: { $0.cycle.needsLayout }, unqueue: { $0.cycle.queuedForLayout = false })
            if work.isEmpty { return }
            rounds += 1
            if rounds > Self.maximumLayoutRounds {
                log.log(
                    "Layout did not settle after \(Self.maximumLayoutRounds) rounds; views still marked: "
                        + work.map(\.traceName).joined(separator: ", "))
                for view in work { view.cycle.needsLayout = false }
                return
            }
            for view in work where view.cycle.needsLayout {
                performLayout(of: view)
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
    func performLayout(of view: UIView) {
        layOut(view) {
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
    private func layOut(_ view: UIView, body: () -> Void) {
        if viewsLayingOut.contains(where: { $0 === view }) { return }
        let reason = view.cycle.layoutReason
        view.cycle.needsLayout = false
        view.cycle.layoutReason = nil
        statistics.layoutSubviewsCalls += 1
        trace?.record(
            .layout, .updatePass(view: view.traceName, .layoutSubviews(reason: reason?.description)))
        viewsLayingOut.append(view)
        view.updateSafeAreaInsetsForLayout()
        traits.withCurrent(view.traitCollection) { body() }
        // The layout may have moved subviews against this view's safe rectangle (or this
        // view's size changed under them): those whose insets changed are laid out in this
        // pass too, so a second pass finds nothing to move.
        view.markSubviewsWhoseSafeAreaMoved()
        viewsLayingOut.removeLast()
        // As Core Animation does, marks the view gets during its own layout (subviews resized
        // by it) are absorbed rather than laying it out twice.
        view.cycle.needsLayout = false
        view.cycle.layoutReason = nil
    }
}
