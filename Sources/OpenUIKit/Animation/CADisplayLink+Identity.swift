import Foundation

// In UIKit `CADisplayLink` is an NSObject: equal only to itself, hashed by its address. It is
// Hashable the same way here, so ported code can keep display links in sets and compare them with ==.
// UIKit divergence: `isEqual(_:)` and `hash` cannot be overridden (see
// `Responders/UIResponder+Identity.swift`).
extension CADisplayLink: Hashable {
    /// Whether `lhs` and `rhs` are the same display link (NSObject's default `isEqual:`).
    nonisolated public static func == (lhs: CADisplayLink, rhs: CADisplayLink) -> Bool { lhs === rhs }

    /// Hashes the display link's identity (NSObject's default `hash`).
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
