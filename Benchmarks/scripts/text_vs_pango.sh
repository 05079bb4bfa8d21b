#!/bin/sh
# `bench text`'s first pass beside Pango called directly from C, interleaved in one run so both
# see the same machine load. Prints each pair's CPU times and ratio, then the median and the
# ratio of the minima (the least disturbed run of each).
#
#   cd Benchmarks && swift build -c release && cd ..
#   sh Benchmarks/scripts/text_vs_pango.sh [pairs]        # default 9 pairs
#   BENCH=/tmp/bench-old sh Benchmarks/scripts/text_vs_pango.sh 11   # another build of bench
set -e
pairs=${1:-9}
root=$(cd "$(dirname "$0")/../.." && pwd)
bench=${BENCH:-$root/Benchmarks/.build/release/bench}
direct=${TMPDIR:-/tmp}/pango_direct.$$
cc -O2 "$root/Benchmarks/scripts/pango_direct.c" -o "$direct" $(pkg-config --cflags --libs pangocairo)
i=0
while [ $i -lt "$pairs" ]; do
    ours=$("$bench" text --runs 1 --screen 1 | sed 's/.*"measure_first_cpu_ms":\([0-9.]*\).*/\1/')
    theirs=$("$direct" | sed 's/.*"measure_cpu_ms":\([0-9.]*\).*/\1/')
    echo "$ours $theirs"
    i=$((i + 1))
done | awk '
    { ours[NR] = $1; theirs[NR] = $2; ratio[NR] = $1 / $2
      printf "pair %d: ours %.1f ms, Pango direct %.1f ms, ratio %.3f\n", NR, $1, $2, $1 / $2 }
    function median(a, n,   i, j, t) {
        for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
        return a[int((n + 1) / 2)]
    }
    END {
        n = NR
        for (i = 1; i <= n; i++) { o[i] = ours[i]; t[i] = theirs[i] }
        mo = median(o, n); mt = median(t, n)
        printf "median CPU: ours %.1f ms, Pango direct %.1f ms; median pairwise ratio %.3f; ratio of minima %.3f\n", mo, mt, median(ratio, n), o[1] / t[1]
    }'
rm -f "$direct"
