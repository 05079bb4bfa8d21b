@testable import ConstraintSolver
import Testing

/// The ten acceptance scenarios S1–S10 of the Auto Layout reference (§7).
@Suite struct AcceptanceScenarioTests {
    @Test("S1: two linear equalities determine both variables")
    func linearEqualities() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.addAll([x + y == 10, x - y == 4])
        #expect(close(solver.values([x, y]), [7, 3]))
    }

    @Test("S2: a required constraint beats a weak one, which reports itself violated")
    func requiredBeatsWeak() throws {
        let solver = Solver()
        let v1 = solver.makeVariable()
        let v2 = solver.makeVariable()
        let weak = (v2 >= 0).withPriority(.weak)
        try solver.addAll([v1 + v2 == 0, v1 == 10, weak])
        #expect(close(solver.values([v1, v2]), [10, -10]))
        #expect(!solver.isSatisfied(weak))
    }

    @Test("S3: a strong equality wins over a medium inequality")
    func strengthOrdering() throws {
        let solver = Solver()
        let v1 = solver.makeVariable()
        let v2 = solver.makeVariable()
        try solver.addAll([v1 + v2 == 0, (v1 >= 10).withPriority(.medium), (v2 == 2).withPriority(.strong)])
        #expect(close(solver.values([v1, v2]), [-2, 2]))
    }

    @Test("S4: a rejected inequality leaves the solver exactly as it was")
    func atomicRejection() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let floor = x >= 10
        try solver.add(floor)
        let before = solver.stateSnapshot()
        let ceiling = x <= 5
        #expect(conflicts { try solver.add(ceiling) } == [floor])
        #expect(close(solver.value(of: x), 10))
        #expect(!solver.contains(ceiling))
        #expect(solver.stateSnapshot() == before)

        try solver.remove(floor)
        try solver.add(ceiling)
        #expect(solver.contains(ceiling))
        #expect(solver.value(of: x) <= 5 + tolerance)
    }

    @Test("S4: a chain of inequalities rejects a contradicting bound and reports the whole chain")
    func atomicRejectionThroughChain() throws {
        let solver = Solver()
        let (v, w, x, y) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        let chain = [v >= 10, w >= v, x >= w, y >= x]
        try solver.addAll(chain)
        let before = solver.stateSnapshot()
        let values = solver.values([v, w, x, y])
        let bound = y <= 5
        #expect(conflicts { try solver.add(bound) } == chain)
        #expect(solver.stateSnapshot() == before)
        #expect(solver.values([v, w, x, y]) == values)
        #expect(close(solver.value(of: y), 10))
    }

    @Test("S4: adding a constraint twice and removing an unknown one are errors")
    func duplicateAndUnknown() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let pin = x == 3
        try solver.add(pin)
        #expect(throws: SolverError.duplicateConstraint(pin)) { try solver.add(pin) }
        let stranger = x == 4
        #expect(throws: SolverError.unknownConstraint(stranger)) {
            try solver.remove(stranger)
        }
        #expect(close(solver.value(of: x), 3))
    }

    @Test("S5: values follow a sequence of adds and removes")
    func addRemoveSequence() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add((x == 100).withPriority(.weak))
        try solver.add((y == 120).withPriority(.strong))
        let c10 = x <= 10
        let c20 = x <= 20
        try solver.addAll([c10, c20])
        var history = [solver.values([x, y])]
        try solver.remove(c10)
        history.append(solver.values([x, y]))
        let doubled = 2 * x == y
        try solver.add(doubled)
        history.append(solver.values([x, y]))
        try solver.remove(c20)
        history.append(solver.values([x, y]))
        try solver.remove(doubled)
        history.append(solver.values([x, y]))
        let expected: [[Double]] = [[10, 120], [20, 120], [20, 40], [60, 120], [100, 120]]
        #expect(history.count == expected.count && zip(history, expected).allSatisfy { close($0, $1) })
    }

    @Test("S6: edit suggestions are resolved by the dual simplex")
    func editsAndDualSimplex() throws {
        let solver = Solver()
        let xl = solver.makeVariable("xl")
        let xm = solver.makeVariable("xm")
        let xr = solver.makeVariable("xr")
        try solver.addEditVariable(xm, priority: .strong)
        try solver.addEditVariable(xl, priority: .weak)
        try solver.addEditVariable(xr, priority: .weak)
        try solver.addAll([2 * xm == xl + xr, xl + 20 <= xr, xl >= -10, xr <= 100])
        try solver.suggestValue(40, for: xm)
        try solver.suggestValue(50, for: xr)
        try solver.suggestValue(30, for: xl)
        try solver.suggestValue(60, for: xm)
        try solver.suggestValue(90, for: xm)
        #expect(close(solver.values([xl, xm, xr]), [80, 90, 100]))

        let other = solver.makeVariable()
        #expect(throws: SolverError.requiredEditPriority(other)) {
            try solver.addEditVariable(other, priority: .required)
        }
        #expect(throws: SolverError.unknownEditVariable(other)) {
            try solver.suggestValue(1, for: other)
        }
    }

    @Test("S7: a dragged midpoint is clamped by required bounds")
    func clampedDrag() throws {
        let solver = Solver()
        let xl = solver.makeVariable("xl")
        let xm = solver.makeVariable("xm")
        let xr = solver.makeVariable("xr")
        try solver.addAll([2 * xm == xl + xr, xl + 10 <= xr, xr <= 100, xl >= 0])
        try solver.addEditVariable(xm, priority: .strong)
        try solver.suggestValue(2, for: xm)
        #expect(close(solver.values([xl, xm, xr]), [0, 5, 10]))
        try solver.suggestValue(100, for: xm)
        #expect(close(solver.values([xl, xm, xr]), [90, 95, 100]))
    }

    @Test("S8: hugging and compression resistance decide which of two views gives way")
    func huggingAndCompressionResistance() throws {
        let solver = Solver()
        let width = solver.makeVariable("W")
        let (aLeft, aWidth) = (solver.makeVariable("A.left"), solver.makeVariable("A.width"))
        let (bLeft, bWidth) = (solver.makeVariable("B.left"), solver.makeVariable("B.width"))
        try solver.addEditVariable(width, priority: .strong)
        try solver.addAll([
            aLeft == 8, bLeft == aLeft + aWidth + 8, bLeft + bWidth + 8 == width,
            (aWidth <= 100).withPriority(250), (aWidth >= 100).withPriority(750),
            (bWidth <= 60).withPriority(251), (bWidth >= 60).withPriority(751),
        ])
        var widths: [[Double]] = []
        for container in [400.0, 150, 184] {
            try solver.suggestValue(container, for: width)
            widths.append(solver.values([aWidth, bWidth]))
        }
        let expected: [[Double]] = [[316, 60], [66, 60], [100, 60]]
        #expect(zip(widths, expected).allSatisfy { close($0, $1) })
    }

    @Test("S9: priorities are lexicographic, so one 251 outweighs two 250s")
    func lexicographicPriorities() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addAll([
            (x == 0).withPriority(251), (x == 10).withPriority(250), (x == 10).withPriority(250),
        ])
        #expect(close(solver.value(of: x), 0))
    }

    /// Five equal-width views between 8-point edge pins with spacing `s`, the trailing pin
    /// installed twice; returns the spacing constraints and the lefts and widths.
    private func equalWidthRow(in solver: Solver, spacing: Double) throws -> (
        spacings: [Constraint], lefts: [Variable], widths: [Variable]
    ) {
        let container = solver.makeVariable("W")
        let lefts = (0..<5).map { solver.makeVariable("left\($0)") }
        let widths = (0..<5).map { solver.makeVariable("width\($0)") }
        try solver.add(container == 400)
        try solver.add(lefts[0] == 8)
        var spacings: [Constraint] = []
        for index in 1..<5 {
            let gap = lefts[index] == lefts[index - 1] + widths[index - 1] + spacing
            spacings.append(gap)
            try solver.add(gap)
            try solver.add(widths[index] == widths[0])
        }
        try solver.add(lefts[4] + widths[4] + 8 == container)
        try solver.add(lefts[4] + widths[4] + 8 == container)
        return (spacings, lefts, widths)
    }

    @Test("S10: changing spacing through the constant fast path equals a rebuild")
    func constantChangeMatchesRebuild() throws {
        let solver = Solver()
        let row = try equalWidthRow(in: solver, spacing: 8)
        #expect(row.widths.allSatisfy { close(solver.value(of: $0), 70.4) })
        for spacing in row.spacings {
            try solver.updateConstant(of: spacing, to: -20)
        }
        #expect(row.widths.allSatisfy { close(solver.value(of: $0), 60.8) })
        #expect(close(solver.values(row.lefts), [8, 88.8, 169.6, 250.4, 331.2]))

        let fresh = Solver()
        let rebuilt = try equalWidthRow(in: fresh, spacing: 20)
        #expect(close(solver.values(row.lefts), fresh.values(rebuilt.lefts)))
        #expect(close(solver.values(row.widths), fresh.values(rebuilt.widths)))
        #expect(row.spacings.allSatisfy { solver.constant(of: $0) == -20 && solver.isSatisfied($0) })
    }
}
