import Foundation

// In UIKit `UICollectionViewLayout` is an NSObject: equal only to itself, hashed by its address. It is
// Hashable the same way here, so ported code can keep layouts in sets and compare them with ==.
// UIKit divergence: `isEqual(_:)` and `hash` cannot be overridden (see
// `Responders/UIResponder+Identity.swift`).
extension UICollectionViewLayout: Hashable {
    /// Whether `lhs` and `rhs` are the same layout (NSObject's default `isEqual:`).
    nonisolated public static func == (lhs: UICollectionViewLayout, rhs: UICollectionViewLayout) -> Bool { lhs === rhs }

    /// Hashes the layout's identity (NSObject's default `hash`).
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
