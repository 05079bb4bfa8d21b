// Bounded dummy reach: how the solver stays linear on chains of required equalities.
//
// A required equality carries a dummy marker so that its constant can change in one step and
// so that it can be removed. Substitution copies that dummy into every row that comes to depend
// on the equality; along a chain (`left[i] == right[i-1] + 8`) the rows of later views hold the
// dummies of all earlier links, which makes the tableau quadratic in cells and in time.
//
// The solver therefore lets a dummy reach at most `dummyReachLimit` rows. When one reaches
// further, it is dropped from every row (a dummy is always zero, so the rows stay exact) and the
// constraint is marked as having no marker. Such a constraint costs more later, and only then:
// removing it, or changing its constant the first time, solves the system again from its
// constraints in installation order (a rebuild, linear now that rows stay short), this time
// keeping the dummy of a constraint whose constant changes. Conflict reports, which read the
// dummies, are computed on a replay that keeps every dummy.

extension SolverState {
    /// Rows a dummy may reach before it is dropped. Local constraints (pins, sizes, most
    /// sibling relations) stay far below it and keep their one-step constant changes.
    static let defaultDummyReachLimit = 8

    /// Drops the dummies that reached more rows than the limit during the last operation.
    mutating func limitDummyReach() {
        guard !reachChecks.isEmpty else { return }
        var checks: [Int32] = []
        swap(&checks, &reachChecks)
        checks.sort()
        for dummy in checks where Int(dummy) < kinds.count {
            // A rolled-back operation may have left ids that are gone or reused; the guard
            // below skips them.
            isQueued[Int(dummy)] = false
            let slot = ownerOf[Int(dummy)]
            guard kinds[Int(dummy)] == .dummy, rowOf[Int(dummy)] < 0, slot >= 0,
                let record = records[Int(slot)], record.marker == dummy, !record.keepsMarker
            else { continue }
            let reached = liveColumn(dummy)
            guard reached.count > dummyReachLimit else { continue }
            purge(dummy, from: reached)
            records[Int(slot)]?.marker = -1
            releaseSymbol(dummy)
            unmarkedCount += 1
        }
    }

    /// Notes that `symbol` was just added to another row; a dummy past the limit is queued.
    @inline(__always)
    mutating func noteSpread(of symbol: Int32) {
        if kinds[Int(symbol)] == .dummy && !isQueued[Int(symbol)] && columns[Int(symbol)].count > dummyReachLimit {
            isQueued[Int(symbol)] = true
            reachChecks.append(symbol)
        }
    }

    /// Forgets an installed constraint that has no dummy. The tableau still enforces it until
    /// ``resolveIfNeeded()`` solves the remaining constraints again, which every other
    /// operation does first, so a run of removals costs one re-solve.
    mutating func removeLater(slot: Int32) {
        guard let record = records[Int(slot)] else { return }
        records[Int(slot)] = nil
        freeSlots.append(slot)
        slotOf[ObjectIdentifier(record.constraint)] = nil
        needsResolve = true
    }

    /// Re-solves from the records when removals are pending.
    @inline(__always)
    mutating func resolveIfNeeded() throws(SolverError) {
        if needsResolve {
            self = try rebuilt()
            resolveCount += 1
        }
    }

    /// Uninstalls several constraints, checking first that all are installed so that an unknown
    /// one changes nothing. Those without dummies share one lazy re-solve.
    mutating func remove(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints where slotOf[ObjectIdentifier(constraint)] == nil {
            throw .unknownConstraint(constraint)
        }
        for constraint in constraints where slotOf[ObjectIdentifier(constraint)] != nil {
            try remove(constraint)
        }
    }

    /// Empties the tableau: no rows, objective levels or constraints; every internal symbol is
    /// released (lowest ids reused first); variables keep their ids and read 0.
    mutating func clearTableau() {
        var released: [Int32] = []
        for id in kinds.indices {
            rowOf[id] = -1
            columns[id] = []
            ownerOf[id] = -1
            if kinds[id] == .external {
                if reported[id] != 0 { markDirty(Int32(id)) }
            } else if kinds[id] == .released {
                continue
            } else {
                isQueued[id] = false
                released.append(Int32(id))
            }
        }
        freeSymbols = released.reversed()
        freeTop = freeSymbols.count
        rows = []
        freeRows = []
        levels = []
        infeasible = []
        records = []
        freeSlots = []
        slotOf = [:]
        stamps = []
        reachChecks = []
        unmarkedCount = 0
        needsResolve = false
    }

    /// The same system solved from scratch: every installed constraint is added again in
    /// installation order with its current constant, except those in `excluded` (slots).
    /// `keepingMarkerOf` names a constraint whose dummy must survive from now on;
    /// `reachLimit` overrides the dummy reach limit (diagnostics replay with no limit).
    func rebuilt(
        excluding excluded: Set<Int32> = [], keepingMarkerOf kept: Int32? = nil, reachLimit: Int? = nil
    ) throws(SolverError) -> SolverState {
        var ordered: [(slot: Int32, record: ConstraintRecord)] = []
        for (slot, record) in records.enumerated() {
            if let record, !excluded.contains(Int32(slot)) { ordered.append((Int32(slot), record)) }
        }
        ordered.sort { $0.record.sequence < $1.record.sequence }
        var fresh = self
        fresh.clearTableau()
        fresh.dummyReachLimit = reachLimit ?? dummyReachLimit
        for (slot, record) in ordered {
            let keeps = record.keepsMarker || slot == kept
            do {
                try fresh.install(record.constraint, constant: record.constant, keepsMarker: keeps)
            } catch {
                throw .internalError("Re-solving the system failed at \(record.constraint): \(error)")
            }
            fresh.limitDummyReach()
        }
        // Optimized once, after every constraint is in.
        do {
            try fresh.optimizeIfNeeded()
        } catch {
            throw .internalError("Re-solving the system failed: \(error)")
        }
        for (variable, constraint) in edits where fresh.slotOf[ObjectIdentifier(constraint)] == nil {
            fresh.edits[variable] = nil
        }
        return fresh
    }

    /// The constraints that make `constraint` unsatisfiable, read from `certificate` (the symbols
    /// of the failing row) when every required equality still has its dummy, else from a replay
    /// that keeps them all.
    func conflicts(adding constraint: Constraint, certificate: [Row.Cell]) -> [Constraint] {
        guard unmarkedCount > 0 else { return conflictingConstraints(in: certificate) }
        do {
            var replay = try rebuilt(reachLimit: .max)
            try replay.install(constraint, constant: constraint.expression.constant, keepsMarker: false)
        } catch {
            if case .unsatisfiable(_, let conflicts) = error { return conflicts }
        }
        return conflictingConstraints(in: certificate)
    }

    /// Like ``conflicts(adding:certificate:)`` for a constant change that cannot hold.
    func conflicts(updating constraint: Constraint, to constant: Double, certificate: [Row.Cell]) -> [Constraint] {
        guard unmarkedCount > 0 else { return conflictingConstraints(in: certificate) }
        do {
            var replay = try rebuilt(reachLimit: .max)
            try replay.updateConstant(of: constraint, to: constant)
        } catch {
            if case .unsatisfiable(_, let conflicts) = error { return conflicts }
        }
        return conflictingConstraints(in: certificate)
    }
}
