import Foundation

/// An object with a trait collection that hears when it changes: the screen, windows, views
/// (and view controllers).
/// - Note: See https://developer.apple.com/documentation/uikit/uitraitenvironment
@MainActor @preconcurrency
public protocol UITraitEnvironment: AnyObject {
    /// The traits of the object's environment.
    var traitCollection: UITraitCollection { get }
    /// Called after ``traitCollection`` changed, with the collection it had before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A registration made by `registerForTraitChanges(_:handler:)`; hand it to
/// `unregisterForTraitChanges(_:)` to stop observing.
/// - Note: See https://developer.apple.com/documentation/uikit/uitraitchangeregistration
public protocol UITraitChangeRegistration: AnyObject {}

/// An object whose trait changes can be observed per trait (iOS 17's trait API).
/// - Note: See https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94
// UIKit divergence: the selector forms (`registerForTraitChanges(_:action:)`,
// `(_:target:action:)`) are not offered; use the closure form.
@MainActor @preconcurrency
public protocol UITraitChangeObservable {
    /// Calls `handler` with the object and its previous collection whenever one of `traits`
    /// changes value. Keep the returned registration only to unregister.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration

    /// Stops a registration made on this object.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// One `registerForTraitChanges` registration: the traits it watches and its handler.
@MainActor
package final class TraitChangeRegistration: UITraitChangeRegistration {
    /// The definition types watched, by identity.
    let traitKeys: Set<ObjectIdentifier>
    /// Calls the user's handler, casting the environment to the type it asked for.
    let handler: (any UITraitEnvironment, UITraitCollection) -> Void

    init<Environment: UITraitEnvironment>(
        traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) {
        traitKeys = Set(traits.map { ObjectIdentifier($0) })
        self.handler = { environment, previous in
            guard let typed = environment as? Environment else {
                Fatal.stop(
                    "registerForTraitChanges: the handler takes a \(Environment.self), but the registration is on a \(type(of: environment))"
                )
            }
            handler(typed, previous)
        }
    }

    /// Whether a change of the keys `changed` concerns this registration.
    func isConcerned(by changed: [ObjectIdentifier]) -> Bool {
        changed.contains { traitKeys.contains($0) }
    }
}
