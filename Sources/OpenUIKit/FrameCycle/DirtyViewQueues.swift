import Foundation

/// The views of one application that wait for a pass of the update cycle, one list per pass.
///
/// Marking a view appends it once (a flag on the view prevents duplicates); the passes take
/// the lists, depth-sort what they took and process only those views, so the work of a frame
/// follows what was marked rather than the size of the view tree. Views marked while outside
/// any window are parked until they join one, as layers outside a rendered tree are not
/// processed by Core Animation: parking is a flag on the view (``ViewCycleState/isParked``),
/// and joining a window (`UIView.notifyDidMoveToWindow`, which visits the subtree anyway)
/// queues the marks of the parked views again, so neither costs more than a constant per view.
@MainActor
package final class DirtyViewQueues {
    package var layout: [UIView] = []
    package var display: [UIView] = []
    package var constraints: [UIView] = []
    /// Steps taken by parking and unparking (one per view parked or unparked), for tests that
    /// check the work stays proportional to the views involved.
    package private(set) var parkingSteps = 0
    /// Ancestor steps taken by the passes to sort the views they took (one per distinct view
    /// on the paths from the marked views to their roots), for tests that check sorting stays
    /// linear in the depth of a deep batch of marks.
    package var sortSteps = 0

    package init() {}

    /// Parks `view` until it is in a window: its marks stay set, it leaves the queues.
    package func park(_ view: UIView) {
        parkingSteps += 1
        view.cycle.isParked = true
    }

    /// Counts a parked view whose marks were queued again as it joined a window.
    package func noteUnparked() {
        parkingSteps += 1
    }
}

/// A view held weakly, for lists that must not keep views alive.
package struct WeakViewReference {
    package weak var view: UIView?
}
