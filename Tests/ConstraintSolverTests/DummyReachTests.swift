@testable import ConstraintSolver
import Testing

/// The bounded dummy reach: chains stay linear in tableau cells, and a required equality whose
/// dummy was dropped still changes its constant and is removed correctly.
@Suite struct DummyReachTests {
    /// A horizontal chain of `count` views between 8 pt margins inside `container`, with equal
    /// widths; returns the lefts, widths and the gap constraints (gap i sits before view i + 1).
    static func chain(
        _ solver: Solver, count: Int, container: Variable
    ) throws -> (lefts: [Variable], widths: [Variable], gaps: [Constraint]) {
        var lefts: [Variable] = []
        var widths: [Variable] = []
        var gaps: [Constraint] = []
        for index in 0..<count {
            let left = solver.makeVariable("left\(index)")
            let width = solver.makeVariable("width\(index)")
            if index == 0 {
                try solver.add(left == 8)
            } else {
                let gap = left == lefts[index - 1] + widths[index - 1] + 8
                gaps.append(gap)
                try solver.add(gap)
                try solver.add(width == widths[0])
            }
            try solver.add(width >= 20)
            lefts.append(left)
            widths.append(width)
        }
        try solver.add(lefts[count - 1] + widths[count - 1] + 8 == container)
        return (lefts, widths, gaps)
    }

    @Test("A 200-view chain keeps a linear tableau: two cells per row, not a dummy per earlier link")
    func chainStaysLinear() throws {
        let solver = Solver()
        let container = solver.makeVariable("W")
        try solver.addEditVariable(container, priority: .strong)
        try solver.suggestValue(200 * 50 + 201 * 8, for: container)
        let chain = try Self.chain(solver, count: 200, container: container)
        #expect(chain.widths.allSatisfy { close(solver.value(of: $0), 50) })
        // 600 rows (left, width and floor slack per view) of at most a few cells each; keeping
        // every dummy would need about 200²/2 = 20,000 more.
        #expect(solver.cellCount <= 4 * solver.rowCount)
        #expect(solver.state.unmarkedCount > 0)
    }

    @Test("Changing the constant of a gap whose dummy was dropped moves every later view, then stays one-step")
    func constantChangeAfterDrop() throws {
        let solver = Solver(dummyReachLimit: 4)
        let container = solver.makeVariable("W")
        try solver.addEditVariable(container, priority: .strong)
        let comfortable = 20.0 * 50 + 21 * 8
        try solver.suggestValue(comfortable, for: container)
        let chain = try Self.chain(solver, count: 20, container: container)
        let gap = chain.gaps[2]  // between views 2 and 3
        let slot = try #require(solver.state.slotOf[ObjectIdentifier(gap)])
        #expect(solver.state.records[Int(slot)]?.marker == -1, "the early gap reaches 17 rows, past the limit of 4")

        // `left3 - left2 - width2 - 8 == 0`: a constant of -28 asks for a 28 pt gap.
        try solver.updateConstant(of: gap, to: -28)
        let width = (comfortable - 8 * 20 - 28) / 20
        #expect(close(solver.value(of: chain.widths[7]), width))
        #expect(close(solver.value(of: chain.lefts[3]), 8 + 3 * width + 2 * 8 + 28))
        #expect(close(solver.value(of: chain.lefts[19]) + width + 8, comfortable))
        let newSlot = try #require(solver.state.slotOf[ObjectIdentifier(gap)])
        let record = try #require(solver.state.records[Int(newSlot)])
        #expect(record.marker >= 0 && record.keepsMarker, "after the re-solve the gap keeps its dummy")

        // The second change takes the dual-simplex path: the symbol count does not grow.
        let symbols = solver.state.kinds.count
        try solver.updateConstant(of: gap, to: -8)
        #expect(close(solver.value(of: chain.widths[0]), 50))
        #expect(solver.state.kinds.count == symbols)
    }

    @Test("Removing links whose dummies were dropped re-solves once and frees the rest of the chain")
    func removalAfterDrop() throws {
        let solver = Solver(dummyReachLimit: 2)
        let container = solver.makeVariable("W")
        try solver.addEditVariable(container, priority: .strong)
        try solver.suggestValue(10 * 50 + 11 * 8, for: container)
        let chain = try Self.chain(solver, count: 10, container: container)
        // Cutting the chain after view 4 leaves views 5… pinned only through the right edge.
        try solver.remove([chain.gaps[3], chain.gaps[3]])
        #expect(!solver.contains(chain.gaps[3]))
        #expect(close(solver.value(of: chain.lefts[9]) + solver.value(of: chain.widths[9]) + 8, 10 * 50 + 11 * 8))
        #expect(chain.gaps.enumerated().allSatisfy { $0.offset == 3 || solver.isSatisfied($0.element) })
        try solver.add(chain.gaps[3])
        #expect(chain.widths.allSatisfy { close(solver.value(of: $0), 50) })
    }

    @Test("Removing several links one by one re-solves once, before the next read")
    func removalsAreBatched() throws {
        let solver = Solver(dummyReachLimit: 0)
        let container = solver.makeVariable("W")
        try solver.addEditVariable(container, priority: .strong)
        try solver.suggestValue(10 * 50 + 11 * 8, for: container)
        let chain = try Self.chain(solver, count: 10, container: container)
        for gap in chain.gaps[2...4] {
            try solver.remove(gap)
            #expect(!solver.contains(gap))
        }
        #expect(solver.state.resolveCount == 0, "nothing re-solved while removing")
        // View 0 keeps its pinned left and the shared width; views 5… hang from the right edge.
        #expect(close(solver.value(of: chain.lefts[0]), 8))
        #expect(close(solver.value(of: chain.lefts[9]) + solver.value(of: chain.widths[9]) + 8, 10 * 50 + 11 * 8))
        #expect(solver.state.resolveCount == 1)
        _ = solver.updateVariables()
        #expect(solver.state.resolveCount == 1)
    }

    @Test("Removing a constraint that kept its dummy after a lazy removal reads its slot after the re-solve")
    func removalAfterLazyRemoval() throws {
        let solver = Solver(dummyReachLimit: 4)
        let container = solver.makeVariable("W")
        try solver.addEditVariable(container, priority: .strong)
        try solver.suggestValue(20 * 50 + 21 * 8, for: container)
        let chain = try Self.chain(solver, count: 20, container: container)
        // Added last, so it holds the highest slot.
        let pinned = solver.makeVariable("x")
        let pin = pinned == 5
        try solver.add(pin)
        let pinSlot = try #require(solver.state.slotOf[ObjectIdentifier(pin)])
        #expect((solver.state.records[Int(pinSlot)]?.marker ?? -1) >= 0, "the pin reaches one row and keeps its dummy")
        try solver.remove(chain.gaps[2])
        // The pending re-solve rebuilds the records; the pin must be found again after it.
        try solver.remove(pin)
        #expect(!solver.contains(chain.gaps[2]) && !solver.contains(pin))
        #expect(close(solver.value(of: chain.lefts[0]), 8))
        #expect(close(solver.value(of: chain.lefts[19]) + solver.value(of: chain.widths[19]) + 8, 20 * 50 + 21 * 8))
        try solver.add(pinned == 7)
        #expect(close(solver.value(of: pinned), 7))
    }

    @Test("A conflict with links whose dummies were dropped still names them")
    func conflictsAfterDrop() throws {
        let solver = Solver(dummyReachLimit: 0)
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let z = solver.makeVariable("z")
        let first = x == 10
        let second = y == x + 5
        let third = z == y + 5
        try solver.addAll([first, second, third])
        #expect(solver.state.unmarkedCount > 0)
        let before = solver.stateSnapshot()
        let conflicts = conflicts { try solver.add(z == 30) }
        #expect(conflicts.map { $0.map(ObjectIdentifier.init) } == [first, second, third].map(ObjectIdentifier.init))
        #expect(solver.stateSnapshot() == before)
    }

    @Test("Removing and re-adding constraints reuses internal symbols instead of growing")
    func symbolsAreReused() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(x + y == 100)
        var pin = x >= 10
        try solver.add(pin)
        let symbols = solver.state.kinds.count
        for round in 0..<50 {
            try solver.remove(pin)
            pin = (x >= Double(10 + round)).withPriority(.strong)
            try solver.add(pin)
        }
        #expect(solver.state.kinds.count <= symbols + 1)
        #expect(close(solver.value(of: x), 59))
    }
}

/// A constant change that arrives while a lazy removal waits for its re-solve: the re-solve
/// renumbers the constraint records, so the changed constraint must be found after it. Before
/// the fix the stale slot pointed past the records (an index trap, as Auto Layout hit when a
/// label changed its text after an animated navigation push) or at another constraint's record,
/// whose constant was silently overwritten.
@Suite struct ConstantChangeAfterLazyRemovalTests {
    /// A 20-view chain whose early gaps dropped their dummies (so removing one is lazy), then
    /// two pins that keep theirs, added last.
    static func system() throws -> (
        Solver, (lefts: [Variable], widths: [Variable], gaps: [Constraint]), x: Variable, pinX: Constraint, y: Variable,
        pinY: Constraint
    ) {
        let solver = Solver(dummyReachLimit: 4)
        let container = solver.makeVariable("W")
        try solver.addEditVariable(container, priority: .strong)
        try solver.suggestValue(20 * 50 + 21 * 8, for: container)
        let chain = try DummyReachTests.chain(solver, count: 20, container: container)
        let x = solver.makeVariable("x")
        let pinX = x == 5
        try solver.add(pinX)
        let y = solver.makeVariable("y")
        let pinY = y == 6
        try solver.add(pinY)
        return (solver, chain, x, pinX, y, pinY)
    }

    @Test("Changing the constant of the last-added constraint after a lazy removal")
    func lastAddedAfterLazyRemoval() throws {
        let (solver, chain, _, _, y, pinY) = try Self.system()
        try solver.remove(chain.gaps[2])
        #expect(solver.state.needsResolve, "the removal waits for a re-solve")
        try solver.updateConstant(of: pinY, to: -9)
        #expect(close(solver.value(of: y), 9))
        #expect(solver.constant(of: pinY) == -9)
        #expect(!solver.contains(chain.gaps[2]))
        #expect(close(solver.value(of: chain.lefts[0]), 8))
    }

    @Test("A constant change after a lazy removal changes that constraint and no other")
    func neighbourKeepsItsConstant() throws {
        let (solver, chain, x, pinX, y, pinY) = try Self.system()
        try solver.remove(chain.gaps[2])
        try solver.updateConstant(of: pinX, to: -9)
        #expect(close(solver.value(of: x), 9))
        #expect(solver.constant(of: pinY) == -6, "the pin added after it keeps its constant")
        #expect(close(solver.value(of: y), 6))
        // Another lazy removal re-solves from the records: they must still say 9 and 6.
        try solver.remove(chain.gaps[4])
        #expect(close(solver.value(of: x), 9))
        #expect(close(solver.value(of: y), 6))
        #expect(try solver.disagreementsWithFreshSolve().isEmpty)
    }
}
