/// A linear combination of variables plus a constant: `c₁·v₁ + c₂·v₂ + … + constant`.
///
/// Build expressions with ordinary arithmetic on ``Variable`` and `Double`
/// (`2 * xm - xl - xr`), then compare them with `==`, `<=` or `>=` to get a ``Constraint``.
public struct Expression: Sendable {
    /// The variable terms, in the order they were written; a variable may appear more than once.
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 · variable`.
    public init(_ variable: Variable) {
        self.terms = [Term(variable)]
        self.constant = 0
    }

    /// Creates a constant expression.
    public init(_ constant: Double) {
        self.terms = []
        self.constant = constant
    }

    /// Returns the expression multiplied by `factor`.
    public func scaled(by factor: Double) -> Expression {
        Expression(
            terms: terms.map { Term($0.variable, $0.coefficient * factor) },
            constant: constant * factor)
    }

    /// Returns the terms with repeated variables combined, sorted by variable id, zeros dropped.
    func combinedTerms() -> [Term] {
        var alreadyCombined = true
        for index in terms.indices {
            if terms[index].coefficient == 0
                || (index > 0 && terms[index - 1].variable.id >= terms[index].variable.id)
            {
                alreadyCombined = false
                break
            }
        }
        if alreadyCombined { return terms }
        // One copy, sorted and combined in place: equal variables are adjacent after sorting,
        // each run is summed into its first term in sorted order, and zero sums are left out.
        var result = terms
        result.sort { $0.variable.id < $1.variable.id }
        var kept = 0
        var index = 0
        while index < result.count {
            var term = result[index]
            index += 1
            while index < result.count && result[index].variable == term.variable {
                term.coefficient += result[index].coefficient
                index += 1
            }
            if term.coefficient != 0 {
                result[kept] = term
                kept += 1
            }
        }
        result.removeSubrange(kept...)
        return result
    }
}
