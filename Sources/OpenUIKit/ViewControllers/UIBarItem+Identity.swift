import Foundation

// In UIKit `UIBarItem` is an NSObject: equal only to itself, hashed by its address. It is
// Hashable the same way here, so ported code can keep bar items in sets and compare them with ==.
// UIKit divergence: `isEqual(_:)` and `hash` cannot be overridden (see
// `Responders/UIResponder+Identity.swift`).
extension UIBarItem: Hashable {
    /// Whether `lhs` and `rhs` are the same bar item (NSObject's default `isEqual:`).
    nonisolated public static func == (lhs: UIBarItem, rhs: UIBarItem) -> Bool { lhs === rhs }

    /// Hashes the bar item's identity (NSObject's default `hash`).
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
