#!/usr/bin/env bash
# Runs `bench render` and docs/bench/render_reference.py (Cairo and Skia drawing the same
# cards scene directly) alternately, ROUNDS times, so both see the same machine load, and
# prints every JSON line. The reference needs cairocffi and skia-python:
#   python3 -m venv /tmp/venv-ref && /tmp/venv-ref/bin/pip install cairocffi skia-python
# Usage: Benchmarks/scripts/render_compare.sh [ROUNDS] [PYTHON]
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds="${1:-3}"
python="${2:-/tmp/venv-ref/bin/python}"
(cd Benchmarks && swift build -c release >/dev/null)
for _ in $(seq "$rounds"); do
    Benchmarks/.build/release/bench render --runs 15
    "$python" docs/bench/render_reference.py --runs 15
done
