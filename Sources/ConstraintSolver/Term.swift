/// One variable multiplied by a coefficient, a summand of an ``Expression``.
public struct Term: Sendable {
    /// The variable of this term.
    public var variable: Variable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// Creates the term `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
