import Foundation

// In UIKit `UILayoutGuide` is an NSObject: equal only to itself, hashed by its address. It is
// Hashable the same way here, so ported code can keep layout guides in sets and compare them with ==.
// UIKit divergence: `isEqual(_:)` and `hash` cannot be overridden (see
// `Responders/UIResponder+Identity.swift`).
extension UILayoutGuide: Hashable {
    /// Whether `lhs` and `rhs` are the same layout guide (NSObject's default `isEqual:`).
    nonisolated public static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool { lhs === rhs }

    /// Hashes the layout guide's identity (NSObject's default `hash`).
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
