import ConstraintSolver

/// `bench solver [scenario…]`: the four solver scenarios of the Auto Layout reference (§5.1),
/// one JSON object per line, each checked for correctness before it is printed.
///
/// Phases: `add_s` (variables, edits and every constraint), `update_s` (the first
/// `updateVariables()`), `suggest_plus_update_us` (mean of a resize sweep over 0.25×–1.75× of
/// the comfortable size, in an order that crosses the `width >= 20` floor about a third of the
/// time), `churn_remove_add_us` (remove plus re-add of one constraint with a new constant) and
/// `update_constant_us` (the same change through `updateConstant(of:to:)`).
enum SolverBenchmark {
    static let resizeSteps = 24
    static let churnRounds = 10
    /// Sizes up to this are run `smallRuns` times and reported as medians.
    static let smallSize = 100
    static let smallRuns = 5

    /// Runs the scenarios named in `arguments` (all when none) at the sizes given as numbers
    /// (all when none), e.g. `bench solver grid 1000`.
    static func run(arguments: [String]) {
        let sizesWanted = Set(arguments.compactMap(Int.init))
        let wanted = Set(arguments.filter { Int($0) == nil })
        let plan: [(String, [Int])] = [
            ("trivial", [100, 1000, 10000]),
            ("indep", [100, 1000, 10000]),
            ("chain", [100, 1000]),
            ("grid", [100, 1000, 10000]),
        ]
        for (scenario, sizes) in plan where wanted.isEmpty || wanted.contains(scenario) {
            for n in sizes where sizesWanted.isEmpty || sizesWanted.contains(n) {
                // Small systems finish in a fraction of a millisecond, where a cold first run
                // (page faults, first allocations) would dominate: run them several times and
                // report the median of each figure. kiwi_bench.py does the same.
                let runs = n <= smallSize ? smallRuns : 1
                var results: [Result] = []
                for _ in 0..<runs {
                    switch scenario {
                    case "trivial": results.append(trivial(n))
                    case "indep": results.append(independent(n))
                    case "chain": results.append(chain(n))
                    default: results.append(grid(n))
                    }
                }
                print(Result.median(of: results).json(scenario: scenario, n: n, runs: runs))
            }
        }
    }

    struct Result {
        var constraints = 0
        var add = 0.0
        var update = 0.0
        var resize: Double?
        var churn: Double?
        var updateConstant: Double?
        var cells = 0

        /// Each figure's median over `results` (the upper middle for an even count).
        static func median(of results: [Result]) -> Result {
            func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
            func middle(_ values: [Double?]) -> Double? {
                let present = values.compactMap { $0 }
                return present.isEmpty ? nil : middle(present)
            }
            var result = results[0]
            result.add = middle(results.map(\.add))
            result.update = middle(results.map(\.update))
            result.resize = middle(results.map(\.resize))
            result.churn = middle(results.map(\.churn))
            result.updateConstant = middle(results.map(\.updateConstant))
            return result
        }

        func json(scenario: String, n: Int, runs: Int) -> String {
            func number(_ value: Double?) -> String { value.map { "\($0)" } ?? "null" }
            return "{\"solver\": \"openuikit\", \"scenario\": \"\(scenario)\", \"n\": \(n), \"runs\": \(runs), "
                + "\"constraints\": \(constraints), \"add_s\": \(add), \"update_s\": \(update), "
                + "\"suggest_plus_update_us\": \(number(resize)), \"churn_remove_add_us\": \(number(churn)), "
                + "\"update_constant_us\": \(number(updateConstant)), \"tableau_cells\": \(cells)}"
        }
    }

    // MARK: - Helpers

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    static func time(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        return seconds(clock.now - start)
    }

    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition {
            fatalError("solver benchmark produced a wrong layout: \(message())")
        }
    }

    static func near(_ value: Double, _ expected: Double) -> Bool {
        abs(value - expected) <= 1e-6
    }

    /// Resize factors over 0.25…1.75, visited in a scattered but fixed order.
    static func sweep() -> [Double] {
        (0..<resizeSteps).map { step in
            let k = (step * 7) % resizeSteps
            return 0.25 + 1.5 * Double(k) / Double(resizeSteps - 1)
        }
    }

    /// Mean µs of suggest(s) + updateVariables over the sweep.
    static func resizeSweep(_ solver: Solver, _ edits: [(Variable, Double)]) throws -> Double {
        var total = 0.0
        for factor in sweep() {
            total += try time {
                for (variable, comfortable) in edits {
                    try solver.suggestValue(comfortable * factor, for: variable)
                }
                _ = solver.updateVariables()
            }
        }
        return total / Double(resizeSteps) * 1e6
    }

    /// Mean µs of remove + add of a constraint whose constant alternates, and of the same change
    /// through the constant fast path. Returns the constraint installed at the end.
    static func churn(
        _ solver: Solver, original: Constraint, make: (Double) -> Constraint, constants: (Double, Double)
    ) throws -> (churn: Double, fast: Double) {
        var current = original
        var churnTotal = 0.0
        for round in 0..<churnRounds {
            let replacement = make(round % 2 == 0 ? constants.1 : constants.0)
            churnTotal += try time {
                try solver.remove(current)
                try solver.add(replacement)
                _ = solver.updateVariables()
            }
            current = replacement
        }
        // churnRounds is even: `current` has the original constant again.
        var fastTotal = 0.0
        let base = current.expression.constant
        let shifted = base + (constants.1 - constants.0)
        for round in 0..<churnRounds {
            fastTotal += try time {
                try solver.updateConstant(of: current, to: round % 2 == 0 ? shifted : base)
                _ = solver.updateVariables()
            }
        }
        return (churnTotal / Double(churnRounds) * 1e6, fastTotal / Double(churnRounds) * 1e6)
    }

    // MARK: - Scenarios

    static func trivial(_ n: Int) -> Result {
        do {
            var result = Result(constraints: n)
            let solver = Solver()
            var variables: [Variable] = []
            var pins: [Constraint] = []
            result.add = try time {
                for index in 0..<n {
                    let x = solver.makeVariable()
                    variables.append(x)
                    let pin = x == Double(index)
                    pins.append(pin)
                    try solver.add(pin)
                }
            }
            result.update = time { _ = solver.updateVariables() }
            for (index, x) in variables.enumerated() {
                check(near(solver.value(of: x), Double(index)), "trivial x\(index)")
            }
            let middle = n / 2
            let x = variables[middle]
            let timings = try churn(
                solver, original: pins[middle], make: { x == $0 }, constants: (Double(middle), Double(middle + 1)))
            result.churn = timings.churn
            result.updateConstant = timings.fast
            check(near(solver.value(of: x), Double(middle)), "trivial churn")
            result.cells = solver.cellCount
            return result
        } catch {
            fatalError("trivial \(n): \(error)")
        }
    }

    static func independent(_ n: Int) -> Result {
        do {
            var result = Result(constraints: 3 * n)
            let solver = Solver()
            let comfortable = 400.0
            var views: [(left: Variable, width: Variable)] = []
            var pins: [Constraint] = []
            let container = solver.makeVariable("W")
            result.add = try time {
                try solver.addEditVariable(container, priority: .strong)
                try solver.suggestValue(comfortable, for: container)
                for _ in 0..<n {
                    let left = solver.makeVariable()
                    let width = solver.makeVariable()
                    views.append((left, width))
                    let pin = left == 8
                    pins.append(pin)
                    try solver.add(pin)
                    try solver.add(left + width + 8 == container)
                    try solver.add(width >= 20)
                }
            }
            result.update = time { _ = solver.updateVariables() }
            check(views.allSatisfy { near(solver.value(of: $0.width), 384) }, "indep widths 384")
            result.resize = try resizeSweep(solver, [(container, comfortable)])
            try solver.suggestValue(comfortable, for: container)
            check(views.allSatisfy { near(solver.value(of: $0.width), 384) }, "indep widths after sweep")
            let middle = views[n / 2]
            let timings = try churn(solver, original: pins[n / 2], make: { middle.left == $0 }, constants: (8, 9))
            result.churn = timings.churn
            result.updateConstant = timings.fast
            check(near(solver.value(of: middle.width), 384), "indep churn")
            result.cells = solver.cellCount
            return result
        } catch {
            fatalError("indep \(n): \(error)")
        }
    }

    static func chain(_ n: Int) -> Result {
        do {
            var result = Result(constraints: 3 * n + 1)
            let solver = Solver()
            let comfortable = Double(n) * 50 + Double(n + 1) * 8
            let container = solver.makeVariable("W")
            var views: [(left: Variable, width: Variable)] = []
            var gaps: [Constraint] = []
            result.add = try time {
                try solver.addEditVariable(container, priority: .strong)
                try solver.suggestValue(comfortable, for: container)
                for index in 0..<n {
                    let view = (left: solver.makeVariable(), width: solver.makeVariable())
                    if index == 0 {
                        try solver.add(view.left == 8)
                    } else {
                        let previous = views[index - 1]
                        let gap = view.left == previous.left + previous.width + 8
                        gaps.append(gap)
                        try solver.add(gap)
                        try solver.add(view.width == views[0].width)
                    }
                    try solver.add(view.width >= 20)
                    views.append(view)
                }
                let last = views[n - 1]
                try solver.add(last.left + last.width + 8 == container)
            }
            result.update = time { _ = solver.updateVariables() }
            check(views.allSatisfy { near(solver.value(of: $0.width), 50) }, "chain widths 50")
            result.cells = solver.cellCount
            result.resize = try resizeSweep(solver, [(container, comfortable)])
            try solver.suggestValue(comfortable * 0.25, for: container)
            check(views.allSatisfy { near(solver.value(of: $0.width), 20) }, "chain squeezed widths 20")
            try solver.suggestValue(comfortable, for: container)
            check(views.allSatisfy { near(solver.value(of: $0.width), 50) }, "chain widths after sweep")
            let index = n / 2
            let (previous, view) = (views[index - 1], views[index])
            let timings = try churn(
                solver, original: gaps[index - 1], make: { view.left == previous.left + previous.width + $0 },
                constants: (8, 9))
            result.churn = timings.churn
            result.updateConstant = timings.fast
            check(views.allSatisfy { near(solver.value(of: $0.width), 50) }, "chain churn")
            return result
        } catch {
            fatalError("chain \(n): \(error)")
        }
    }

    static func grid(_ n: Int) -> Result {
        do {
            // R × C ≈ n: R = ⌊√n⌋, C = n / R rounded (10×10, 31×32, 100×100).
            var rowCount = 1
            while (rowCount + 1) * (rowCount + 1) <= n { rowCount += 1 }
            let columnCount = (2 * n + rowCount) / (2 * rowCount)
            let cellsCount = rowCount * columnCount
            var result = Result(constraints: 4 * cellsCount + 2 * (cellsCount - 1) + rowCount + columnCount)
            let solver = Solver()
            let comfortableWidth = Double(columnCount) * 50 + Double(columnCount + 1) * 8
            let comfortableHeight = Double(rowCount) * 30 + Double(rowCount + 1) * 8
            let width = solver.makeVariable("W")
            let height = solver.makeVariable("H")
            typealias Cell = (left: Variable, top: Variable, width: Variable, height: Variable)
            var cells: [[Cell]] = []
            var floors: [Constraint] = []
            result.add = try time {
                try solver.addEditVariable(width, priority: .strong)
                try solver.addEditVariable(height, priority: .strong)
                try solver.suggestValue(comfortableWidth, for: width)
                try solver.suggestValue(comfortableHeight, for: height)
                for r in 0..<rowCount {
                    var row: [Cell] = []
                    for c in 0..<columnCount {
                        let cell = (
                            left: solver.makeVariable(), top: solver.makeVariable(),
                            width: solver.makeVariable(), height: solver.makeVariable()
                        )
                        if c == 0 {
                            try solver.add(cell.left == 8)
                        } else {
                            try solver.add(cell.left == row[c - 1].left + row[c - 1].width + 8)
                        }
                        if r == 0 {
                            try solver.add(cell.top == 8)
                        } else {
                            try solver.add(cell.top == cells[r - 1][c].top + cells[r - 1][c].height + 8)
                        }
                        let floor = cell.width >= 20
                        if r == rowCount / 2 && c == columnCount / 2 { floors.append(floor) }
                        try solver.add(floor)
                        try solver.add(cell.height >= 20)
                        if r > 0 || c > 0 {
                            let origin = r == 0 ? row[0] : cells[0][0]
                            try solver.add(cell.width == origin.width)
                            try solver.add(cell.height == origin.height)
                        }
                        row.append(cell)
                    }
                    let last = row[columnCount - 1]
                    try solver.add(last.left + last.width + 8 == width)
                    cells.append(row)
                }
                for c in 0..<columnCount {
                    let last = cells[rowCount - 1][c]
                    try solver.add(last.top + last.height + 8 == height)
                }
            }
            result.update = time { _ = solver.updateVariables() }
            let all = cells.flatMap { $0 }
            func sized(_ w: Double, _ h: Double) -> Bool {
                all.allSatisfy { near(solver.value(of: $0.width), w) && near(solver.value(of: $0.height), h) }
            }
            check(sized(50, 30), "grid cells 50 × 30")
            result.cells = solver.cellCount
            result.resize = try resizeSweep(solver, [(width, comfortableWidth), (height, comfortableHeight)])
            try solver.suggestValue(comfortableWidth * 0.25, for: width)
            try solver.suggestValue(comfortableHeight * 0.25, for: height)
            check(sized(20, 20), "grid squeezed cells 20 × 20")
            try solver.suggestValue(comfortableWidth, for: width)
            try solver.suggestValue(comfortableHeight, for: height)
            check(sized(50, 30), "grid cells after sweep")
            // Every row is tied to the others by equal widths, so a spacing change would be
            // unsatisfiable; churn the floor of the middle cell instead.
            let middle = cells[rowCount / 2][columnCount / 2]
            let timings = try churn(
                solver, original: floors[floors.count / 2], make: { middle.width >= $0 }, constants: (20, 21))
            result.churn = timings.churn
            result.updateConstant = timings.fast
            check(sized(50, 30), "grid churn")
            return result
        } catch {
            fatalError("grid \(n): \(error)")
        }
    }
}
