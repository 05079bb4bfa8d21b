// A canonical description of the tableau, for tests that check a failed operation left no trace.

extension SolverState {
    /// One line per live row (basic symbol, constant bits, cells with coefficient bits), sorted
    /// by basic symbol, then the objective levels and the symbol count. Equal snapshots mean the
    /// solver is in the same state, bit for bit.
    func stateSnapshot() -> [String] {
        func describe(_ row: Row) -> String {
            let cells = row.cells.map { "\($0.symbol):\($0.coefficient.bitPattern)" }.joined(separator: ",")
            return "\(row.constant.bitPattern)|\(cells)"
        }
        var lines = rows.filter { $0.basic >= 0 }
            .sorted { $0.basic < $1.basic }
            .map { "row \($0.basic) = \(describe($0))" }
        for level in levels {
            lines.append("level \(level.priority) users \(level.users) = \(describe(rows[Int(level.row)]))")
        }
        lines.append("symbols \(kinds.count) constraints \(slotOf.count) edits \(edits.count)")
        return lines
    }
}
