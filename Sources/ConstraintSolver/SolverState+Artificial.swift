// Phase 1 with an artificial variable, and the undo journal that makes its failure atomic.

extension SolverState {
    /// Adds a required equation that has no obvious subject by first minimizing an artificial
    /// variable standing for its error. If the minimum is not zero the constraint is
    /// unsatisfiable: the tableau is rolled back and the conflicting constraints are reported.
    mutating func addWithArtificialVariable(
        _ equation: Equation, for constraint: Constraint, symbolsBefore: SymbolMark
    ) throws(SolverError) {
        beginTransaction(symbols: symbolsBefore)
        let artificial = newSymbol(.slack)
        var row = equation.row
        row.basic = artificial
        let artificialRow = allocateRow(row)
        rowOf[Int(artificial)] = artificialRow
        row.basic = Row.objective
        let objective = allocateRow(row)
        for cell in row.cells {
            appendToColumn(Int(cell.symbol), artificialRow)
            appendToColumn(Int(cell.symbol), objective)
        }

        do {
            try optimize([objective])
        } catch {
            rollBack()
            throw error
        }
        guard abs(rows[Int(objective)].constant) < Row.epsilon else {
            let certificate = rows[Int(objective)].cells
            rollBack()
            throw .unsatisfiable(constraint, conflicts: conflicts(adding: constraint, certificate: certificate))
        }
        freeRow(objective)

        let index = rowOf[Int(artificial)]
        if index >= 0 {
            let cells = rows[Int(index)].cells
            if cells.isEmpty {
                freeRow(index)
            } else {
                let entering =
                    cells.first(where: { kinds[Int($0.symbol)].isPivotable })?.symbol
                    ?? cells.first(where: { kinds[Int($0.symbol)] == .external })?.symbol
                    ?? cells[0].symbol
                pivot(index, entering: entering)
            }
        }
        purge(artificial)
        journal = nil
    }

    /// Starts recording the first state of every row changed from now on.
    mutating func beginTransaction(symbols: SymbolMark) {
        journal = Journal(rowCount: rows.count, symbols: symbols, freeRows: freeRows, levels: levels)
    }

    /// Restores the tableau saved by the journal and ends the transaction.
    mutating func rollBack() {
        guard let journal else { return }
        self.journal = nil
        func unmap(_ index: Int) {
            let basic = rows[index].basic
            if basic >= 0 && rowOf[Int(basic)] == Int32(index) {
                rowOf[Int(basic)] = -1
            }
        }
        for entry in journal.saved { unmap(Int(entry.index)) }
        for index in journal.rowCount..<rows.count { unmap(index) }
        for index in journal.freeRows { unmap(Int(index)) }

        rows.removeSubrange(journal.rowCount...)
        stamps.removeSubrange(journal.rowCount...)
        for index in journal.freeRows {
            rows[Int(index)] = .freeSlot
        }
        discardSymbols(since: journal.symbols)
        for entry in journal.saved {
            rows[Int(entry.index)] = entry.row
            if entry.row.basic >= 0 {
                rowOf[Int(entry.row.basic)] = entry.index
            }
            for cell in entry.row.cells {
                appendToColumn(Int(cell.symbol), entry.index)
            }
        }
        freeRows = journal.freeRows
        levels = journal.levels
        infeasible.removeAll()
    }
}
