import Foundation

// In UIKit `NSLayoutConstraint` is an NSObject: equal only to itself, hashed by its address. It is
// Hashable the same way here, so ported code can keep constraints in sets and compare them with ==.
// UIKit divergence: `isEqual(_:)` and `hash` cannot be overridden (see
// `Responders/UIResponder+Identity.swift`).
extension NSLayoutConstraint: Hashable {
    /// Whether `lhs` and `rhs` are the same constraint (NSObject's default `isEqual:`).
    nonisolated public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }

    /// Hashes the constraint's identity (NSObject's default `hash`).
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
