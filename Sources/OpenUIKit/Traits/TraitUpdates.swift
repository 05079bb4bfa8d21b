import Foundation

/// Trait propagation for one application: the views waiting for a trait update and the update
/// pass the frame runs before its constraints and layout passes.
///
/// A view waits for an update when its overrides (or its controller's) change, or when its
/// inherited traits may have changed at the top (a window resized, the system traits
/// changed). The pass takes the waiting views parents first, recomputes each one's collection
/// (inherited ones with overrides applied) and walks down only while collections really
/// change, so an unchanged subtree costs nothing. Only then, parents first, each object whose
/// collection changed hears about it: `traitCollectionDidChange(_:)`, then the registrations
/// watching a trait that changed; with ``current`` set to its new collection. Views whose
/// colour appearance changed re-resolve their background colour and redraw if they draw.
///
/// A view moving to another superview is updated at once, with its subtree, as UIKit does
/// when a view joins a hierarchy.
@MainActor
package final class TraitUpdates {
    /// Views waiting for the update pass (a flag on each keeps them from being added twice).
    package var queue: [UIView] = []
    /// Objects told of a trait change since the application started (for tests and traces).
    package private(set) var notifications = 0
    package init() {}

    /// Rounds of the pass before giving up on handlers that keep changing overrides.
    static let maximumRounds = 100

    /// Queues `view` for the next update pass.
    package func mark(_ view: UIView) {
        view.traitState.needsUpdate = true
        guard !view.traitState.queued else { return }
        view.traitState.queued = true
        queue.append(view)
    }

    /// The update pass: runs until no view waits (handlers may change overrides). With a
    /// `scope`, only waiting views that are the scope, inside it or above it are updated.
    /// `log` (the application's) hears of handlers that keep changing overrides.
    package func run(scope: UIView? = nil, log: @autoclosure () -> ApplicationLog) {
        var rounds = 0
        while !queue.isEmpty {
            rounds += 1
            if rounds > Self.maximumRounds {
                log().log(
                    "Trait updates did not settle after \(Self.maximumRounds) rounds; views still waiting: "
                        + queue.map(\.traceName).joined(separator: ", "))
                for view in queue { view.traitState.queued = false; view.traitState.needsUpdate = false }
                queue.removeAll()
                return
            }
            var work: [(depth: Int, order: Int, view: UIView)] = []
            var rest: [UIView] = []
            for (order, view) in queue.enumerated() {
                guard view.traitState.needsUpdate else {
                    view.traitState.queued = false
                    continue
                }
                var depth = 0
                var related = scope == nil || view === scope
                var top = view
                while let superview = top.superview {
                    depth += 1
                    if superview === scope { related = true }
                    top = superview
                }
                if !related, let scope, scope.isDescendant(of: view) { related = true }
                if related {
                    view.traitState.queued = false
                    work.append((depth, order, view))
                } else {
                    rest.append(view)
                }
            }
            queue = rest
            if work.isEmpty { return }
            work.sort { ($0.depth, $0.order) < ($1.depth, $1.order) }
            var changes: [TraitChange] = []
            for item in work where item.view.traitState.needsUpdate {
                refresh(subtree: item.view, into: &changes)
            }
            deliver(changes)
        }
    }

    /// Recomputes `root`'s subtree now and tells what changed (a view that moved).
    package func update(subtree root: UIView) {
        var changes: [TraitChange] = []
        refresh(subtree: root, into: &changes)
        deliver(changes)
    }

    // MARK: Computing

    /// A change to deliver: the object and the collection it had before.
    enum TraitChange {
        case view(UIView, previous: UITraitCollection)
        case controller(any TraitEnvironmentController, previous: UITraitCollection)
    }

    /// Recomputes `root` from what it inherits, and its descendants while collections change
    /// (descendants waiting for their own update are recomputed as well).
    private func refresh(subtree root: UIView, into changes: inout [TraitChange]) {
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            let forced = view === root || view.traitState.needsUpdate
            view.traitState.needsUpdate = false
            let changed = recompute(view, into: &changes)
            guard changed || forced else { continue }
            for sublayer in view.layer.sublayerStorage.reversed() {
                guard let subview = sublayer.owningView else { continue }
                // Unchanged parents leave children alone unless they wait themselves.
                if changed || subview.traitState.needsUpdate { stack.append(subview) }
            }
        }
    }

    /// Sets `view`'s collection (and its controller's) from what it inherits; returns whether
    /// the view's collection changed value.
    private func recompute(_ view: UIView, into changes: inout [TraitChange]) -> Bool {
        var inherited: UITraitCollection
        if let window = view as? UIWindow {
            inherited = window.environmentTraits
        } else if let superview = view.superview {
            inherited = superview.traitState.collection
        } else {
            inherited = .unspecified
        }
        if let controller = view.owningViewController {
            let new = inherited.applying(controller.traitState.overrides)
            let old = controller.traitState.collection
            if new != old {
                controller.traitState.collection = new
                changes.append(.controller(controller, previous: old))
            }
            inherited = controller.traitState.collection
        }
        let new = inherited.applying(view.traitState.overrides)
        let old = view.traitState.collection
        guard new != old else {
            // Share the parent's object when equal, so later comparisons are identity checks.
            if view.traitState.overrides.isEmpty { view.traitState.collection = new }
            return false
        }
        view.traitState.collection = new
        changes.append(.view(view, previous: old))
        return true
    }

    // MARK: Delivering

    private func deliver(_ changes: [TraitChange]) {
        for change in changes {
            notifications += 1
            switch change {
            case .view(let view, let previous):
                let now = view.traitState.collection
                withCurrent(now) {
                    if now.preferredContentSizeCategory != previous.preferredContentSizeCategory,
                        let observer = view as? ContentSizeCategoryObserving
                    {
                        observer.contentSizeCategoryDidChange()
                    }
                    view.traitCollectionDidChange(previous)
                    notifyRegistrations(view.traitState.registrations, of: view, now: now, previous: previous)
                }
                if now.hasDifferentColorAppearance(comparedTo: previous) { view.colorAppearanceDidChange() }
            case .controller(let controller, let previous):
                let now = controller.traitState.collection
                withCurrent(now) {
                    controller.traitCollectionDidChange(previous)
                    notifyRegistrations(controller.traitState.registrations, of: controller, now: now, previous: previous)
                }
            }
        }
    }

    private func notifyRegistrations(
        _ registrations: [TraitChangeRegistration], of environment: any UITraitEnvironment,
        now: UITraitCollection, previous: UITraitCollection
    ) {
        guard !registrations.isEmpty else { return }
        let changed = now.changedTraitKeys(from: previous)
        for registration in registrations where registration.isConcerned(by: changed) {
            registration.handler(environment, previous)
        }
    }

    /// Runs `body` with `collection` as `UITraitCollection.current`.
    package func withCurrent(_ collection: UITraitCollection, _ body: () -> Void) {
        let saved = CurrentTraitCollection.swap(collection)
        body()
        CurrentTraitCollection.restore(saved)
    }
}
