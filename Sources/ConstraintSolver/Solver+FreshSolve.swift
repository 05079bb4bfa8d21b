extension Solver {
    /// The variables whose value differs by more than `tolerance` from the value the same
    /// constraints give when solved again from scratch (installed in the same order with their
    /// current constants): the check that incremental edits — constant changes, lazy removals,
    /// dropped dummies — left the tableau where a fresh solve would put it. A system whose
    /// solution is not unique may legitimately disagree; callers check determined systems.
    package func disagreementsWithFreshSolve(tolerance: Double = 1e-6) throws(SolverError) -> [Variable] {
        resolvePending()
        let fresh = try state.rebuilt()
        var disagreeing: [Variable] = []
        for id in state.kinds.indices where state.kinds[id] == .external {
            let variable = Variable(id: Int32(id))
            if abs(state.value(of: variable) - fresh.value(of: variable)) > tolerance {
                disagreeing.append(variable)
            }
        }
        return disagreeing
    }
}
