/// An incremental Cassowary solver: a dual/primal simplex over a sparse tableau that keeps the
/// solution up to date as constraints are added, removed and their constants changed.
///
/// - Priorities are lexicographic: the objective is a short vector of rows, one per optional
///   priority level in use, compared highest level first.
/// - Every pivot choice follows symbol ids (lowest id wins ties), so the same sequence of calls
///   always produces bit-identical values.
/// - A column index (symbol → rows containing it) keeps substitution proportional to the rows
///   actually involved.
/// - A failing operation leaves the solver exactly as it was.
///
/// The solver is not thread-safe; use it from one isolation domain.
public final class Solver {
    var state = SolverState()

    /// Creates an empty solver.
    public init() {}

    /// Creates an empty solver whose dummies may reach at most `dummyReachLimit` rows (tests
    /// use 0 to drop every dummy and exercise the re-solving paths).
    init(dummyReachLimit: Int) {
        state.dummyReachLimit = dummyReachLimit
    }

    /// Creates a new variable, with an optional name used in debug output.
    public func makeVariable(_ name: String = "") -> Variable {
        state.makeVariable(name)
    }

    /// Gives back variables that no installed constraint or edit uses any more (a view that
    /// left an engine): their ids and names are freed and reused by the next variables made.
    /// A variable still used is kept. Returns how many were released.
    @discardableResult
    public func release(_ variables: [Variable]) -> Int {
        do {
            return try state.release(variables)
        } catch {
            // Re-solving a system that was already solved cannot fail unless the solver is wrong.
            fatalError("ConstraintSolver: re-solving before releasing variables failed: \(error)")
        }
    }

    /// The name given to `variable` at creation, or `v<id>`.
    public func name(of variable: Variable) -> String {
        state.names[variable.id] ?? "v\(variable.id)"
    }

    /// Whether `constraint` is installed.
    public func contains(_ constraint: Constraint) -> Bool {
        state.slotOf[ObjectIdentifier(constraint)] != nil
    }

    /// The work done so far, as a count: cells merged into rows and column entries scanned,
    /// summed over every operation (a re-solve included). It depends only on the calls made,
    /// never on the machine, so tests check how the solver's work grows with the size of a
    /// system without timing it.
    package var workSteps: Int { state.workSteps }

    /// The number of variables made and not released.
    public var variableCount: Int { state.liveVariableCount }

    /// The number of installed constraints, edits included.
    public var constraintCount: Int { state.slotOf.count }

    /// Rows currently in the tableau, objective rows excluded.
    public var rowCount: Int {
        resolvePending()
        return state.rowCount
    }

    /// Non-zero cells currently in the tableau, objective rows excluded; a measure of fill-in.
    public var cellCount: Int {
        resolvePending()
        return state.cellCount
    }

    /// Carries out pending removals (see ``remove(_:)-(Constraint)``) and the minimization
    /// that additions leave for later (see ``add(_:)``) before a read.
    @inline(__always)
    func resolvePending() {
        guard state.needsResolve || state.needsOptimize else { return }
        do {
            try state.resolveIfNeeded()
            try state.optimizeIfNeeded()
        } catch {
            // Re-solving a system that was already solved cannot fail unless the solver is wrong.
            fatalError("ConstraintSolver: re-solving after a removal or an addition failed: \(error)")
        }
    }

    /// Removes every constraint and edit; variables keep their ids but read 0.
    public func reset() {
        state.reset()
    }

    /// Installs `constraint` and re-solves.
    ///
    /// Throws ``SolverError/unsatisfiable(_:conflicts:)`` for a required constraint that cannot
    /// hold; the solver is then exactly as it was before the call.
    ///
    /// The required constraints are checked at once; the optional ones are weighed (the
    /// objective minimized) by the next read or operation that needs it, so adding many
    /// constraints in a row optimizes once.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try state.add(constraint)
    }

    /// Installs `constraint` like ``add(_:)``; with `expectsConstantChanges`, a required
    /// equality keeps the record that makes ``updateConstant(of:to:)`` a one-pass update however
    /// far its influence reaches (use it for constraints driven by frames or edits; others earn
    /// it with their first constant change).
    public func add(_ constraint: Constraint, expectsConstantChanges: Bool) throws(SolverError) {
        try state.add(constraint, keepsMarker: expectsConstantChanges)
    }

    /// Uninstalls `constraint` and re-solves.
    ///
    /// A required equality whose reach was too wide to track (see ``updateConstant(of:to:)``)
    /// makes the solver solve its remaining constraints again. That happens lazily, before the
    /// next operation or read, so removing many constraints in a row costs one re-solve.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        try state.remove(constraint)
    }

    /// Uninstalls several constraints and re-solves, solving the system again at most once.
    ///
    /// Throws ``SolverError/unknownConstraint(_:)`` before changing anything if one of them is
    /// not installed.
    public func remove(_ constraints: some Sequence<Constraint>) throws(SolverError) {
        try state.remove(Array(constraints))
    }

    /// Lets `variable` be steered with ``suggestValue(_:for:)`` at an optional `priority`.
    ///
    /// The edit starts at the variable's current value, so adding it moves nothing.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        try state.addEditVariable(variable, priority: priority)
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try state.removeEditVariable(variable)
    }

    /// Whether `variable` has an edit.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        state.edits[variable.id] != nil
    }

    /// Asks the solver to move an edited variable to `value`, as far as its priority allows,
    /// and re-solves with the dual simplex.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try state.suggestValue(value, for: variable)
    }

    /// The constant currently in force for an installed constraint (its expression's constant
    /// unless changed with ``updateConstant(of:to:)``), or nil if it is not installed.
    public func constant(of constraint: Constraint) -> Double? {
        guard let slot = state.slotOf[ObjectIdentifier(constraint)] else { return nil }
        return state.records[Int(slot)]?.constant
    }

    /// Changes the constant of an installed constraint (the constant of `expression`, whose
    /// relation to zero the constraint states) without removing it: the tableau constants that
    /// depend on it shift and the dual simplex restores feasibility.
    ///
    /// Cost: one dual-simplex pass over the rows that depend on the constraint. A required
    /// equality whose influence spread over more rows than the solver tracks (long chains) has
    /// no such record; its first constant change solves the system again, after which the
    /// constraint is tracked and later changes take the one-pass path.
    ///
    /// For `x == 10`, stored as `x - 10 == 0`, pass `-20` to ask for `x == 20`. If a required
    /// constraint cannot take the new constant, the call throws
    /// ``SolverError/unsatisfiable(_:conflicts:)`` and the solver is unchanged.
    /// That includes a redundant required equality (one the others already imply, such as a
    /// second `x == 0`) given a constant that makes it disagree with them.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        try state.updateConstant(of: constraint, to: constant)
    }

    /// The current value of `variable`.
    public func value(of variable: Variable) -> Double {
        resolvePending()
        let index = state.rowOf[Int(variable.id)]
        return index >= 0 ? state.rows[Int(index)].constant : 0
    }

    /// Returns the variables whose value changed since the previous call, in id order.
    ///
    /// Only variables whose rows were touched are examined, so the cost follows what changed,
    /// not the size of the system.
    public func updateVariables() -> [Variable] {
        resolvePending()
        return state.updateVariables()
    }

    /// The value of `expression` with the current variable values.
    public func value(of expression: Expression) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value(of: $1.variable) }
    }

    /// Whether `constraint` holds with the current values, within `tolerance`.
    public func isSatisfied(_ constraint: Constraint, tolerance: Double = 1e-6) -> Bool {
        var expression = constraint.expression
        if let constant = constant(of: constraint) {
            expression.constant = constant
        }
        let residual = value(of: expression)
        switch constraint.relation {
        case .equal: return abs(residual) <= tolerance
        case .lessThanOrEqual: return residual <= tolerance
        case .greaterThanOrEqual: return residual >= -tolerance
        }
    }

    /// A canonical, bit-exact description of the internal state (for tests).
    func stateSnapshot() -> [String] {
        resolvePending()
        return state.stateSnapshot()
    }
}
