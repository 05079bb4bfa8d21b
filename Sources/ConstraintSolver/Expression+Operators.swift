// Arithmetic and comparison operators, so constraints read like algebra:
// `solver.add(2 * xm == xl + xr)`.

extension Expression {
    /// Sum of two expressions.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    /// Expression plus a variable.
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    /// Variable plus an expression.
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    /// Expression plus a constant.
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(terms: lhs.terms, constant: lhs.constant + rhs)
    }
    /// Constant plus an expression.
    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

    /// Difference of two expressions.
    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + rhs.scaled(by: -1) }
    /// Expression minus a variable.
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    /// Variable minus an expression.
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
    /// Expression minus a constant.
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
    /// Constant minus an expression.
    public static func - (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: -1) + lhs }

    /// Negated expression.
    public static prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
    /// Expression times a factor.
    public static func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
    /// Factor times an expression.
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
    /// Expression divided by a divisor.
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }

    /// Constraint `lhs == rhs`, required.
    public static func == (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }
    /// Constraint `lhs <= rhs`, required.
    public static func <= (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }
    /// Constraint `lhs >= rhs`, required.
    public static func >= (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }
    /// Constraint `lhs == rhs`, required.
    public static func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }
    /// Constraint `lhs <= rhs`, required.
    public static func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }
    /// Constraint `lhs >= rhs`, required.
    public static func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }
    /// Constraint `lhs == rhs`, required.
    public static func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
    /// Constraint `lhs <= rhs`, required.
    public static func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
    /// Constraint `lhs >= rhs`, required.
    public static func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
}

extension Variable {
    /// Sum of two variables.
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
    /// Variable plus a constant.
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
    /// Constant plus a variable.
    public static func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }
    /// Difference of two variables.
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
    /// Variable minus a constant.
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
    /// Constant minus a variable.
    public static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    /// Negated variable.
    public static prefix func - (operand: Variable) -> Expression { Expression(terms: [Term(operand, -1)]) }
    /// Variable times a factor.
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs, rhs)]) }
    /// Factor times a variable.
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression(terms: [Term(rhs, lhs)]) }
    /// Variable divided by a divisor.
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs, 1 / rhs)]) }

    /// Constraint `lhs == rhs`, required.
    public static func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
    /// Constraint `lhs <= rhs`, required.
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
    /// Constraint `lhs >= rhs`, required.
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
    /// Constraint `lhs == rhs`, required.
    public static func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(rhs) }
    /// Constraint `lhs <= rhs`, required.
    public static func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(rhs) }
    /// Constraint `lhs >= rhs`, required.
    public static func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(rhs) }
    /// Constraint `lhs == rhs`, required.
    public static func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
    /// Constraint `lhs <= rhs`, required.
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
    /// Constraint `lhs >= rhs`, required.
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
}
