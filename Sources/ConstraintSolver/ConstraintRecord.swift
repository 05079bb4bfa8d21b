/// What the solver remembers about an installed constraint.
struct ConstraintRecord {
    /// The installed object.
    let constraint: Constraint
    /// Installation order, used to list conflicts in a stable order and to replay the system.
    let sequence: Int
    /// The symbol that tracks this constraint's row: slack, dummy or positive error; -1 for a
    /// required equality whose dummy was dropped because it reached too many rows (see
    /// ``SolverState/limitDummyReach()``).
    var marker: Int32
    /// The second symbol of an optional constraint (its error or negative error), or -1.
    let other: Int32
    /// The coefficient `marker` had in the constraint's original equation, before any sign flip;
    /// a change δ of the constant is the substitution `marker → marker + δ / markerCoefficient`.
    let markerCoefficient: Double
    /// The constant currently in force (starts as the expression's constant).
    var constant: Double
    /// Whether the constraint keeps its dummy however far it reaches: set once its constant has
    /// been changed, since such constraints tend to change again.
    var keepsMarker: Bool
}
