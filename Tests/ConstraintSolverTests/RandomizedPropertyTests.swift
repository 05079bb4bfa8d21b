@testable import ConstraintSolver
import Testing

/// Random add / remove / constant-change / suggest sequences must leave the incremental solver
/// where a fresh solver built from the surviving constraints ends up.
@Suite struct RandomizedPropertyTests {
    /// A constraint of the random script, described independently of any solver.
    struct Spec {
        var coefficients: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var priority: Priority

        func make(_ variables: [Variable]) -> Constraint {
            Constraint(
                Expression(
                    terms: coefficients.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant),
                relation, priority: priority)
        }
    }

    static let variableCount = 6
    static let editPriority: Priority = 900

    /// The values a fresh solver computes for the given state, or nil if it rejects it.
    func rebuild(_ specs: [Spec], suggestions: [Double]) -> [Double]? {
        let solver = Solver()
        let variables = (0..<Self.variableCount).map { solver.makeVariable("v\($0)") }
        do {
            for (index, value) in suggestions.enumerated() {
                try solver.addEditVariable(variables[index], priority: Self.editPriority)
                try solver.suggestValue(value, for: variables[index])
            }
            for spec in specs {
                try solver.add(spec.make(variables))
            }
        } catch {
            return nil
        }
        return solver.values(variables)
    }

    /// The default dummy reach, and 0, which drops every dummy so that each removal and first
    /// constant change of a required equality goes through a full re-solve.
    static let reachLimits = [SolverState.defaultDummyReachLimit, 0]

    @Test(
        "Incremental results equal a fresh rebuild after random edits",
        arguments: Array(1...40) as [UInt64], reachLimits)
    func incrementalEqualsRebuild(seed: UInt64, reachLimit: Int) throws {
        var random = SeededGenerator(seed: seed)
        let solver = Solver(dummyReachLimit: reachLimit)
        let variables = (0..<Self.variableCount).map { solver.makeVariable("v\($0)") }
        // A hidden point that every required constraint admits keeps the system feasible.
        let point = (0..<Self.variableCount).map { _ in Double(Int.random(in: -50...50, using: &random)) }
        // Pins of distinct lowest priorities make the optimum unique, so values are comparable.
        var installed: [(spec: Spec, constraint: Constraint)] = []
        for index in 0..<Self.variableCount {
            let spec = Spec(
                coefficients: [(index, 1)], constant: -Double(Int.random(in: -80...80, using: &random)),
                relation: .equal, priority: Priority(Double(1 + index)))
            let constraint = spec.make(variables)
            try solver.add(constraint)
            installed.append((spec, constraint))
        }
        let pinCount = installed.count
        var suggestions: [Double] = []
        for index in 0..<2 {
            // An edit starts at the variable's current value.
            suggestions.append(solver.value(of: variables[index]))
            try solver.addEditVariable(variables[index], priority: Self.editPriority)
        }

        for step in 0..<80 {
            let operation = Int.random(in: 0..<10, using: &random)
            switch operation {
            case 0..<5:
                var spec = randomSpec(point: point, using: &random)
                let wild = Int.random(in: 0..<4, using: &random) == 0
                if wild && spec.priority.isRequired {
                    spec.constant += Double(Int.random(in: -60...60, using: &random))
                }
                let constraint = spec.make(variables)
                let before = solver.stateSnapshot()
                do {
                    try solver.add(constraint)
                    installed.append((spec, constraint))
                } catch {
                    guard case .unsatisfiable(_, let conflicts) = error else { throw error }
                    #expect(solver.stateSnapshot() == before, "seed \(seed) step \(step)")
                    #expect(rebuild(installed.map(\.spec) + [spec], suggestions: suggestions) == nil)
                    // Conflicts are installed required constraints, whether or not their dummies
                    // were dropped.
                    #expect(!conflicts.isEmpty, "seed \(seed) step \(step): no conflicts reported")
                    #expect(conflicts.allSatisfy { solver.contains($0) && $0.priority.isRequired })
                }
            case 5..<7 where installed.count > pinCount:
                let index = Int.random(in: pinCount..<installed.count, using: &random)
                try solver.remove(installed[index].constraint)
                installed.remove(at: index)
            case 7..<9 where installed.count > pinCount:
                let index = Int.random(in: pinCount..<installed.count, using: &random)
                var spec = installed[index].spec
                let lhs = spec.coefficients.reduce(0) { $0 + $1.coefficient * point[$1.variable] }
                switch spec.relation {
                case .equal: spec.constant = spec.priority.isRequired ? -lhs : Double(Int.random(in: -90...90, using: &random))
                case .lessThanOrEqual: spec.constant = -lhs - Double(Int.random(in: 0...30, using: &random))
                case .greaterThanOrEqual: spec.constant = -lhs + Double(Int.random(in: 0...30, using: &random))
                }
                // Wild constraints may have moved the feasible region away from the hidden point,
                // so a required change can legitimately fail; it must then change nothing.
                let before = solver.stateSnapshot()
                do {
                    try solver.updateConstant(of: installed[index].constraint, to: spec.constant)
                } catch {
                    guard case .unsatisfiable = error else { throw error }
                    #expect(solver.stateSnapshot() == before, "seed \(seed) step \(step)")
                    var candidate = installed.map(\.spec)
                    candidate[index] = spec
                    #expect(rebuild(candidate, suggestions: suggestions) == nil)
                    continue
                }
                installed[index].spec = spec
            default:
                let index = Int.random(in: 0..<suggestions.count, using: &random)
                suggestions[index] = Double(Int.random(in: -100...100, using: &random))
                try solver.suggestValue(suggestions[index], for: variables[index])
            }
            // Only an addition may leave the minimization for later; reading the values does it.
            #expect(!solver.state.needsOptimize || operation < 5, "seed \(seed) step \(step) op \(operation)")
            let actual = solver.values(variables)
            // The tableau must then be optimal: no symbol may still lower the objective vector.
            let entering = solver.state.enteringSymbol(solver.state.objectiveRows())
            #expect(entering == nil, "seed \(seed) step \(step) op \(operation): not optimal")
            if entering != nil { break }
            let expected = try #require(rebuild(installed.map(\.spec), suggestions: suggestions))
            #expect(close(actual, expected), "seed \(seed) step \(step) op \(operation): \(actual) vs \(expected)")
            if !close(actual, expected) { break }
            #expect(installed.allSatisfy { !$0.spec.priority.isRequired || solver.isSatisfied($0.constraint) })
        }
    }

    /// A random constraint over two or three variables; required ones hold at `point`.
    func randomSpec(point: [Double], using random: inout SeededGenerator) -> Spec {
        let count = Int.random(in: 1...3, using: &random)
        var chosen: [(variable: Int, coefficient: Double)] = []
        for _ in 0..<count {
            let variable = Int.random(in: 0..<Self.variableCount, using: &random)
            var coefficient = Double(Int.random(in: -3...3, using: &random))
            if coefficient == 0 { coefficient = 1 }
            chosen.append((variable, coefficient))
        }
        let lhs = chosen.reduce(0) { $0 + $1.coefficient * point[$1.variable] }
        let priorities: [Priority] = [.required, .required, .required, 100, 300, 500]
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
        if !priority.isRequired {
            constant = Double(Int.random(in: -90...90, using: &random))
        }
        return Spec(coefficients: chosen, constant: constant, relation: relation, priority: priority)
    }
}
