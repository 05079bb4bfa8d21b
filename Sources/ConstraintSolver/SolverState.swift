/// The value-type core of ``Solver``: the tableau, the constraint records and the algorithms.
///
/// Keeping the state in one struct lets the hot loops mutate it through `self` without the
/// per-access exclusivity checks that stored properties of a class incur.
struct SolverState {
    // Dense per-symbol storage, indexed by symbol id.
    var kinds: [SymbolKind] = []
    /// Row index where the symbol is basic, or -1.
    var rowOf: [Int32] = []
    /// Rows that may contain the symbol; may hold stale entries, cleaned when read.
    var columns: [[Int32]] = []
    /// Slot of the constraint whose marker or error the symbol is, or -1.
    var ownerOf: [Int32] = []
    /// Whether the symbol is queued: a variable in `dirty`, a dummy in `reachChecks`.
    var isQueued: [Bool] = []
    /// The value last returned for the (external) symbol by `updateVariables()`.
    var reported: [Double] = []
    var dirty: [Int32] = []
    var names: [Int32: String] = [:]

    // Row storage.
    var rows: [Row] = []
    var freeRows: [Int32] = []
    var levels: [ObjectiveLevel] = []
    /// Basic symbols of restricted rows that may have become negative.
    var infeasible: [Int32] = []

    // Constraints.
    var records: [ConstraintRecord?] = []
    var freeSlots: [Int32] = []
    /// Lookup only (never iterated): the slot of an installed constraint object.
    var slotOf: [ObjectIdentifier: Int32] = [:]
    var edits: [Int32: Constraint] = [:]
    var sequence = 0

    // Scratch state.
    var stamps: [UInt32] = []
    var epoch: UInt32 = 0
    var scratch: [Row.Cell] = []
    /// Reused by ``makeEquation(for:constant:)`` for the terms on parametric variables.
    var parametricBuffer: [Row.Cell] = []
    /// Reused by ``makeEquation(for:constant:)`` for the substituted rows of basic variables.
    var substitutedBuffer: [Row.Cell] = []
    var introduced: [Int32] = []
    /// Reused by ``objectiveRows()``.
    var objectiveRowBuffer: [Int32] = []
    var journal: Journal?

    // Bounded dummy reach (see SolverState+Rebuild.swift).
    /// Released internal symbol ids; entries below `freeTop` are available.
    var freeSymbols: [Int32] = []
    /// Ids of released variables, reused by the next variables made.
    var freeVariables: [Int32] = []
    var freeTop = 0
    /// How many rows a dummy may reach before it is dropped.
    var dummyReachLimit = SolverState.defaultDummyReachLimit
    /// Dummies whose column grew past the limit during the current operation.
    var reachChecks: [Int32] = []
    /// Installed required equalities whose dummy was dropped.
    var unmarkedCount = 0
    /// Whether constraints without dummies were removed and the tableau still holds them.
    var needsResolve = false
    /// Whether constraints were added since the objective was last minimized (see
    /// ``optimizeIfNeeded()``).
    var needsOptimize = false
    /// How many times pending removals were carried out by re-solving (for tests).
    var resolveCount = 0
    /// Cells and column entries visited so far, summed over every operation (``Solver/workSteps``).
    var workSteps = 0

    /// Creates an empty solver.
    init() {}

    /// Creates a new variable, with an optional name used in debug output.
    mutating func makeVariable(_ name: String = "") -> Variable {
        let id = newSymbol(.external)
        if !name.isEmpty {
            names[id] = name
        }
        return Variable(id: id)
    }

    /// Variables made and not released.
    var liveVariableCount: Int { kinds.reduce(0) { $0 + ($1 == .external ? 1 : 0) } }

    /// Gives back variables that no installed constraint or edit uses; their ids are reused
    /// by the next variables made. A variable the tableau still holds (a basic row or a
    /// column entry, which only rounding could leave) is kept. Returns how many were released.
    @discardableResult
    mutating func release(_ variables: [Variable]) throws(SolverError) -> Int {
        try resolveIfNeeded()
        try optimizeIfNeeded()
        var count = 0
        for variable in variables {
            let id = Int(variable.id)
            guard id < kinds.count, kinds[id] == .external, rowOf[id] < 0, edits[variable.id] == nil,
                liveColumn(variable.id).isEmpty
            else { continue }
            kinds[id] = .released
            columns[id] = []
            reported[id] = 0
            names[variable.id] = nil
            freeVariables.append(variable.id)
            count += 1
        }
        return count
    }

    /// Rows currently in the tableau, objective rows excluded.
    var rowCount: Int {
        rows.reduce(0) { $0 + ($1.basic >= 0 ? 1 : 0) }
    }

    /// Non-zero cells currently in the tableau, objective rows excluded; a measure of fill-in.
    var cellCount: Int {
        rows.reduce(0) { $0 + ($1.basic >= 0 ? $1.cells.count : 0) }
    }

    /// Removes every constraint and edit; variables keep their ids but read 0.
    mutating func reset() {
        clearTableau()
        edits = [:]
    }

    // MARK: - Adding and removing constraints

    /// Installs `constraint` and re-solves.
    ///
    /// Throws ``SolverError/unsatisfiable(_:conflicts:)`` for a required constraint that cannot
    /// hold; the solver is then exactly as it was before the call.
    mutating func add(_ constraint: Constraint, keepsMarker: Bool = false) throws(SolverError) {
        guard slotOf[ObjectIdentifier(constraint)] == nil else {
            throw .duplicateConstraint(constraint)
        }
        let priority = constraint.priority
        guard priority.isValid else { throw .invalidPriority(priority.rawValue) }
        // fatalError, not precondition: the message must survive optimized builds (the
        // solver imports nothing, so it cannot use the other targets' `Fatal`).
        for term in constraint.expression.terms {
            let id = Int(term.variable.id)
            if !(id < kinds.count && kinds[id] == .external) {
                fatalError("The constraint uses a variable that this solver did not create")
            }
        }
        try resolveIfNeeded()
        try install(constraint, constant: constraint.expression.constant, keepsMarker: keepsMarker)
        limitDummyReach()
    }

    /// Adds the row of `constraint` with the given constant, registers it and re-optimizes.
    mutating func install(_ constraint: Constraint, constant: Double, keepsMarker: Bool) throws(SolverError) {
        let symbolsBefore = symbolMark
        var equation = makeEquation(for: constraint, constant: constant)
        var subject = chooseSubject(&equation)
        if subject < 0 && equation.row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            if abs(equation.row.constant) >= Row.epsilon {
                let certificate = equation.row.cells
                discardSymbols(since: symbolsBefore)
                throw .unsatisfiable(constraint, conflicts: conflicts(adding: constraint, certificate: certificate))
            }
            // A redundant required equality: its marker becomes basic, the row stays as the
            // record of how it depends on the others.
            subject = equation.marker
        }

        if subject >= 0 {
            if !constraint.priority.isRequired {
                addErrorsToObjective(equation, priority: constraint.priority.rawValue)
            }
            equation.row.solve(for: subject)
            insertRow(equation.row, basic: subject)
        } else {
            try addWithArtificialVariable(equation, for: constraint, symbolsBefore: symbolsBefore)
        }

        register(constraint, equation: equation, constant: constant, keepsMarker: keepsMarker)
        // The tableau is feasible again; minimizing the objective waits for the next operation
        // or read that needs it, so a batch of additions is optimized once.
        needsOptimize = true
    }

    /// Minimizes the objective if constraints were added since it last was. Every operation
    /// that needs an optimal tableau (reads of values, constant changes and edits, which run
    /// the dual simplex) calls this first; additions only need a feasible one.
    @inline(__always)
    mutating func optimizeIfNeeded() throws(SolverError) {
        guard needsOptimize else { return }
        try optimize(objectiveRows())
        needsOptimize = false
        // The pivots may have spread dummies past their reach, as an addition's own would.
        limitDummyReach()
    }

    /// Uninstalls `constraint` and re-solves.
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let slot = slotOf[ObjectIdentifier(constraint)], let record = records[Int(slot)] else {
            throw .unknownConstraint(constraint)
        }
        if record.marker < 0 || needsResolve {
            // Nothing in the tableau says how far this equality reaches, or a re-solve is
            // already pending (it rebuilds from the records, and would renumber the slot and
            // markers read above): solve again without it, once the caller is done removing.
            removeLater(slot: slot)
            return
        }
        try remove(constraint, slot: slot, record: record)
    }

    /// Uninstalls `constraint`, found at `slot` with `record`, from a tableau with no pending re-solve.
    private mutating func remove(_ constraint: Constraint, slot: Int32, record: ConstraintRecord) throws(SolverError) {
        let optional = !constraint.priority.isRequired
        let levelIndex = optional ? levels.firstIndex { $0.priority == constraint.priority.rawValue } : nil
        if let levelIndex {
            let objective = levels[levelIndex].row
            for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
                addToRow(objective, symbol: symbol, scale: -1)
            }
        }

        let marker = record.marker
        if rowOf[Int(marker)] >= 0 {
            freeRow(rowOf[Int(marker)])
        } else {
            guard let leavingRow = markerLeavingRow(for: marker) else {
                throw .internalError("No row contains the marker of \(constraint)")
            }
            touch(leavingRow)
            let leaving = rows[Int(leavingRow)].basic
            rows[Int(leavingRow)].solve(for: marker, replacing: leaving)
            appendToColumn(Int(leaving), leavingRow)
            rowOf[Int(leaving)] = -1
            if kinds[Int(leaving)] == .external { markDirty(leaving) }
            rows[Int(leavingRow)].basic = marker
            rowOf[Int(marker)] = leavingRow
            substitute(marker, definedBy: leavingRow)
            freeRow(leavingRow)
        }
        if record.other >= 0 {
            purge(record.other)
        }

        if let levelIndex {
            levels[levelIndex].users -= 1
            if levels[levelIndex].users == 0 {
                freeRow(levels[levelIndex].row)
                levels.remove(at: levelIndex)
            }
        }
        records[Int(slot)] = nil
        freeSlots.append(slot)
        slotOf[ObjectIdentifier(constraint)] = nil
        let objectives = objectiveRows()
        try optimize(objectives)
        needsOptimize = false
        releaseSymbol(marker)
        if record.other >= 0 { releaseSymbol(record.other) }
        limitDummyReach()
    }

    // MARK: - Building rows

    /// A constraint turned into a tableau equation `0 = constant + Σ cells`.
    struct Equation {
        var row: Row
        var marker: Int32
        var other: Int32
        var markerCoefficient: Double
    }

    /// Substitutes the current basic rows into the constraint and adds its marker symbols.
    mutating func makeEquation(for constraint: Constraint, constant: Double) -> Equation {
        let terms = constraint.expression.combinedTerms()
        var total = constant
        // Terms on parametric variables go straight into the row; basic ones bring their rows.
        // Both lists are buffers the state keeps (taken out here, given back below), so the
        // row's own cells are the one list allocated.
        var parametric: [Row.Cell] = []
        swap(&parametric, &parametricBuffer)
        parametric.removeAll(keepingCapacity: true)
        var substituted: [Row.Cell] = []
        swap(&substituted, &substitutedBuffer)
        substituted.removeAll(keepingCapacity: true)
        for term in terms {
            let basicRow = rowOf[Int(term.variable.id)]
            if basicRow >= 0 {
                workSteps &+= substituted.count &+ rows[Int(basicRow)].cells.count
                Row.merge(
                    substituted, rows[Int(basicRow)].cells, scale: term.coefficient, skipping: -1,
                    into: &scratch, introduced: &introduced)
                swap(&substituted, &scratch)
                total += term.coefficient * rows[Int(basicRow)].constant
            } else {
                parametric.append(Row.Cell(symbol: term.variable.id, coefficient: term.coefficient))
            }
        }
        // The row's cells, with room for the markers appended below.
        var cells: [Row.Cell] = []
        cells.reserveCapacity(substituted.count + parametric.count + 2)
        if substituted.isEmpty {
            cells.append(contentsOf: parametric)
        } else {
            Row.merge(substituted, parametric, scale: 1, skipping: -1, into: &cells, introduced: &introduced)
        }
        introduced.removeAll(keepingCapacity: true)
        swap(&parametric, &parametricBuffer)
        swap(&substituted, &substitutedBuffer)

        // Markers are appended; a reused id may be lower than a variable's, so sort then.
        let parametricCount = cells.count
        let required = constraint.priority.isRequired
        var marker: Int32
        var other: Int32 = -1
        var markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            cells.append(Row.Cell(symbol: marker, coefficient: markerCoefficient))
            if !required {
                other = newSymbol(.error)
                cells.append(Row.Cell(symbol: other, coefficient: -markerCoefficient))
            }
        case .equal:
            if required {
                markerCoefficient = 1
                marker = newSymbol(.dummy)
                cells.append(Row.Cell(symbol: marker, coefficient: 1))
            } else {
                markerCoefficient = -1
                marker = newSymbol(.error)
                other = newSymbol(.error)
                cells.append(Row.Cell(symbol: marker, coefficient: -1))
                cells.append(Row.Cell(symbol: other, coefficient: 1))
            }
        }
        for position in max(parametricCount, 1)..<max(cells.count, 1)
        where cells[position].symbol < cells[position - 1].symbol {
            cells.sort { $0.symbol < $1.symbol }
            break
        }
        var row = Row(cells: [], constant: total, basic: Row.objective)
        swap(&row.cells, &cells)
        if row.constant < 0 {
            row.negate()
        }
        return Equation(row: row, marker: marker, other: other, markerCoefficient: markerCoefficient)
    }

    /// The symbol to make basic, chosen to keep substitution work small:
    /// 1. the variable used by the fewest other rows (a fresh variable costs nothing);
    /// 2. else one of the constraint's own restricted markers with a negative coefficient;
    /// 3. else a slack or error that can take the row without breaking feasibility, the one
    ///    used by the fewest rows: with a zero constant any of them (it stays at zero, so no
    ///    other row moves; the equation is negated if needed), otherwise one with a negative
    ///    coefficient (so it starts non-negative) that only variables' rows use (only rows that
    ///    may take any value move). Only short columns are examined.
    /// Returns -1 when none exists; the caller then uses an artificial variable.
    mutating func chooseSubject(_ equation: inout Equation) -> Int32 {
        var best: Int32 = -1
        var bestUses = Int.max
        for cell in equation.row.cells where kinds[Int(cell.symbol)] == .external {
            let uses = columns[Int(cell.symbol)].count
            if uses < bestUses {
                best = cell.symbol
                bestUses = uses
                if uses == 0 { break }
            }
        }
        if best >= 0 { return best }
        for symbol in [equation.marker, equation.other] where symbol >= 0 {
            if kinds[Int(symbol)].isPivotable && equation.row.coefficient(of: symbol) < 0 {
                return symbol
            }
        }
        let signFree = abs(equation.row.constant) < Row.epsilon
        var negate = false
        for cell in equation.row.cells where kinds[Int(cell.symbol)].isPivotable {
            guard cell.coefficient < 0 || signFree else { continue }
            let uses = columns[Int(cell.symbol)].count
            guard uses < bestUses else { continue }
            if !signFree {
                guard uses <= Self.subjectScanLimit else { continue }
                let onlyVariableRows = liveColumn(cell.symbol).allSatisfy { index in
                    let basic = rows[Int(index)].basic
                    return basic < 0 || kinds[Int(basic)] == .external
                }
                guard onlyVariableRows else { continue }
            }
            best = cell.symbol
            bestUses = uses
            negate = cell.coefficient > 0
        }
        if best >= 0 && signFree {
            equation.row.constant = 0
            if negate { equation.row.negate() }
        }
        return best
    }

    /// The longest column that ``chooseSubject(_:)`` scans for a restricted subject.
    static let subjectScanLimit = 8

    /// Adds the error symbols of an optional constraint to the objective row of its priority.
    mutating func addErrorsToObjective(_ equation: Equation, priority: Double) {
        let index: Int
        if let existing = levels.firstIndex(where: { $0.priority == priority }) {
            index = existing
        } else {
            let row = allocateRow(Row(cells: [], constant: 0, basic: Row.objective))
            index = levels.firstIndex { $0.priority < priority } ?? levels.count
            levels.insert(ObjectiveLevel(priority: priority, row: row, users: 0), at: index)
        }
        levels[index].users += 1
        let objective = levels[index].row
        for symbol in [equation.marker, equation.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            addToRow(objective, symbol: symbol, scale: 1)
        }
    }

    /// Records a newly installed constraint.
    mutating func register(_ constraint: Constraint, equation: Equation, constant: Double, keepsMarker: Bool) {
        let record = ConstraintRecord(
            constraint: constraint, sequence: sequence, marker: equation.marker, other: equation.other,
            markerCoefficient: equation.markerCoefficient, constant: constant, keepsMarker: keepsMarker)
        sequence += 1
        let slot: Int32
        if let reused = freeSlots.popLast() {
            slot = reused
            records[Int(slot)] = record
        } else {
            slot = Int32(records.count)
            records.append(record)
        }
        slotOf[ObjectIdentifier(constraint)] = slot
        ownerOf[Int(equation.marker)] = slot
        if equation.other >= 0 { ownerOf[Int(equation.other)] = slot }
    }

    /// The installed required constraints owning the symbols of `cells`, in installation order.
    func conflictingConstraints(in cells: [Row.Cell]) -> [Constraint] {
        var found: [ConstraintRecord] = []
        for cell in cells where Int(cell.symbol) < ownerOf.count {
            let slot = ownerOf[Int(cell.symbol)]
            guard slot >= 0, let record = records[Int(slot)], record.constraint.priority.isRequired else {
                continue
            }
            if !found.contains(where: { $0.sequence == record.sequence }) {
                found.append(record)
            }
        }
        return found.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }
}
