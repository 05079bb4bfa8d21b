@testable import ConstraintSolver
import Testing

/// Additions leave the minimization of the objective to the next read or operation that needs
/// it: a batch of additions must end where adding them one by one (each followed by a read,
/// which optimizes) ends.
@Suite struct DeferredOptimizationTests {
    static let variableCount = 8

    /// A random system with a unique optimum: every variable pinned at its own low priority,
    /// then random constraints that a hidden point satisfies (required) or pulls on (optional).
    func randomSystem(seed: UInt64, variables: [Variable]) -> [Constraint] {
        var random = SeededGenerator(seed: seed)
        let point = variables.map { _ in Double(Int.random(in: -50...50, using: &random)) }
        var constraints: [Constraint] = []
        for (index, variable) in variables.enumerated() {
            let pin = Double(Int.random(in: -80...80, using: &random))
            constraints.append(
                Constraint(Expression(terms: [Term(variable)], constant: -pin), .equal, priority: Priority(Double(1 + index))))
        }
        for _ in 0..<40 {
            var terms: [Term] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                var coefficient = Double(Int.random(in: -3...3, using: &random))
                if coefficient == 0 { coefficient = 1 }
                terms.append(Term(variables[Int.random(in: 0..<variables.count, using: &random)], coefficient))
            }
            let lhs = terms.reduce(0) { $0 + $1.coefficient * point[Int($1.variable.id)] }
            let priorities: [Priority] = [.required, .required, 250, 750]
            let priority = priorities[Int.random(in: 0..<priorities.count, using: &random)]
            let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
            let relation = relations[Int.random(in: 0..<3, using: &random)]
            let margin = Double(Int.random(in: 0...30, using: &random))
            var constant: Double
            switch relation {
            case .equal: constant = -lhs
            case .lessThanOrEqual: constant = -lhs - margin
            case .greaterThanOrEqual: constant = -lhs + margin
            }
            if !priority.isRequired { constant = Double(Int.random(in: -90...90, using: &random)) }
            constraints.append(Constraint(Expression(terms: terms, constant: constant), relation, priority: priority))
        }
        return constraints
    }

    @Test("A batch of additions solves to the values of the same additions read one by one", arguments: Array(1...30) as [UInt64])
    func batchEqualsOneByOne(seed: UInt64) throws {
        let batch = Solver()
        let batchVariables = (0..<Self.variableCount).map { _ in batch.makeVariable() }
        let stepwise = Solver()
        let stepwiseVariables = (0..<Self.variableCount).map { _ in stepwise.makeVariable() }
        #expect(batchVariables.map(\.id) == stepwiseVariables.map(\.id))

        for constraint in randomSystem(seed: seed, variables: batchVariables) {
            try batch.add(constraint)
        }
        for constraint in randomSystem(seed: seed, variables: stepwiseVariables) {
            try stepwise.add(constraint)
            // A read optimizes at once: this solver minimizes after every addition.
            _ = stepwise.value(of: stepwiseVariables[0])
            #expect(!stepwise.state.needsOptimize)
        }
        #expect(batch.state.needsOptimize, "the additions left their optimization for the read")
        let batchValues = batch.values(batchVariables)
        #expect(!batch.state.needsOptimize)
        #expect(batch.state.enteringSymbol(batch.state.objectiveRows()) == nil, "optimal after the read")
        #expect(close(batchValues, stepwise.values(stepwiseVariables)), "seed \(seed)")
        #expect(try batch.disagreementsWithFreshSolve().isEmpty)
    }

    @Test("A constant change and an edit after pending additions start from the optimum")
    func operationsAfterPendingAdditions() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let width = Constraint(x - 100, .equal)
        try solver.add(width)
        try solver.add(Constraint(y - x, .lessThanOrEqual))
        try solver.add(Constraint(y - 40, .greaterThanOrEqual, priority: 750))
        try solver.add(Constraint(y - 300, .equal, priority: 250))
        #expect(solver.state.needsOptimize)
        // The dual simplex of a constant change needs an optimal tableau to start from.
        try solver.updateConstant(of: width, to: -60)
        #expect(!solver.state.needsOptimize)
        #expect(solver.values([x, y]) == [60, 60])

        try solver.add(Constraint(y - 20, .equal, priority: 500))
        #expect(solver.state.needsOptimize)
        // An edit starts at the variable's optimized value, so adding it moves nothing.
        try solver.addEditVariable(y, priority: 100)
        #expect(solver.values([x, y]) == [60, 40])
        try solver.suggestValue(50, for: y)
        #expect(solver.values([x, y]) == [60, 40])
    }

    @Test("A failed addition leaves a pending optimization pending and the tableau unchanged")
    func failedAdditionKeepsPendingState() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Constraint(x - 10, .equal))
        try solver.add(Constraint(x - 50, .equal, priority: 500))
        #expect(solver.state.needsOptimize)
        let before = solver.state.stateSnapshot()
        #expect(conflicts { try solver.add(Constraint(x - 20, .equal)) } != nil)
        #expect(solver.state.needsOptimize)
        #expect(solver.state.stateSnapshot() == before)
        #expect(solver.value(of: x) == 10)
    }

    @Test("A removal after pending additions ends optimal")
    func removalAfterPendingAdditions() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let pin = Constraint(x - 10, .equal)
        try solver.add(pin)
        try solver.add(Constraint(x - 70, .equal, priority: 250))
        try solver.add(Constraint(x - 30, .lessThanOrEqual, priority: 750))
        try solver.remove(pin)
        #expect(!solver.state.needsOptimize)
        #expect(solver.state.enteringSymbol(solver.state.objectiveRows()) == nil)
        #expect(solver.value(of: x) == 30)
    }
}
