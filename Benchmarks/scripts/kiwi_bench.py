#!/usr/bin/env python3
"""Runs the solver benchmark scenarios of docs/PERFORMANCE.md with kiwisolver.

Same scenarios, sizes, phases and correctness checks as `bench solver`
(Benchmarks/Sources/bench/SolverBenchmark.swift); prints one JSON object per line.
Usage: python3 Benchmarks/scripts/kiwi_bench.py [trivial|indep|chain|grid ...]
"""
import json
import sys
import time

import kiwisolver as kiwi

RESIZE_STEPS = 24
CHURN_ROUNDS = 10
STRONG = kiwi.strength.strong


def check(condition, message):
    if not condition:
        sys.exit(f"kiwi benchmark produced a wrong layout: {message}")


def near(value, expected):
    return abs(value - expected) <= 1e-6


def sweep():
    return [0.25 + 1.5 * ((step * 7) % RESIZE_STEPS) / (RESIZE_STEPS - 1) for step in range(RESIZE_STEPS)]


def resize_sweep(solver, edits):
    total = 0.0
    for factor in sweep():
        start = time.perf_counter()
        for variable, comfortable in edits:
            solver.suggestValue(variable, comfortable * factor)
        solver.updateVariables()
        total += time.perf_counter() - start
    return total / RESIZE_STEPS * 1e6


def churn(solver, original, make, constants):
    current = original
    total = 0.0
    for round_ in range(CHURN_ROUNDS):
        replacement = make(constants[1] if round_ % 2 == 0 else constants[0])
        start = time.perf_counter()
        solver.removeConstraint(current)
        solver.addConstraint(replacement)
        solver.updateVariables()
        total += time.perf_counter() - start
        current = replacement
    return total / CHURN_ROUNDS * 1e6


def result(scenario, n, constraints, add, update, resize=None, churn_us=None):
    return {"solver": "kiwisolver " + kiwi.__version__, "scenario": scenario, "n": n,
            "constraints": constraints, "add_s": add, "update_s": update,
            "suggest_plus_update_us": resize, "churn_remove_add_us": churn_us}


def trivial(n):
    solver = kiwi.Solver()
    start = time.perf_counter()
    variables, pins = [], []
    for index in range(n):
        x = kiwi.Variable()
        variables.append(x)
        pin = x == index
        pins.append(pin)
        solver.addConstraint(pin)
    add = time.perf_counter() - start
    start = time.perf_counter()
    solver.updateVariables()
    update = time.perf_counter() - start
    for index, x in enumerate(variables):
        check(near(x.value(), index), f"trivial x{index}")
    middle = n // 2
    x = variables[middle]
    churn_us = churn(solver, pins[middle], lambda c: x == c, (middle, middle + 1))
    solver.updateVariables()
    check(near(x.value(), middle), "trivial churn")
    return result("trivial", n, n, add, update, None, churn_us)


def independent(n):
    solver = kiwi.Solver()
    comfortable = 400.0
    container = kiwi.Variable("W")
    views, pins = [], []
    start = time.perf_counter()
    solver.addEditVariable(container, STRONG)
    solver.suggestValue(container, comfortable)
    for _ in range(n):
        left, width = kiwi.Variable(), kiwi.Variable()
        views.append((left, width))
        pin = left == 8
        pins.append(pin)
        solver.addConstraint(pin)
        solver.addConstraint(left + width + 8 == container)
        solver.addConstraint(width >= 20)
    add = time.perf_counter() - start
    start = time.perf_counter()
    solver.updateVariables()
    update = time.perf_counter() - start
    check(all(near(w.value(), 384) for _, w in views), "indep widths 384")
    resize = resize_sweep(solver, [(container, comfortable)])
    solver.suggestValue(container, comfortable)
    solver.updateVariables()
    check(all(near(w.value(), 384) for _, w in views), "indep widths after sweep")
    middle = views[n // 2]
    churn_us = churn(solver, pins[n // 2], lambda c: middle[0] == c, (8, 9))
    solver.updateVariables()
    check(near(middle[1].value(), 384), "indep churn")
    return result("indep", n, 3 * n, add, update, resize, churn_us)


def chain(n):
    solver = kiwi.Solver()
    comfortable = n * 50 + (n + 1) * 8
    container = kiwi.Variable("W")
    views, gaps = [], []
    start = time.perf_counter()
    solver.addEditVariable(container, STRONG)
    solver.suggestValue(container, comfortable)
    for index in range(n):
        left, width = kiwi.Variable(), kiwi.Variable()
        if index == 0:
            solver.addConstraint(left == 8)
        else:
            previous = views[index - 1]
            gap = left == previous[0] + previous[1] + 8
            gaps.append(gap)
            solver.addConstraint(gap)
            solver.addConstraint(width == views[0][1])
        solver.addConstraint(width >= 20)
        views.append((left, width))
    last = views[-1]
    solver.addConstraint(last[0] + last[1] + 8 == container)
    add = time.perf_counter() - start
    start = time.perf_counter()
    solver.updateVariables()
    update = time.perf_counter() - start
    check(all(near(w.value(), 50) for _, w in views), "chain widths 50")
    resize = resize_sweep(solver, [(container, comfortable)])
    solver.suggestValue(container, comfortable * 0.25)
    solver.updateVariables()
    check(all(near(w.value(), 20) for _, w in views), "chain squeezed widths 20")
    solver.suggestValue(container, comfortable)
    solver.updateVariables()
    check(all(near(w.value(), 50) for _, w in views), "chain widths after sweep")
    index = n // 2
    previous, view = views[index - 1], views[index]
    churn_us = churn(solver, gaps[index - 1], lambda c: view[0] == previous[0] + previous[1] + c, (8, 9))
    solver.updateVariables()
    check(all(near(w.value(), 50) for _, w in views), "chain churn")
    return result("chain", n, 3 * n + 1, add, update, resize, churn_us)


def grid(n):
    rows = 1
    while (rows + 1) * (rows + 1) <= n:
        rows += 1
    columns = (2 * n + rows) // (2 * rows)
    count = rows * columns
    solver = kiwi.Solver()
    comfortable_w = columns * 50 + (columns + 1) * 8
    comfortable_h = rows * 30 + (rows + 1) * 8
    width, height = kiwi.Variable("W"), kiwi.Variable("H")
    cells, floors = [], []
    start = time.perf_counter()
    solver.addEditVariable(width, STRONG)
    solver.addEditVariable(height, STRONG)
    solver.suggestValue(width, comfortable_w)
    solver.suggestValue(height, comfortable_h)
    for r in range(rows):
        row = []
        for c in range(columns):
            cell = (kiwi.Variable(), kiwi.Variable(), kiwi.Variable(), kiwi.Variable())
            left, top, w, h = cell
            if c == 0:
                solver.addConstraint(left == 8)
            else:
                solver.addConstraint(left == row[c - 1][0] + row[c - 1][2] + 8)
            if r == 0:
                solver.addConstraint(top == 8)
            else:
                solver.addConstraint(top == cells[r - 1][c][1] + cells[r - 1][c][3] + 8)
            floor = w >= 20
            if r == rows // 2 and c == columns // 2:
                floors.append(floor)
            solver.addConstraint(floor)
            solver.addConstraint(h >= 20)
            if r > 0 or c > 0:
                origin = row[0] if r == 0 else cells[0][0]
                solver.addConstraint(w == origin[2])
                solver.addConstraint(h == origin[3])
            row.append(cell)
        last = row[-1]
        solver.addConstraint(last[0] + last[2] + 8 == width)
        cells.append(row)
    for c in range(columns):
        last = cells[-1][c]
        solver.addConstraint(last[1] + last[3] + 8 == height)
    add = time.perf_counter() - start
    start = time.perf_counter()
    solver.updateVariables()
    update = time.perf_counter() - start
    every = [cell for row in cells for cell in row]

    def sized(w, h):
        return all(near(cell[2].value(), w) and near(cell[3].value(), h) for cell in every)

    check(sized(50, 30), "grid cells 50 x 30")
    resize = resize_sweep(solver, [(width, comfortable_w), (height, comfortable_h)])
    solver.suggestValue(width, comfortable_w * 0.25)
    solver.suggestValue(height, comfortable_h * 0.25)
    solver.updateVariables()
    check(sized(20, 20), "grid squeezed cells 20 x 20")
    solver.suggestValue(width, comfortable_w)
    solver.suggestValue(height, comfortable_h)
    solver.updateVariables()
    check(sized(50, 30), "grid cells after sweep")
    middle = cells[rows // 2][columns // 2]
    churn_us = churn(solver, floors[0], lambda c: middle[2] >= c, (20, 21))
    solver.updateVariables()
    check(sized(50, 30), "grid churn")
    constraints = 4 * count + 2 * (count - 1) + rows + columns
    return result("grid", n, constraints, add, update, resize, churn_us)


SMALL_SIZE = 100
SMALL_RUNS = 5

PLAN = [("trivial", trivial, [100, 1000, 10000]), ("indep", independent, [100, 1000, 10000]),
        ("chain", chain, [100, 1000]), ("grid", grid, [100, 1000, 10000])]

if __name__ == "__main__":
    wanted = set(sys.argv[1:])
    for name, run, sizes in PLAN:
        if wanted and name not in wanted:
            continue
        for n in sizes:
            # As in `bench solver`: small sizes are run SMALL_RUNS times, medians reported.
            runs = SMALL_RUNS if n <= SMALL_SIZE else 1
            results = [run(n) for _ in range(runs)]
            merged = dict(results[0])
            for key in ("add_s", "update_s", "suggest_plus_update_us", "churn_remove_add_us"):
                values = sorted(r[key] for r in results if r[key] is not None)
                merged[key] = values[len(values) // 2] if values else None
            merged["runs"] = runs
            print(json.dumps(merged), flush=True)
