/// What a tableau symbol stands for. Symbols are plain `Int32` ids, increasing in creation order;
/// the solver keeps their kinds in a dense array indexed by id.
enum SymbolKind: UInt8 {
    /// A user variable (``Variable``); unrestricted in sign.
    case external
    /// The slack of an inequality (or the artificial variable of phase 1); never negative.
    case slack
    /// The error of an optional constraint; never negative, weighted in the objective.
    case error
    /// The marker of a required equality; pinned at zero, never chosen to enter the basis.
    case dummy
    /// A user variable given back with ``Solver/release(_:)``; its id waits to be reused by
    /// the next variable made.
    case released

    /// Whether the simplex method may pivot on the symbol to restore feasibility or optimality.
    var isPivotable: Bool { self == .slack || self == .error }
}
