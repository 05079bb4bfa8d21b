// The primal and dual simplex iterations over the lexicographic objective.

extension SolverState {
    /// Pivots allowed in one optimization before the solver reports an internal error.
    var iterationLimit: Int { 10_000 + 10 * rows.count }

    /// Primal simplex: pivots until no symbol can lower the objective vector `objectives`
    /// (row indices, most important first).
    mutating func optimize(_ objectives: [Int32]) throws(SolverError) {
        var iterations = 0
        while let (entering, increasing) = enteringSymbolCounted(objectives) {
            iterations += 1
            guard iterations <= iterationLimit else {
                throw .internalError("The primal simplex did not converge after \(iterations - 1) pivots")
            }
            guard let leaving = leavingRow(for: entering, increasing: increasing) else {
                throw .internalError("The objective is unbounded")
            }
            pivot(leaving, entering: entering)
        }
    }

    /// ``enteringSymbol(_:)``, counting the objective cells it may read as work.
    @inline(__always)
    mutating func enteringSymbolCounted(_ objectives: [Int32]) -> (symbol: Int32, increasing: Bool)? {
        for objective in objectives { workSteps &+= rows[Int(objective)].cells.count }
        return enteringSymbol(objectives)
    }

    /// The lowest-id symbol whose move lowers the objective vector: a restricted symbol with a
    /// lexicographically negative vector (it can only grow), or a parametric variable with any
    /// non-zero vector (it may move either way; `increasing` tells which).
    func enteringSymbol(_ objectives: [Int32]) -> (symbol: Int32, increasing: Bool)? {
        var best = Int32.max
        var increasing = true
        for (level, objective) in objectives.enumerated() {
            for cell in rows[Int(objective)].cells {
                if cell.symbol >= best { break }
                let kind = kinds[Int(cell.symbol)]
                guard kind != .dummy, abs(cell.coefficient) >= Row.epsilon else { continue }
                guard cell.coefficient < 0 || kind == .external else { continue }
                var dominated = false
                for higher in objectives[..<level] {
                    if abs(rows[Int(higher)].coefficient(of: cell.symbol)) >= Row.epsilon {
                        dominated = true
                        break
                    }
                }
                if !dominated {
                    best = cell.symbol
                    increasing = cell.coefficient < 0
                }
            }
        }
        return best == .max ? nil : (best, increasing)
    }

    /// The restricted row that limits the move of `entering` first (minimum ratio, lowest
    /// basic id on ties).
    mutating func leavingRow(for entering: Int32, increasing: Bool) -> Int32? {
        var found: Int32?
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for index in liveColumn(entering) {
            let row = rows[Int(index)]
            guard row.basic >= 0, kinds[Int(row.basic)] != .external else { continue }
            let coefficient = row.coefficient(of: entering)
            guard increasing ? coefficient < 0 : coefficient > 0 else { continue }
            let ratio = abs(row.constant / coefficient)
            let tied = nearlyEqual(ratio, bestRatio)
            if found == nil || (ratio < bestRatio && !tied) || (tied && row.basic < bestBasic) {
                found = index
                bestRatio = ratio
                bestBasic = row.basic
            }
        }
        return found
    }

    /// Makes `entering` basic in row `index`, whose basic symbol leaves.
    mutating func pivot(_ index: Int32, entering: Int32) {
        touch(index)
        let leaving = rows[Int(index)].basic
        rows[Int(index)].solve(for: entering, replacing: leaving)
        rows[Int(index)].basic = entering
        rowOf[Int(leaving)] = -1
        rowOf[Int(entering)] = index
        appendToColumn(Int(leaving), index)
        if kinds[Int(leaving)] == .external { markDirty(leaving) }
        noteChange(of: index)
        substitute(entering, definedBy: index)
    }

    /// The row to pivot a parametric marker into before dropping it: a redundant copy of the
    /// equality, else a restricted row that limits the marker first, else any restricted row,
    /// else a variable's row.
    mutating func markerLeavingRow(for marker: Int32) -> Int32? {
        var first: Int32?
        var firstRatio = Double.infinity
        var firstBasic = Int32.max
        var second: Int32?
        var secondRatio = Double.infinity
        var secondBasic = Int32.max
        var third: Int32?
        var thirdBasic = Int32.max
        let markerIsDummy = kinds[Int(marker)] == .dummy
        var redundant: Int32?
        var redundantBasic = Int32.max
        for index in liveColumn(marker) {
            let row = rows[Int(index)]
            let basic = row.basic
            guard basic >= 0 else { continue }
            let coefficient = row.coefficient(of: marker)
            if markerIsDummy && kinds[Int(basic)] == .dummy {
                // A redundant copy of the equality being removed: it takes over the marker's
                // role, so dummy rows keep holding dummies only.
                if basic < redundantBasic {
                    redundant = index
                    redundantBasic = basic
                }
            } else if kinds[Int(basic)] == .external {
                if basic < thirdBasic {
                    third = index
                    thirdBasic = basic
                }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && basic < firstBasic) {
                    first = index
                    firstRatio = ratio
                    firstBasic = basic
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && basic < secondBasic) {
                    second = index
                    secondRatio = ratio
                    secondBasic = basic
                }
            }
        }
        return redundant ?? first ?? second ?? third
    }

    /// Dual simplex: pivots until no restricted basic symbol is negative, keeping optimality.
    ///
    /// Returns the basic symbol of a row that cannot be made feasible, or nil on success.
    mutating func dualOptimize() throws(SolverError) -> Int32? {
        guard !infeasible.isEmpty else { return nil }
        let objectives = objectiveRows()
        var iterations = 0
        var bestRatios = [Double](repeating: 0, count: objectives.count)
        var ratios = bestRatios
        while let basic = infeasible.popLast() {
            let index = rowOf[Int(basic)]
            guard index >= 0, rows[Int(index)].constant < -Row.epsilon else { continue }
            iterations += 1
            guard iterations <= iterationLimit else {
                throw .internalError("The dual simplex did not converge after \(iterations - 1) pivots")
            }
            var entering: Int32 = -1
            workSteps &+= rows[Int(index)].cells.count
            for cell in rows[Int(index)].cells {
                // Restricted symbols can only grow; a parametric variable may move either way
                // (at an optimum its objective vector is zero, so it costs nothing).
                let kind = kinds[Int(cell.symbol)]
                guard kind != .dummy, cell.coefficient > 0 || (kind == .external && cell.coefficient < 0) else {
                    continue
                }
                for (level, objective) in objectives.enumerated() {
                    ratios[level] = rows[Int(objective)].coefficient(of: cell.symbol) / abs(cell.coefficient)
                }
                if entering < 0 || lexicographicallyPrecedes(ratios, bestRatios) {
                    entering = cell.symbol
                    swap(&ratios, &bestRatios)
                }
            }
            guard entering >= 0 else {
                infeasible.append(basic)
                return basic
            }
            pivot(index, entering: entering)
        }
        return nil
    }

    /// Compares ratio vectors level by level; values within rounding noise of each other tie,
    /// so that a lower level (and then the lower symbol id) decides instead of the noise.
    private func lexicographicallyPrecedes(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        for level in lhs.indices where !nearlyEqual(lhs[level], rhs[level]) {
            return lhs[level] < rhs[level]
        }
        return false
    }
}

/// Whether two ratios differ only by floating-point rounding.
@inline(__always)
func nearlyEqual(_ lhs: Double, _ rhs: Double) -> Bool {
    abs(lhs - rhs) <= 1e-9 * max(1, abs(lhs), abs(rhs))
}
