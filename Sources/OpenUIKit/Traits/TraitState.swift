import Foundation

/// What a trait environment (a view, a controller) keeps about its traits: the collection it
/// has now, its own overrides, its per-trait registrations, and whether it waits for an update.
///
/// Kept as one value in the view so the view class grows by one field.
package struct TraitState {
    /// The traits the object has now (set by the update pass, never stale after it).
    package var collection: UITraitCollection = .unspecified
    /// The traits the object sets for itself and its subtree.
    package var overrides = UITraitOverrides()
    /// `registerForTraitChanges` registrations, in the order they were made.
    package var registrations: [TraitChangeRegistration] = []
    /// The object waits for the next trait update.
    package var needsUpdate = false
    /// The object is in its application's trait-update queue.
    package var queued = false

    /// The background colour as the view was given it (it may be dynamic), and the resolved
    /// `CGColor` put in the layer from it; `nil` when the layer's colour was not set through
    /// the view.
    package var backgroundColor: UIColor?
    package var resolvedBackground: CGColor?

    package init() {}
}

/// A view controller that takes part in trait propagation: its collection is its parent
/// environment's with its overrides applied, and its root view inherits from it.
///
/// `UIViewController` adopts it with a stored `traitState`, an overridable
/// `traitCollectionDidChange(_:)` and one-line forwarders to the helpers below (see
/// docs/DIVERGENCES.md, "Traits").
@MainActor
package protocol TraitEnvironmentController: UIViewController, UITraitEnvironment {
    var traitState: TraitState { get set }
}

extension TraitEnvironmentController {
    /// Sets the controller's overrides; its root view (when loaded) waits for the next trait
    /// update, which recomputes the controller's collection and the view's subtree.
    package func setControllerTraitOverrides(_ overrides: UITraitOverrides) {
        traitState.overrides = overrides
        if let view = viewIfLoaded { view.traitUpdates.mark(view) }
    }

    /// `registerForTraitChanges(_:handler:)` for a controller.
    package func addControllerTraitRegistration<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits, handler: handler)
        traitState.registrations.append(registration)
        return registration
    }

    /// `unregisterForTraitChanges(_:)` for a controller.
    package func removeControllerTraitRegistration(_ registration: any UITraitChangeRegistration) {
        traitState.registrations.removeAll { $0 === registration }
    }
}
