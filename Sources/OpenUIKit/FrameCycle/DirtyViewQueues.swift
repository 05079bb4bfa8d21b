import Foundation

/// The views of one application that wait for a pass of the update cycle, one list per pass.
///
/// Marking a view appends it once (a flag on the view prevents duplicates); the passes take
/// the lists, depth-sort what they took and process only those views, so the work of a frame
/// follows what was marked rather than the size of the view tree. Views marked while outside
/// any window are parked until they join one, as layers outside a rendered tree are not
/// processed by Core Animation.
@MainActor
package final class DirtyViewQueues {
    package var layout: [UIView] = []
    package var display: [UIView] = []
    package var constraints: [UIView] = []
    /// Views whose marks wait for them to be in a window.
    package var parked: [WeakViewReference] = []

    package init() {}

    /// Moves parked views that are now in a window back into their queues.
    package func unparkViewsInWindows() {
        guard !parked.isEmpty else { return }
        var stillParked: [WeakViewReference] = []
        for reference in parked {
            guard let view = reference.view else { continue }
            guard view.window != nil else {
                stillParked.append(reference)
                continue
            }
            if view.cycle.needsLayout, !view.cycle.queuedForLayout {
                view.cycle.queuedForLayout = true
                layout.append(view)
            }
            if view.cycle.needsDisplay, !view.cycle.queuedForDisplay {
                view.cycle.queuedForDisplay = true
                display.append(view)
            }
            if view.cycle.needsUpdateConstraints, !view.cycle.queuedForConstraints {
                view.cycle.queuedForConstraints = true
                constraints.append(view)
            }
        }
        parked = stillParked
    }

    /// Parks `view` until it is in a window, once.
    package func park(_ view: UIView) {
        if !parked.contains(where: { $0.view === view }) {
            parked.append(WeakViewReference(view: view))
        }
    }
}

/// A view held weakly, for lists that must not keep views alive.
package struct WeakViewReference {
    package weak var view: UIView?
}
