import Foundation

// Core Animation's layers are NSObjects: equal only to themselves, hashed by identity, so ported
// code can keep them in sets and compare them with ==.
extension CALayer: Hashable {
    /// Whether `lhs` and `rhs` are the same layer (NSObject's default `isEqual:`).
    public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }

    /// Hashes the layer's identity (NSObject's default `hash`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
