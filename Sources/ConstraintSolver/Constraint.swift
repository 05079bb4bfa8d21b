/// A linear relation `expression <relation> 0` with a priority.
///
/// Constraints are immutable objects; their identity is what ``Solver/add(_:)`` and
/// ``Solver/remove(_:)`` refer to, so adding the same object twice is an error while adding two
/// equal-looking constraints is fine. The solver keeps the current constant of an installed
/// constraint itself (see ``Solver/updateConstant(of:to:)``).
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The left side minus the right side; the constraint says this compares to zero.
    public let expression: Expression
    /// How `expression` compares to zero.
    public let relation: Relation
    /// How much the constraint matters.
    public let priority: Priority

    /// Creates `expression <relation> 0` at the given priority.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// Returns a new constraint with the same relation at another priority.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority)
    }

    /// Constraints are equal only when they are the same object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    /// Hashes the object identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// A readable form such as `1·v0 + 1·v1 - 10 == 0 @1000`.
    public var description: String {
        var text = expression.terms.map { "\($0.coefficient)·v\($0.variable.id)" }
            .joined(separator: " + ")
        if text.isEmpty { text = "0" }
        text += expression.constant < 0 ? " - \(-expression.constant)" : " + \(expression.constant)"
        switch relation {
        case .equal: text += " == 0"
        case .lessThanOrEqual: text += " <= 0"
        case .greaterThanOrEqual: text += " >= 0"
        }
        return text + " @\(priority.rawValue)"
    }
}
