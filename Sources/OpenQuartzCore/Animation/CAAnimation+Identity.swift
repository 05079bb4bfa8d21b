import Foundation

// Like layers, animations are NSObjects in Core Animation: equal only to themselves and hashed
// by identity.
extension CAAnimation: Hashable {
    /// Whether `lhs` and `rhs` are the same animation.
    public static func == (lhs: CAAnimation, rhs: CAAnimation) -> Bool { lhs === rhs }

    /// Hashes the animation's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
