#!/usr/bin/env bash
# The porting corpus end to end (`make port-corpus`):
#   1. the idiom check: iOS/ still contains every Objective-C idiom it exists to exercise
#   2. openuikit-port (Tools/OpenUIKitPort, the debug build make port-tool makes) on a copy of iOS/ into Ported/work;
#      the result is copied into Ported/Swift5 and Ported/Swift6 (iOS/ itself is never touched)
#   3. the ported copy built against OpenUIKit in Swift 5 mode (target PortedCorpus) and in
#      Swift 6 mode (target PortedCorpusSwift6): two targets of this package, one source tree
#   4. the behaviour tests (Tests/PortingCorpusTests, on the Swift 5 build)
#   5. count_errors.py: the UNPORTED corpus built against OpenUIKit, its errors sorted by cause
# Each step prints how long it took. OPENUIKIT_PORT names a prebuilt command to use instead.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
SWIFT="${SWIFT:-swift}"
cd "$HERE"

step() { echo; echo "== $1"; STEP_START=$SECONDS; }
done_step() { echo "   ($((SECONDS - STEP_START)) s)"; }

step "idioms still in the iOS corpus"
python3 "$HERE/check_idioms.py"
done_step

step "openuikit-port on a copy"
PORT="${OPENUIKIT_PORT:-}"
if [ -z "$PORT" ]; then
    "$SWIFT" build --package-path "$ROOT/Tools/OpenUIKitPort" --product openuikit-port
    PORT="$("$SWIFT" build --package-path "$ROOT/Tools/OpenUIKitPort" --show-bin-path)/openuikit-port"
fi
rm -rf "$HERE/Ported"
mkdir -p "$HERE/Ported"
"$PORT" "$HERE/iOS" --output "$HERE/Ported/work"
cp -R "$HERE/Ported/work" "$HERE/Ported/Swift5"
cp -R "$HERE/Ported/work" "$HERE/Ported/Swift6"
rm -rf "$HERE/Ported/work"
done_step

step "ported corpus, Swift 5 language mode"
"$SWIFT" build --package-path "$HERE" --target PortedCorpus
done_step

step "ported corpus, Swift 6 language mode"
"$SWIFT" build --package-path "$HERE" --target PortedCorpusSwift6
done_step

step "behaviour tests"
"$SWIFT" build --package-path "$HERE" --build-tests
"$SWIFT" test --package-path "$HERE" --skip-build
done_step

step "unported corpus: compile errors by cause"
python3 "$HERE/count_errors.py" --strict
done_step
