import Foundation

// In UIKit `UIGestureRecognizer` is an NSObject: equal only to itself, hashed by its address. It is
// Hashable the same way here, so ported code can keep recognizers in sets and compare them with ==.
// UIKit divergence: `isEqual(_:)` and `hash` cannot be overridden (see
// `Responders/UIResponder+Identity.swift`).
extension UIGestureRecognizer: Hashable {
    /// Whether `lhs` and `rhs` are the same recognizer (NSObject's default `isEqual:`).
    nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }

    /// Hashes the recognizer's identity (NSObject's default `hash`).
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
