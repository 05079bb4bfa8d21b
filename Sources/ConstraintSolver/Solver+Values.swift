// Reading solved values, and the dirty list of variables that changed.

extension Solver {
    /// The current value of `variable`.
    public func value(of variable: Variable) -> Double {
        let index = rowOf[Int(variable.id)]
        return index >= 0 ? rows[Int(index)].constant : 0
    }

    /// Returns the variables whose value changed since the previous call, in id order.
    ///
    /// Only variables whose rows were touched are examined, so the cost follows what changed,
    /// not the size of the system.
    public func updateVariables() -> [Variable] {
        dirty.sort()
        var changed: [Variable] = []
        for symbol in dirty {
            isDirty[Int(symbol)] = false
            let variable = Variable(id: symbol)
            let current = value(of: variable)
            if current != reported[Int(symbol)] {
                reported[Int(symbol)] = current
                changed.append(variable)
            }
        }
        dirty.removeAll(keepingCapacity: true)
        return changed
    }

    /// The value of `expression` with the current variable values.
    public func value(of expression: Expression) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value(of: $1.variable) }
    }

    /// Whether `constraint` holds with the current values, within `tolerance`.
    public func isSatisfied(_ constraint: Constraint, tolerance: Double = 1e-6) -> Bool {
        var expression = constraint.expression
        if let constant = constant(of: constraint) {
            expression.constant = constant
        }
        let residual = value(of: expression)
        switch constraint.relation {
        case .equal: return abs(residual) <= tolerance
        case .lessThanOrEqual: return residual <= tolerance
        case .greaterThanOrEqual: return residual >= -tolerance
        }
    }
}
