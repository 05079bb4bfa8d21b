import Foundation

// In UIKit `UIScreen` is an NSObject: equal only to itself, hashed by its address. It is
// Hashable the same way here, so ported code can keep screens in sets and compare them with ==.
// UIKit divergence: `isEqual(_:)` and `hash` cannot be overridden (see
// `Responders/UIResponder+Identity.swift`).
extension UIScreen: Hashable {
    /// Whether `lhs` and `rhs` are the same screen (NSObject's default `isEqual:`).
    nonisolated public static func == (lhs: UIScreen, rhs: UIScreen) -> Bool { lhs === rhs }

    /// Hashes the screen's identity (NSObject's default `hash`).
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
