@testable import ConstraintSolver
import Testing

/// The reference's "good extra cases" from kiwi, amoeba, CassowarySwift and cassowary.js.
@Suite struct ExtraCaseTests {
    @Test("A maximization LP reaches x1 = 13, x2 = 3, x3 = 11, z = 39")
    func maximization() throws {
        // Maximize z = 2·x2 + 3·x3 by pulling z weakly towards a value it cannot reach.
        let solver = Solver()
        let x1 = solver.makeVariable("x1")
        let x2 = solver.makeVariable("x2")
        let x3 = solver.makeVariable("x3")
        let z = solver.makeVariable("z")
        try solver.addAll([
            x1 >= 0, x2 >= 0, x3 >= 0,
            x1 + x2 + x3 <= 27, x3 <= 11, x1 - x2 >= 10,
            z == 2 * x2 + 3 * x3,
            (z >= 1000).withPriority(.weak),
        ])
        #expect(close(solver.values([x1, x2, x3, z]), [13, 3, 11, 39]))
    }

    @Test("amoeba's cycle of required equalities is accepted")
    func equalityCycle() throws {
        let solver = Solver()
        let v = (0..<4).map { solver.makeVariable("v\($0)") }
        try solver.addAll([v[0] == v[1], v[1] == v[2], v[2] == v[3], v[3] == v[0], v[0] == 7])
        #expect(close(solver.values(v), [7, 7, 7, 7]))
    }

    @Test("A repeated equality is accepted and a contradicting one is rejected")
    func repeatedEquality() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let first = x == 10
        let second = x == 10
        try solver.addAll([first, second])
        // Either pin alone contradicts x == 5; the redundant copy depends on the first.
        #expect(conflicts { try solver.add(x == 5) } == [first])
        #expect(close(solver.value(of: x), 10))
    }

    @Test("An equality contradicting a chain of equalities is rejected with the chain as conflict")
    func inconsistentThroughChain() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let pin = x == 10
        let link = x == y
        try solver.addAll([pin, link])
        let before = solver.stateSnapshot()
        #expect(conflicts { try solver.add(y == 5) } == [pin, link])
        #expect(solver.stateSnapshot() == before)
        #expect(close(solver.values([x, y]), [10, 10]))
    }

    @Test("A grid with redundant trailing and bottom pins adds cleanly and lays out 50 × 30 cells")
    func gridWithRedundantPins() throws {
        let solver = Solver()
        let (rowsCount, columnsCount) = (4, 5)
        let width = solver.makeVariable("W")
        let height = solver.makeVariable("H")
        try solver.addEditVariable(width, priority: .strong)
        try solver.addEditVariable(height, priority: .strong)
        try solver.suggestValue(Double(columnsCount) * 50 + Double(columnsCount + 1) * 8, for: width)
        try solver.suggestValue(Double(rowsCount) * 30 + Double(rowsCount + 1) * 8, for: height)
        var cells: [[(left: Variable, top: Variable, width: Variable, height: Variable)]] = []
        for r in 0..<rowsCount {
            cells.append((0..<columnsCount).map { c in
                (solver.makeVariable("l\(r),\(c)"), solver.makeVariable("t\(r),\(c)"),
                 solver.makeVariable("w\(r),\(c)"), solver.makeVariable("h\(r),\(c)"))
            })
        }
        for r in 0..<rowsCount {
            for c in 0..<columnsCount {
                let cell = cells[r][c]
                try solver.add(c == 0 ? cell.left == 8 : cell.left == cells[r][c - 1].left + cells[r][c - 1].width + 8)
                try solver.add(r == 0 ? cell.top == 8 : cell.top == cells[r - 1][c].top + cells[r - 1][c].height + 8)
                try solver.addAll([cell.width >= 20, cell.height >= 20])
                if r > 0 || c > 0 {
                    try solver.addAll([cell.width == cells[0][0].width, cell.height == cells[0][0].height])
                }
            }
            let last = cells[r][columnsCount - 1]
            try solver.add(last.left + last.width + 8 == width)
        }
        for c in 0..<columnsCount {
            let last = cells[rowsCount - 1][c]
            try solver.add(last.top + last.height + 8 == height)
        }
        let all = cells.flatMap { $0 }
        #expect(all.allSatisfy { close(solver.value(of: $0.width), 50) && close(solver.value(of: $0.height), 30) })
        #expect(close(solver.value(of: cells[3][4].left), 8 + 4 * 58))
    }

    @Test("An ambiguous system always resolves the same way, bit for bit")
    func determinism() throws {
        func run() throws -> [UInt64] {
            let solver = Solver()
            let v = (0..<6).map { solver.makeVariable("v\($0)") }
            try solver.addAll([v[0] + v[1] == 10, v[0] >= 0, v[1] >= 0, v[2] + v[3] + v[4] <= 30])
            try solver.addAll([(v[2] >= 5).withPriority(300), (v[5] == v[2] + v[3]).withPriority(300)])
            try solver.addAll([(v[3] + v[4] >= 18).withPriority(200), v[2] >= 0, v[3] >= 0, v[4] >= 0])
            return solver.values(v).map(\.bitPattern)
        }
        let first = try run()
        #expect(try run() == first)
        // Pinned values: a change here means pivot choices changed, which changes layouts.
        #expect(first.map(Double.init(bitPattern:)) == [0, 10, 5, 0, 25, 5])
    }
}
