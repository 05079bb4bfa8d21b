@testable import ConstraintSolver
import Testing

/// The tolerance of the acceptance scenarios.
let tolerance = 1e-6

/// Whether two values agree within the scenarios' tolerance.
func close(_ actual: Double, _ expected: Double) -> Bool {
    abs(actual - expected) <= tolerance
}

/// Whether every value agrees with its expectation within the tolerance.
func close(_ actual: [Double], _ expected: [Double]) -> Bool {
    actual.count == expected.count && zip(actual, expected).allSatisfy { close($0, $1) }
}

/// SplitMix64: a tiny seeded generator so randomized tests replay exactly.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

extension Solver {
    /// Values of several variables, for one-line assertions.
    func values(_ variables: [Variable]) -> [Double] {
        variables.map { value(of: $0) }
    }

    /// Adds constraints that the test expects to be accepted.
    func addAll(_ constraints: [Constraint]) throws {
        for constraint in constraints {
            try add(constraint)
        }
    }
}

/// The conflicts of an unsatisfiable-constraint error, or nil for any other outcome.
func conflicts(of body: () throws -> Void) -> [Constraint]? {
    do {
        try body()
        return nil
    } catch {
        if case .unsatisfiable(_, let conflicts) = error as? SolverError { return conflicts }
        return nil
    }
}
