#!/usr/bin/env python3
"""Runs two builds of a benchmark in alternation and prints the medians of their figures.

    python3 Benchmarks/scripts/bench_pair.py [--rounds N] NEW_COMMAND -- OLD_COMMAND

Each command is one benchmark invocation (for example `Benchmarks/.build/release/bench layout`)
printing JSON objects, one a line. The two are run in turn, new then old, `--rounds` times
(default 5), so a machine whose speed drifts affects both alike; every numeric field ending in
`_ms`, `_us` or `_ns` is collected per round. The table gives each build's median and, per field,
the median of the round-by-round ratios new / old (a ratio taken within a round is less
sensitive to load than a ratio of medians). Lines that are not JSON are ignored.
"""
import json
import shlex
import statistics
import subprocess
import sys


def figures(command):
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        sys.exit(f"{shlex.join(command)} exited with {result.returncode}:\n{result.stderr}")
    values = {}
    for line in result.stdout.splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if not isinstance(record, dict):
            continue
        prefix = str(record.get("benchmark", ""))
        for key, value in record.items():
            if isinstance(value, (int, float)) and key.endswith(("_ms", "_us", "_ns")):
                values[f"{prefix}.{key}" if prefix else key] = float(value)
    return values


def main():
    arguments = sys.argv[1:]
    rounds = 5
    if arguments[:1] == ["--rounds"]:
        rounds = int(arguments[1])
        arguments = arguments[2:]
    if "--" not in arguments:
        sys.exit(__doc__)
    split = arguments.index("--")
    new, old = arguments[:split], arguments[split + 1:]
    runs = {"new": [], "old": []}
    for _ in range(rounds):
        runs["new"].append(figures(new))
        runs["old"].append(figures(old))
    keys = [key for key in runs["new"][0] if all(key in run for run in runs["new"] + runs["old"])]
    print(f"rounds: {rounds} (new, old alternating)")
    print(f"new: {shlex.join(new)}")
    print(f"old: {shlex.join(old)}")
    print("| figure | new (median) | old (median) | new / old (median of round ratios) | new runs | old runs |")
    print("|---|---|---|---|---|---|")
    for key in keys:
        a = [run[key] for run in runs["new"]]
        b = [run[key] for run in runs["old"]]
        ratios = [x / y for x, y in zip(a, b) if y > 0]
        ratio = f"{statistics.median(ratios):.2f}" if ratios else "-"
        print(
            f"| {key} | {statistics.median(a):g} | {statistics.median(b):g} | {ratio} | "
            + " ".join(f"{x:g}" for x in a) + " | " + " ".join(f"{x:g}" for x in b) + " |")


if __name__ == "__main__":
    main()
