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
///
/// The detached pipeline's queues (views outside every window) hold their views weakly between
/// passes, so a view dropped outside a window is freed at once rather than kept until some
/// application's next frame; ``withViewsHeld(_:)`` holds them for the length of a pass.
@MainActor
package final class DirtyViewQueues {
    /// The passes a view can wait for.
    package enum Pass { case constraints, layout, display }

    package var layout: [UIView] = []
    package var display: [UIView] = []
    package var constraints: [UIView] = []
    /// Whether views wait weakly between passes (the detached pipeline).
    private let holdsViewsWeakly: Bool
    /// The views waiting weakly, one list per pass (the detached pipeline, between passes).
    private var weakConstraints: [WeakViewReference] = []
    private var weakLayout: [WeakViewReference] = []
    private var weakDisplay: [WeakViewReference] = []
    /// Entries in the three weak lists together.
    private var weakCount: Int { weakConstraints.count + weakLayout.count + weakDisplay.count }
    /// Nested ``withViewsHeld(_:)`` calls under way.
    private var heldDepth = 0
    /// Weak entries at the last compaction (dead ones are dropped when the lists double).
    private var compactedCount = 0
    /// Steps taken by parking and unparking (one per view parked or unparked), for tests that
    /// check the work stays proportional to the views involved.
    package private(set) var parkingSteps = 0
    /// Ancestor steps taken by the passes to sort the views they took (one per distinct view
    /// on the paths from the marked views to their roots), for tests that check sorting stays
    /// linear in the depth of a deep batch of marks.
    package var sortSteps = 0

    package init(holdsViewsWeakly: Bool = false) {
        self.holdsViewsWeakly = holdsViewsWeakly
    }

    /// Queues `view` for `pass` (its flag for the pass is the caller's to set).
    package func enqueue(_ view: UIView, for pass: Pass) {
        guard holdsViewsWeakly, heldDepth == 0 else {
            switch pass {
            case .constraints: constraints.append(view)
            case .layout: layout.append(view)
            case .display: display.append(view)
            }
            return
        }
        // Three lists and loops rather than a dictionary of lists and closures: every view
        // made outside a window comes here, and a closure made in this main-actor method
        // asks the runtime for the current executor at every call.
        switch pass {
        case .constraints: weakConstraints.append(WeakViewReference(view: view))
        case .layout: weakLayout.append(WeakViewReference(view: view))
        case .display: weakDisplay.append(WeakViewReference(view: view))
        }
        if weakCount > max(1_024, 2 * compactedCount) {
            Self.dropFreed(&weakConstraints)
            Self.dropFreed(&weakLayout)
            Self.dropFreed(&weakDisplay)
            compactedCount = weakCount
        }
    }

    /// Removes the entries of `list` whose view was freed, keeping the order of the rest.
    private static func dropFreed(_ list: inout [WeakViewReference]) {
        var kept = 0
        for index in list.indices where list[index].view != nil {
            if kept != index { list.swapAt(kept, index) }
            kept += 1
        }
        list.removeLast(list.count - kept)
    }

    /// The living views of `list`, in order.
    private static func living(_ list: [WeakViewReference]) -> [UIView] {
        var views: [UIView] = []
        views.reserveCapacity(list.count)
        for entry in list {
            if let view = entry.view { views.append(view) }
        }
        return views
    }

    /// Weak entries for `views`, in order.
    private static func weakEntries(_ views: [UIView]) -> [WeakViewReference] {
        var entries: [WeakViewReference] = []
        entries.reserveCapacity(views.count)
        for view in views { entries.append(WeakViewReference(view: view)) }
        return entries
    }

    /// Runs `body` (a pass over these queues) with every queued view held in ``layout``,
    /// ``display`` and ``constraints``; afterwards, the views still queued are held weakly
    /// again. Queues that always hold their views run `body` as it is.
    package func withViewsHeld<Result>(_ body: () -> Result) -> Result {
        guard holdsViewsWeakly else { return body() }
        if heldDepth == 0 {
            constraints += Self.living(weakConstraints)
            layout += Self.living(weakLayout)
            display += Self.living(weakDisplay)
            weakConstraints = []
            weakLayout = []
            weakDisplay = []
        }
        heldDepth += 1
        defer {
            heldDepth -= 1
            if heldDepth == 0 {
                weakConstraints = Self.weakEntries(constraints)
                weakLayout = Self.weakEntries(layout)
                weakDisplay = Self.weakEntries(display)
                compactedCount = constraints.count + layout.count + display.count
                constraints.removeAll()
                layout.removeAll()
                display.removeAll()
            }
        }
        return body()
    }

    /// Whether no view is queued for any pass.
    package var isEmpty: Bool {
        guard constraints.isEmpty && layout.isEmpty && display.isEmpty else { return false }
        return Self.allFreed(weakConstraints) && Self.allFreed(weakLayout) && Self.allFreed(weakDisplay)
    }

    /// Whether every view of `list` was freed (true for an empty list).
    private static func allFreed(_ list: [WeakViewReference]) -> Bool {
        for entry in list where entry.view != nil { return false }
        return true
    }

    /// Whether `view` is queued for `pass` (for tests).
    package func isQueued(_ view: UIView, for pass: Pass) -> Bool {
        let strong: [UIView]
        switch pass {
        case .constraints: strong = constraints
        case .layout: strong = layout
        case .display: strong = display
        }
        let weak: [WeakViewReference]
        switch pass {
        case .constraints: weak = weakConstraints
        case .layout: weak = weakLayout
        case .display: weak = weakDisplay
        }
        if strong.containsIdentical(view) { return true }
        for entry in weak where entry.view === view { return true }
        return false
    }

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
