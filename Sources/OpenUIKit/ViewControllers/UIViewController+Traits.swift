import Foundation

/// A view controller takes part in trait propagation between its parent (or its view's
/// window) and its root view: its traits are its parent's with its own overrides applied.
extension UIViewController: TraitEnvironmentController, UITraitChangeObservable {
    /// Traits this controller sets for itself, its children and its view.
    public var traitOverrides: UITraitOverrides {
        get { traitState.overrides }
        set { setControllerTraitOverrides(newValue) }
    }

    /// Forces a light or dark appearance on the controller, its children and its view;
    /// `.unspecified` follows the parent again.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get {
            traitState.overrides.contains(UITraitUserInterfaceStyle.self) ? traitState.overrides.userInterfaceStyle : .unspecified
        }
        set {
            if newValue == .unspecified {
                traitOverrides.remove(UITraitUserInterfaceStyle.self)
            } else {
                traitOverrides.userInterfaceStyle = newValue
            }
        }
    }

    /// Calls `handler` after any of `traits` changed for this controller.
    @discardableResult
    public func registerForTraitChanges<E: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (E, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        addControllerTraitRegistration(traits, handler: handler)
    }

    /// Stops a registration made by ``registerForTraitChanges(_:handler:)``.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        removeControllerTraitRegistration(registration)
    }

    /// Brings the controller's (and its view's) traits up to date now.
    public func updateTraitsIfNeeded() { viewIfLoaded?.updateTraitsIfNeeded() }
}
