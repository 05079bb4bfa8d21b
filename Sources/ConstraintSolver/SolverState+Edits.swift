// Edit variables and the constant-change fast path, both driven by the dual simplex.

extension SolverState {
    /// Lets `variable` be steered with ``suggestValue(_:for:)`` at an optional `priority`.
    ///
    /// The edit starts at the variable's current value, so adding it moves nothing.
    mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority.rawValue) }
        guard !priority.isRequired else { throw .requiredEditPriority(variable) }
        try resolveIfNeeded()
        try optimizeIfNeeded()
        let constraint = Constraint(
            Expression(terms: [Term(variable)], constant: -value(of: variable)), .equal, priority: priority)
        try add(constraint)
        edits[variable.id] = constraint
    }

    /// Stops editing `variable`.
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = edits[variable.id] else { throw .unknownEditVariable(variable) }
        try remove(constraint)
        edits[variable.id] = nil
    }

    /// Asks the solver to move an edited variable to `value`, as far as its priority allows,
    /// and re-solves with the dual simplex.
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let constraint = edits[variable.id] else { throw .unknownEditVariable(variable) }
        try updateConstant(of: constraint, to: -value)
    }

    /// Changes the constant of an installed constraint (the constant of `expression`, whose
    /// relation to zero the constraint states) without removing it: the tableau constants that
    /// depend on it shift and the dual simplex restores feasibility.
    ///
    /// For `x == 10`, stored as `x - 10 == 0`, pass `-20` to ask for `x == 20`. If a required
    /// constraint cannot take the new constant, the call throws
    /// ``SolverError/unsatisfiable(_:conflicts:)`` and the solver is unchanged.
    ///
    /// A required equality that another set of required equalities already implies (a
    /// redundant one, such as a second `x == 0`) sits in a row of dummies only; a change that
    /// leaves such a row with a non-zero constant makes the equalities disagree, and is refused
    /// the same way.
    mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let known = slotOf[ObjectIdentifier(constraint)], let current = records[Int(known)] else {
            throw .unknownConstraint(constraint)
        }
        guard constant != current.constant else { return }
        // A pending re-solve rebuilds the records and renumbers every slot and marker, so the
        // constraint is looked up again after it (a slot read before would name another
        // record, or none).
        try resolveIfNeeded()
        // The dual simplex below starts from an optimal tableau.
        try optimizeIfNeeded()
        guard let slot = slotOf[ObjectIdentifier(constraint)], let record = records[Int(slot)] else {
            throw .unknownConstraint(constraint)
        }
        let delta = constant - record.constant
        if record.marker < 0 {
            // The dummy was dropped: solve again with it kept, on a copy so that a failure
            // leaves this solver as it was.
            var copy = try rebuilt(keepingMarkerOf: slot)
            try copy.updateConstant(of: constraint, to: constant)
            self = copy
            return
        }
        let required = constraint.priority.isRequired
        if required {
            beginTransaction(symbols: symbolMark)
        }
        let disagreeing = shiftMarker(record.marker, by: delta / record.markerCoefficient)
        if required, let disagreeing {
            // A redundant equality now disagrees with those that imply it: its row of dummies
            // (all zero) cannot equal a non-zero constant. The row and its basic are the proof.
            let certificate = rows[Int(disagreeing)].cells + [Row.Cell(symbol: rows[Int(disagreeing)].basic, coefficient: 1)]
            rollBack()
            let conflicts = conflicts(updating: constraint, to: constant, certificate: certificate)
            throw .unsatisfiable(constraint, conflicts: conflicts.filter { $0 !== constraint })
        }
        let failedRow: Int32?
        do {
            failedRow = try dualOptimize()
        } catch {
            rollBack()
            throw error
        }
        if let failedRow {
            let index = rowOf[Int(failedRow)]
            // The failing row and its basic symbol are the proof of infeasibility.
            let certificate =
                index >= 0 ? rows[Int(index)].cells + [Row.Cell(symbol: failedRow, coefficient: 1)] : []
            if required {
                rollBack()
                let conflicts = conflicts(updating: constraint, to: constant, certificate: certificate)
                throw .unsatisfiable(constraint, conflicts: conflicts.filter { $0 !== constraint })
            }
            infeasible.removeAll()
            throw .internalError("The dual simplex found no entering symbol for \(constraint)")
        }
        journal = nil
        records[Int(slot)]?.constant = constant
        records[Int(slot)]?.keepsMarker = true
        limitDummyReach()
    }

    /// Applies the substitution `marker → marker + shift` to the tableau constants. Returns a
    /// row whose basic symbol is a dummy and whose constant is no longer zero (a redundant
    /// required equality the shift made disagree), or nil.
    mutating func shiftMarker(_ marker: Int32, by shift: Double) -> Int32? {
        var disagreeing: Int32?
        let basicRow = rowOf[Int(marker)]
        if basicRow >= 0 {
            touch(basicRow)
            rows[Int(basicRow)].constant -= shift
            noteChange(of: basicRow)
            return isDisagreeingDummyRow(basicRow) ? basicRow : nil
        }
        // `liveColumn`'s scan fused with the shift, so each row's cell is found once: a
        // resize runs this over every row that follows the window's size (measured: sharing
        // `liveColumn` and looking the cells up again costs about 2× on `bench solver indep`).
        var list: [Int32] = []
        swap(&list, &columns[Int(marker)])
        advanceEpoch()
        var kept = 0
        let rowTotal = rows.count
        for position in list.indices {
            let index = list[position]
            guard Int(index) < rowTotal, stamps[Int(index)] != epoch, rows[Int(index)].basic != Row.free,
                let cell = rows[Int(index)].position(of: marker)
            else { continue }
            stamps[Int(index)] = epoch
            list[kept] = index
            kept += 1
            touch(index)
            rows[Int(index)].constant += rows[Int(index)].cells[cell].coefficient * shift
            noteChange(of: index)
            if disagreeing == nil && isDisagreeingDummyRow(index) { disagreeing = index }
        }
        list.removeSubrange(kept...)
        columns[Int(marker)] = list
        return disagreeing
    }

    /// Whether row `index` defines a dummy (the marker of a redundant required equality, held
    /// as a combination of other dummies) with a constant that is not zero: every dummy is
    /// zero, so such a row states `0 == constant`.
    @inline(__always)
    func isDisagreeingDummyRow(_ index: Int32) -> Bool {
        let basic = rows[Int(index)].basic
        return basic >= 0 && kinds[Int(basic)] == .dummy && abs(rows[Int(index)].constant) >= Row.epsilon
    }
}
