/// A quantity the solver computes, such as the left edge or the width of a view.
///
/// Variables are small values handed out by ``Solver/makeVariable(_:)``. Their `id` is stable and
/// increases in creation order, except that the id of a variable given back with
/// ``Solver/release(_:)`` is handed out again; the same calls always give the same ids, which is
/// what keeps every pivot choice deterministic. A variable belongs to the solver that made it;
/// using it with another solver, or after releasing it, is a programming error.
public struct Variable: Hashable, Comparable, Sendable {
    /// The solver-wide symbol number of this variable; unique among the live variables of one solver.
    public let id: Int32

    init(id: Int32) {
        self.id = id
    }

    /// Orders variables by creation.
    public static func < (lhs: Variable, rhs: Variable) -> Bool {
        lhs.id < rhs.id
    }
}
