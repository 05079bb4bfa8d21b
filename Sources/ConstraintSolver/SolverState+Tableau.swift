// Low-level tableau maintenance: symbols, row storage, the column index, substitution.

extension SolverState {
    /// Creates a symbol: a variable gets the id of a released variable (the last released
    /// first) or the next id; a slack, error or dummy reuses the
    /// id of a released one when there is one, so removing and re-adding constraints does not
    /// grow the per-symbol arrays.
    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        if kind == .external, let id = freeVariables.popLast() {
            kinds[Int(id)] = .external
            return id
        }
        if kind != .external && freeTop > 0 {
            freeTop -= 1
            let id = freeSymbols[freeTop]
            kinds[Int(id)] = kind
            return id
        }
        let id = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        ownerOf.append(-1)
        isQueued.append(false)
        reported.append(0)
        return id
    }

    /// Gives back the id of an internal symbol that no row, column or constraint uses any more.
    mutating func releaseSymbol(_ id: Int32) {
        isQueued[Int(id)] = false
        rowOf[Int(id)] = -1
        columns[Int(id)] = []
        ownerOf[Int(id)] = -1
        if freeTop < freeSymbols.count {
            freeSymbols[freeTop] = id
        } else {
            freeSymbols.append(id)
        }
        freeTop += 1
    }

    /// Where symbol creation stands, so that ``discardSymbols(since:)`` can undo it.
    var symbolMark: SymbolMark {
        SymbolMark(count: kinds.count, freeTop: freeTop)
    }

    /// Forgets the symbols created since `mark`: new ids are cut off, reused ids go back on the
    /// free list in their old order. Nothing may have been released since `mark`.
    mutating func discardSymbols(since mark: SymbolMark) {
        for position in freeTop..<mark.freeTop {
            let id = Int(freeSymbols[position])
            isQueued[id] = false
            rowOf[id] = -1
            columns[id] = []
            ownerOf[id] = -1
        }
        freeTop = mark.freeTop
        let count = mark.count
        guard kinds.count > count else { return }
        kinds.removeSubrange(count...)
        rowOf.removeSubrange(count...)
        columns.removeSubrange(count...)
        ownerOf.removeSubrange(count...)
        isQueued.removeSubrange(count...)
        reported.removeSubrange(count...)
        dirty.removeAll { Int($0) >= count }
    }

    /// The objective rows, highest priority first. Written into a buffer the state keeps, so
    /// adding a constraint does not allocate a list for them each time.
    mutating func objectiveRows() -> [Int32] {
        objectiveRowBuffer.removeAll(keepingCapacity: true)
        for level in levels { objectiveRowBuffer.append(level.row) }
        return objectiveRowBuffer
    }

    /// Stores a row and returns its index; the caller indexes its cells.
    mutating func allocateRow(_ row: Row) -> Int32 {
        let index: Int32
        if let reused = freeRows.popLast() {
            index = reused
            rows[Int(index)] = row
        } else {
            index = Int32(rows.count)
            rows.append(row)
            stamps.append(0)
        }
        if journal != nil {
            journal!.seen.insert(index)
        }
        return index
    }

    /// Puts a row on the free list (and unmaps its basic symbol).
    mutating func freeRow(_ index: Int32) {
        touch(index)
        let basic = rows[Int(index)].basic
        if basic >= 0 && rowOf[Int(basic)] == index {
            rowOf[Int(basic)] = -1
        }
        rows[Int(index)] = .freeSlot
        freeRows.append(index)
    }

    /// Saves a row in the journal before its first change within a transaction.
    @inline(__always)
    mutating func touch(_ index: Int32) {
        if journal != nil {
            saveForUndo(index)
        }
    }

    mutating func saveForUndo(_ index: Int32) {
        guard Int(index) < journal!.rowCount, journal!.seen.insert(index).inserted else { return }
        journal!.saved.append((index, rows[Int(index)]))
    }

    /// Stores `row` as the definition of `basic` and substitutes it everywhere else.
    mutating func insertRow(_ row: Row, basic: Int32) {
        var row = row
        row.basic = basic
        let index = allocateRow(row)
        rowOf[Int(basic)] = index
        for cell in row.cells {
            appendToColumn(Int(cell.symbol), index)
            noteSpread(of: cell.symbol)
        }
        if kinds[Int(basic)] == .external { markDirty(basic) }
        substitute(basic, definedBy: index)
    }

    /// Appends row `row` to the column of the symbol with id `index`. A column's first entry
    /// reserves room for ``initialColumnCapacity`` entries: most columns grow to a few rows, and
    /// growing an array one step at a time from empty is an allocation and a copy per step.
    @inline(__always)
    mutating func appendToColumn(_ index: Int, _ row: Int32) {
        if columns[index].capacity == 0 { columns[index].reserveCapacity(Self.initialColumnCapacity) }
        columns[index].append(row)
    }

    /// The room a column gets with its first entry (see ``appendToColumn(_:_:)``).
    static let initialColumnCapacity = 8

    /// Starts a new round of row stamps (used to visit each row once).
    @inline(__always)
    mutating func advanceEpoch() {
        epoch &+= 1
        if epoch == 0 {
            for index in stamps.indices { stamps[index] = 0 }
            epoch = 1
        }
    }

    /// The rows that contain `symbol`, each once, after dropping stale index entries.
    mutating func liveColumn(_ symbol: Int32) -> [Int32] {
        var list: [Int32] = []
        swap(&list, &columns[Int(symbol)])
        advanceEpoch()
        var kept = 0
        let rowTotal = rows.count
        workSteps &+= list.count
        for position in list.indices {
            let index = list[position]
            guard Int(index) < rowTotal, stamps[Int(index)] != epoch else { continue }
            guard rows[Int(index)].basic != Row.free, rows[Int(index)].position(of: symbol) != nil else {
                continue
            }
            stamps[Int(index)] = epoch
            list[kept] = index
            kept += 1
        }
        list.removeSubrange(kept...)
        columns[Int(symbol)] = list
        return list
    }

    /// Replaces `symbol` by its definition (row `definition`) in every other row containing it.
    mutating func substitute(_ symbol: Int32, definedBy definition: Int32) {
        let targets = liveColumn(symbol)
        columns[Int(symbol)] = []
        let source = rows[Int(definition)]
        for target in targets where target != definition {
            let coefficient = rows[Int(target)].coefficient(of: symbol)
            addScaled(source.cells, constant: source.constant, scale: coefficient, skipping: symbol, into: target)
        }
    }

    /// Row `target` += `scale` × (constant + cells), without `skipped`; keeps the column index,
    /// the dirty list and the infeasible queue up to date.
    mutating func addScaled(_ cells: [Row.Cell], constant: Double, scale: Double, skipping skipped: Int32, into target: Int32) {
        touch(target)
        var old: [Row.Cell] = []
        swap(&old, &rows[Int(target)].cells)
        workSteps &+= old.count &+ cells.count
        Row.merge(old, cells, scale: scale, skipping: skipped, into: &scratch, introduced: &introduced)
        rows[Int(target)].cells = scratch
        scratch = old
        rows[Int(target)].constant += scale * constant
        for symbol in introduced {
            appendToColumn(Int(symbol), target)
            noteSpread(of: symbol)
        }
        introduced.removeAll(keepingCapacity: true)
        noteChange(of: target)
    }

    /// Row `target` += `scale` × symbol, where a basic symbol stands for its row.
    mutating func addToRow(_ target: Int32, symbol: Int32, scale: Double) {
        let basicRow = rowOf[Int(symbol)]
        if basicRow >= 0 {
            let source = rows[Int(basicRow)]
            addScaled(source.cells, constant: source.constant, scale: scale, skipping: -1, into: target)
        } else {
            addCell(symbol, coefficient: scale, into: target)
        }
    }

    /// Row `target` += `coefficient` × `symbol` for a parametric symbol: ``addScaled`` for one
    /// cell, in place (no list is made for it).
    mutating func addCell(_ symbol: Int32, coefficient: Double, into target: Int32) {
        touch(target)
        workSteps &+= rows[Int(target)].cells.count &+ 1
        if let position = rows[Int(target)].position(of: symbol) {
            let sum = rows[Int(target)].cells[position].coefficient + coefficient
            if abs(sum) >= Row.epsilon {
                rows[Int(target)].cells[position].coefficient = sum
            } else {
                rows[Int(target)].cells.remove(at: position)
            }
        } else if abs(coefficient) >= Row.epsilon {
            var insertAt = rows[Int(target)].cells.count
            while insertAt > 0 && rows[Int(target)].cells[insertAt - 1].symbol > symbol { insertAt -= 1 }
            rows[Int(target)].cells.insert(Row.Cell(symbol: symbol, coefficient: coefficient), at: insertAt)
            appendToColumn(Int(symbol), target)
            noteSpread(of: symbol)
        }
        noteChange(of: target)
    }

    /// Deletes every cell of a parametric symbol (which is thereby fixed at zero).
    mutating func purge(_ symbol: Int32) {
        purge(symbol, from: liveColumn(symbol))
    }

    /// Deletes the cells of `symbol` from `column`, a list just returned by `liveColumn`.
    mutating func purge(_ symbol: Int32, from column: [Int32]) {
        workSteps &+= column.count
        for index in column {
            touch(index)
            rows[Int(index)].remove(symbol)
        }
        columns[Int(symbol)] = []
    }

    /// Records that row `index` changed: its variable may need reporting, or its restricted
    /// basic may have gone negative.
    @inline(__always)
    mutating func noteChange(of index: Int32) {
        let basic = rows[Int(index)].basic
        guard basic >= 0 else { return }
        switch kinds[Int(basic)] {
        case .external:
            markDirty(basic)
        case .slack, .error:
            if rows[Int(index)].constant < 0 {
                infeasible.append(basic)
            }
        case .dummy, .released:
            break
        }
    }

    /// Queues an external symbol for the next `updateVariables()`.
    @inline(__always)
    mutating func markDirty(_ symbol: Int32) {
        if !isQueued[Int(symbol)] {
            isQueued[Int(symbol)] = true
            dirty.append(symbol)
        }
    }
}
