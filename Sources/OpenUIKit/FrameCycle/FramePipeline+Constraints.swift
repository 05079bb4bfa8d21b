import Foundation
import OpenCoreGraphics

// Phase 2 of a frame: constraints.
extension FramePipeline {
    /// Calls `updateConstraints()` on the marked views, deepest first; views marked while
    /// doing so are handled in the same pass. With a `scope`, only views in its subtree.
    func updateConstraintsPass(scope: UIView?) {
        var rounds = 0
        while rounds < Self.maximumLayoutRounds {
            let work = take(
                &queues.constraints, scope: scope,
                needs: { $0.cycle.needsUpdateConstraints }, unqueue: { $0.cycle.queuedForConstraints = false })
            if work.isEmpty { return }
            rounds += 1
            for view in work.reversed() where view.cycle.needsUpdateConstraints {
                view.cycle.needsUpdateConstraints = false
                statistics.updateConstraintsCalls += 1
                trace?.record(.layout, .updatePass(view: view.traceName, .updateConstraints))
                traits.withCurrent(view.traitCollection) {
                    if let controller = view.owningViewController {
                        controller.runUpdateViewConstraints()
                    } else {
                        view.updateConstraints()
                    }
                }
            }
        }
    }
}
