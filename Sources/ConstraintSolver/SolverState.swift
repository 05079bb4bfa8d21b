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
    /// Whether the (external) symbol is queued in `dirty`.
    var isDirty: [Bool] = []
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
    var introduced: [Int32] = []
    var journal: Journal?

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
        let variableCount = kinds.count
        for id in 0..<variableCount where kinds[id] == .external {
            rowOf[id] = -1
            columns[id] = []
            ownerOf[id] = -1
            if reported[id] != 0 { markDirty(Int32(id)) }
        }
        rows = []
        freeRows = []
        levels = []
        infeasible = []
        records = []
        freeSlots = []
        slotOf = [:]
        edits = [:]
        stamps = []
    }

    // MARK: - Adding and removing constraints

    /// Installs `constraint` and re-solves.
    ///
    /// Throws ``SolverError/unsatisfiable(_:conflicts:)`` for a required constraint that cannot
    /// hold; the solver is then exactly as it was before the call.
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        guard slotOf[ObjectIdentifier(constraint)] == nil else {
            throw .duplicateConstraint(constraint)
        }
        let priority = constraint.priority
        guard priority.isValid else { throw .invalidPriority(priority.rawValue) }
        for term in constraint.expression.terms {
            precondition(
                Int(term.variable.id) < kinds.count && kinds[Int(term.variable.id)] == .external,
                "The constraint uses a variable that this solver did not create")
        }

        let symbolCountBefore = kinds.count
        var equation = makeEquation(for: constraint, constant: constraint.expression.constant)
        var subject = chooseSubject(equation)
        if subject < 0 && equation.row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            if abs(equation.row.constant) >= Row.epsilon {
                let conflicts = conflictingConstraints(in: equation.row.cells)
                truncateSymbols(to: symbolCountBefore)
                throw .unsatisfiable(constraint, conflicts: conflicts)
            }
            // A redundant required equality: its marker becomes basic, the row stays as the
            // record of how it depends on the others.
            subject = equation.marker
        }

        if subject >= 0 {
            if !priority.isRequired {
                addErrorsToObjective(equation, priority: priority.rawValue)
            }
            equation.row.solve(for: subject)
            insertRow(equation.row, basic: subject)
        } else {
            try addWithArtificialVariable(equation, for: constraint, symbolCountBefore: symbolCountBefore)
        }

        register(constraint, equation: equation)
        try optimize(objectiveRows())
    }

    /// Uninstalls `constraint` and re-solves.
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let slot = slotOf[ObjectIdentifier(constraint)], let record = records[Int(slot)] else {
            throw .unknownConstraint(constraint)
        }
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
            columns[Int(leaving)].append(leavingRow)
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
        ownerOf[Int(marker)] = -1
        if record.other >= 0 { ownerOf[Int(record.other)] = -1 }

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
        try optimize(objectiveRows())
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
        var cells: [Row.Cell] = []
        var total = constant
        var parametric: [Row.Cell] = []
        var merged: [Row.Cell] = []
        var unused: [Int32] = []
        for term in constraint.expression.combinedTerms() {
            let basicRow = rowOf[Int(term.variable.id)]
            if basicRow >= 0 {
                let source = rows[Int(basicRow)]
                Row.merge(cells, source.cells, scale: term.coefficient, skipping: -1, into: &merged, introduced: &unused)
                swap(&cells, &merged)
                total += term.coefficient * source.constant
            } else {
                parametric.append(Row.Cell(symbol: term.variable.id, coefficient: term.coefficient))
            }
        }
        Row.merge(cells, parametric, scale: 1, skipping: -1, into: &merged, introduced: &unused)
        cells = merged

        // New symbols have the highest ids, so appending keeps the cells sorted.
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
        var row = Row(cells: cells, constant: total, basic: Row.objective)
        if row.constant < 0 {
            row.negate()
        }
        return Equation(row: row, marker: marker, other: other, markerCoefficient: markerCoefficient)
    }

    /// The symbol to make basic: the lowest-id variable, else a restricted marker with a
    /// negative coefficient; -1 when neither exists.
    mutating func chooseSubject(_ equation: Equation) -> Int32 {
        for cell in equation.row.cells where kinds[Int(cell.symbol)] == .external {
            return cell.symbol
        }
        for symbol in [equation.marker, equation.other] where symbol >= 0 {
            if kinds[Int(symbol)].isPivotable && equation.row.coefficient(of: symbol) < 0 {
                return symbol
            }
        }
        return -1
    }

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
    mutating func register(_ constraint: Constraint, equation: Equation) {
        let record = ConstraintRecord(
            constraint: constraint, sequence: sequence, marker: equation.marker, other: equation.other,
            markerCoefficient: equation.markerCoefficient, constant: constraint.expression.constant)
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
    mutating func conflictingConstraints(in cells: [Row.Cell]) -> [Constraint] {
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
