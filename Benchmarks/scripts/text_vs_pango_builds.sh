#!/bin/sh
# Several builds of `bench text` beside Pango called directly from C, in rounds: each round runs
# every build's first pass once, then pango_direct once, and each build's ratio is taken against
# that round's C figure, so a change in machine load touches every build alike. Prints each
# build's median first pass, the median of C, the median pairwise ratio and the ratio of minima.
#
#   sh Benchmarks/scripts/text_vs_pango_builds.sh ROUNDS BENCH_BINARY...
#   sh Benchmarks/scripts/text_vs_pango_builds.sh 21 /tmp/bench-before Benchmarks/.build/release/bench
set -e
rounds=$1
shift
root=$(cd "$(dirname "$0")/../.." && pwd)
direct=${TMPDIR:-/tmp}/pango_direct.$$
cc -O2 "$root/Benchmarks/scripts/pango_direct.c" -o "$direct" $(pkg-config --cflags --libs pangocairo)
i=0
while [ $i -lt "$rounds" ]; do
    line=""
    for bench in "$@"; do
        line="$line $("$bench" text --runs 1 --screen 1 | sed 's/.*"measure_first_cpu_ms":\([0-9.]*\).*/\1/')"
    done
    echo "$line $("$direct" | sed 's/.*"measure_cpu_ms":\([0-9.]*\).*/\1/')"
    i=$((i + 1))
done | awk -v names="$*" '
    function median(a, n,   i, j, t) {
        for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
        return a[int((n + 1) / 2)]
    }
    { for (k = 1; k <= NF; k++) value[NR, k] = $k; columns = NF }
    END {
        split(names, name, " ")
        builds = columns - 1
        for (r = 1; r <= NR; r++) c[r] = value[r, columns]
        cmin = c[1]; for (r = 2; r <= NR; r++) if (c[r] < cmin) cmin = c[r]
        cmed = median(c, NR)
        for (k = 1; k <= builds; k++) {
            delete o; delete q
            omin = value[1, k]
            for (r = 1; r <= NR; r++) { o[r] = value[r, k]; q[r] = value[r, k] / value[r, columns]; if (o[r] < omin) omin = o[r] }
            printf "%s: first pass median %.1f ms, Pango direct median %.1f ms, median pairwise ratio %.3f, ratio of minima %.3f (%d rounds)\n",
                name[k], median(o, NR), cmed, median(q, NR), omin / cmin, NR
        }
    }'
rm -f "$direct"
