import Foundation

// In UIKit `UIEvent` is an NSObject: equal only to itself, hashed by its address. It is
// Hashable the same way here, so ported code can keep events in sets and compare them with ==.
// UIKit divergence: `isEqual(_:)` and `hash` cannot be overridden (see
// `Responders/UIResponder+Identity.swift`).
extension UIEvent: Hashable {
    /// Whether `lhs` and `rhs` are the same event (NSObject's default `isEqual:`).
    nonisolated public static func == (lhs: UIEvent, rhs: UIEvent) -> Bool { lhs === rhs }

    /// Hashes the event's identity (NSObject's default `hash`).
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
