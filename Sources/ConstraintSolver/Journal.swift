/// An undo log that lets a failing operation put the tableau back exactly as it was.
///
/// Rows are saved on first modification (a cheap copy: the cell array is shared until written,
/// and merges always write into a fresh buffer). Rows allocated during the transaction are not
/// saved; they are dropped on rollback.
struct Journal {
    /// Row storage size when the transaction began.
    let rowCount: Int
    /// Symbol creation when the transaction began.
    let symbols: SymbolMark
    /// Free list when the transaction began.
    let freeRows: [Int32]
    /// Objective levels when the transaction began.
    let levels: [ObjectiveLevel]
    /// First saved state of every modified pre-existing row.
    var saved: [(index: Int32, row: Row)] = []
    /// Rows already saved or allocated in this transaction.
    var seen: Set<Int32> = []
}
