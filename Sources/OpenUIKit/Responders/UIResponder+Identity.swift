import Foundation

// UIKit's responders (so every view, window, view controller and the application) derive from
// NSObject, whose default `isEqual:` is identity and whose `hash` is the object's address. Ported
// code keeps them in sets and dictionaries and compares them with ==; here they are Hashable the
// same way: equal only to itself, hashed by identity. The other NSObject stand-ins (gesture
// recognizers, constraints, layout guides, bar items, screens, events, display links, collection
// view layouts) get the same conformance in a `+Identity.swift` file next to their type.
// UIKit divergence: NSObject's `isEqual(_:)` and `hash` are not offered as overridable methods;
// equality of these classes is identity and cannot be customised.
extension UIResponder: Hashable {
    /// Whether `lhs` and `rhs` are the same responder (NSObject's default `isEqual:`).
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

    /// Hashes the responder's identity (NSObject's default `hash`).
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
