@testable import ConstraintSolver
import Testing

/// Error reporting, conflict sets, and the guarantee that a failure changes nothing.
@Suite struct ErrorTests {
    @Test("Edit variables reject duplicates, unknown names and required priorities")
    func editErrors() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addEditVariable(x, priority: .strong)
        #expect(solver.hasEditVariable(x))
        #expect(throws: SolverError.duplicateEditVariable(x)) {
            try solver.addEditVariable(x, priority: .weak)
        }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(throws: SolverError.unknownEditVariable(x)) {
            try solver.removeEditVariable(x)
        }
        #expect(throws: SolverError.requiredEditPriority(x)) {
            try solver.addEditVariable(x, priority: .required)
        }
        #expect(solver.constraintCount == 0)
    }

    @Test("Priorities outside 1...1000 are rejected")
    func invalidPriorities() {
        let solver = Solver()
        let x = solver.makeVariable()
        #expect(throws: SolverError.invalidPriority(1001)) {
            try solver.add((x == 1).withPriority(1001))
        }
        #expect(throws: SolverError.invalidPriority(0)) {
            try solver.add((x == 1).withPriority(0))
        }
    }

    @Test("An unknown constraint cannot have its constant changed")
    func unknownConstantChange() {
        let solver = Solver()
        let x = solver.makeVariable()
        let pin = x == 1
        #expect(throws: SolverError.unknownConstraint(pin)) {
            try solver.updateConstant(of: pin, to: 3)
        }
        #expect(solver.constant(of: pin) == nil)
    }

    @Test("A width pinned twice reports only the pins it fights with, not unrelated constraints")
    func conflictsNameOnlyTheFight() throws {
        let solver = Solver()
        let width = solver.makeVariable("width")
        let left = solver.makeVariable("left")
        let unrelated = solver.makeVariable("other")
        let twenty = width == 20
        try solver.addAll([left == 8, unrelated >= 3, twenty, (width >= 10).withPriority(750)])
        let forty = width == 40
        #expect(conflicts { try solver.add(forty) } == [twenty])
    }

    @Test("A bound squeezed through a sum names the inequalities that make it up")
    func conflictsThroughInequalities() throws {
        let solver = Solver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        let c = solver.makeVariable()
        let aFloor = a >= 30
        let bFloor = b >= 40
        let cFree = c >= 0
        try solver.addAll([aFloor, bFloor, cFree, (a + b == 50).withPriority(.strong)])
        let before = solver.stateSnapshot()
        let values = solver.values([a, b, c])
        let cap = a + b <= 60
        #expect(conflicts { try solver.add(cap) } == [aFloor, bFloor])
        #expect(solver.stateSnapshot() == before)
        #expect(solver.values([a, b, c]) == values)
    }

    @Test("A required constant change that cannot hold is refused and rolled back")
    func infeasibleConstantChange() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let floor = x >= 10
        let ceiling = x <= 20
        try solver.addAll([floor, ceiling, (x == 15).withPriority(.medium)])
        let before = solver.stateSnapshot()
        #expect(conflicts { try solver.updateConstant(of: ceiling, to: -5) } == [floor])
        #expect(solver.stateSnapshot() == before)
        #expect(solver.constant(of: ceiling) == -20)
        try solver.updateConstant(of: ceiling, to: -12)
        #expect(close(solver.value(of: x), 12))
    }

    @Test("Only the variables whose values changed are reported")
    func dirtyList() throws {
        let solver = Solver()
        let width = solver.makeVariable("W")
        let views = (0..<3).map { _ in (left: solver.makeVariable(), width: solver.makeVariable()) }
        let fixed = solver.makeVariable("fixed")
        try solver.addEditVariable(width, priority: .strong)
        try solver.suggestValue(400, for: width)
        try solver.add(fixed == 5)
        for view in views {
            try solver.addAll([view.left == 8, view.left + view.width + 8 == width])
        }
        let first = solver.updateVariables()
        #expect(Set(first) == Set([width, fixed] + views.flatMap { [$0.left, $0.width] }))
        #expect(solver.updateVariables().isEmpty)
        try solver.suggestValue(300, for: width)
        #expect(solver.updateVariables() == [width] + views.map(\.width))
        #expect(views.allSatisfy { close(solver.value(of: $0.width), 284) })
    }
}
