@testable import ConstraintSolver
import Testing

/// Required equalities that the others already imply (redundant ones) and constant changes that
/// make them disagree: the solver refuses such a change as unsatisfiable and stays as it was, so
/// the live tableau never holds a system that a solve from scratch rejects. The layout fuzzer
/// found the first case: two pins `v0 == 0` (one written with a constant of -0.0), one of which
/// a frame change later moved.
@Suite struct RedundantEqualityTests {
    /// `variable + constant == 0`, required, built the way the layout engine builds its pins
    /// (the constant may be -0.0).
    private static func pin(_ variable: Variable, constant: Double) -> Constraint {
        Constraint(Expression(terms: [Term(variable)], constant: constant), .equal)
    }

    /// Whether the tableau agrees with a solve of the same constraints from scratch.
    private static func agreesWithFreshSolve(_ solver: Solver) -> Bool {
        (try? solver.disagreementsWithFreshSolve().isEmpty) ?? false
    }

    @Test("Two identical required pins v0 == 0, one with the constant -0.0, are accepted and agree with a fresh solve")
    func fuzzerEngine() throws {
        let solver = Solver()
        let v0 = solver.makeVariable()
        let positive = Self.pin(v0, constant: 0.0)
        let negative = Self.pin(v0, constant: -0.0)
        try solver.addAll([positive, negative])
        #expect(solver.value(of: v0) == 0)
        #expect(solver.constraintCount == 2)
        #expect(Self.agreesWithFreshSolve(solver))
    }

    @Test("Moving one of two identical required pins is refused with the other as the conflict, and nothing changes")
    func movedDuplicatePinIsRefused() throws {
        let solver = Solver()
        let v0 = solver.makeVariable()
        let first = Self.pin(v0, constant: 0.0)
        let second = Self.pin(v0, constant: -0.0)
        try solver.addAll([first, second])
        let before = solver.stateSnapshot()
        #expect(conflicts { try solver.updateConstant(of: second, to: -8) } == [first])
        #expect(solver.stateSnapshot() == before)
        #expect(solver.constant(of: second) == -0.0)
        #expect(conflicts { try solver.updateConstant(of: first, to: -8) } == [second])
        #expect(solver.stateSnapshot() == before)
        #expect(solver.value(of: v0) == 0)
        #expect(Self.agreesWithFreshSolve(solver))
    }

    @Test("A change between 0.0 and -0.0, or below the solver's epsilon, keeps two duplicate pins in agreement")
    func signedZeroAndNoise() throws {
        let solver = Solver()
        let v0 = solver.makeVariable()
        let first = Self.pin(v0, constant: -0.0)
        let second = Self.pin(v0, constant: 0.0)
        try solver.addAll([first, second])
        try solver.updateConstant(of: second, to: -0.0)
        try solver.updateConstant(of: first, to: 0.0)
        try solver.updateConstant(of: second, to: 1e-12)
        #expect(abs(solver.value(of: v0)) < 1e-9)
        #expect(solver.constraintCount == 2)
        #expect(Self.agreesWithFreshSolve(solver))
    }

    @Test("A pin implied through a chain refuses a constant that disagrees with the chain, naming the chain")
    func impliedThroughChain() throws {
        let solver = Solver()
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        let c = solver.makeVariable("c")
        let start = a == 0
        let link = b == a + 10
        let next = c == b + 5
        let implied = c == 15
        try solver.addAll([start, link, next, implied, (a <= 100).withPriority(.weak)])
        let before = solver.stateSnapshot()
        #expect(conflicts { try solver.updateConstant(of: implied, to: -20) } == [start, link, next])
        #expect(solver.stateSnapshot() == before)
        #expect(conflicts { try solver.updateConstant(of: link, to: -12) } == [start, next, implied])
        #expect(solver.stateSnapshot() == before)
        #expect(close(solver.values([a, b, c]), [0, 10, 15]))
        #expect(Self.agreesWithFreshSolve(solver))
        // Removing the redundant pin frees the chain to move again.
        try solver.remove(implied)
        try solver.updateConstant(of: start, to: -4)
        #expect(close(solver.values([a, b, c]), [4, 14, 19]))
        #expect(Self.agreesWithFreshSolve(solver))
    }

    @Test("With every dummy dropped, a disagreeing change to a redundant pin is still refused")
    func refusedAfterDummiesDropped() throws {
        let solver = Solver(dummyReachLimit: 0)
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let first = x == 10
        let second = y == x + 5
        let again = y == 15
        try solver.addAll([first, second, again])
        #expect(solver.state.unmarkedCount > 0)
        #expect(conflicts { try solver.updateConstant(of: first, to: -11) } != nil)
        #expect(conflicts { try solver.updateConstant(of: again, to: -16) } != nil)
        #expect(close(solver.values([x, y]), [10, 15]))
        #expect(Self.agreesWithFreshSolve(solver))
    }
}
