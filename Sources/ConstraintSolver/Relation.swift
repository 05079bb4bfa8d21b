/// How the two sides of a ``Constraint`` compare.
public enum Relation: Sendable, Hashable {
    /// Left side equals right side.
    case equal
    /// Left side is at most the right side.
    case lessThanOrEqual
    /// Left side is at least the right side.
    case greaterThanOrEqual
}
