/// Why a ``Solver`` refused an operation. After any of these the solver is unchanged.
public enum SolverError: Error, Equatable {
    /// A required constraint cannot hold together with the required constraints already present.
    ///
    /// `conflicts` lists the installed required constraints that, with `constraint`, make the
    /// system infeasible, in the order they were added. It is derived from the simplex
    /// certificate of infeasibility, so it names the constraints actually fighting, though not
    /// necessarily a minimal set.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// The constraint object is already installed.
    case duplicateConstraint(Constraint)
    /// The constraint object is not installed.
    case unknownConstraint(Constraint)
    /// The variable already has an edit.
    case duplicateEditVariable(Variable)
    /// The variable has no edit.
    case unknownEditVariable(Variable)
    /// Edits must be optional: a required priority was given for the variable.
    case requiredEditPriority(Variable)
    /// A priority outside 1...1000, or NaN.
    case invalidPriority(Double)
    /// The solver gave up, for example after too many pivots; the message explains.
    case internalError(String)
}
