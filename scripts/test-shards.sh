#!/usr/bin/env bash
# Runs the library's built tests (`swift test --skip-build`) as two processes at once, one per
# core: nearly every suite is @MainActor, so within one process the suites take turns on the
# main thread and a second core has little to do. Each process has its own main thread.
#
#   scripts/test-shards.sh [extra swift test arguments…]
#
# The first shard runs the suites named in HEAVY (a regular expression over test identifiers),
# the second everything else (`--skip` of the same expression), so every test runs exactly once
# whatever suites are added later. HEAVY holds the few suites that take about half of the run's
# time (docs/PERFORMANCE.md, "Test time"); when a new slow suite tips the balance, name it here
# (OPENUIKIT_TEST_SHARD_HEAVY replaces it for one run). OPENUIKIT_TEST_SHARD_SCOPE, when set,
# limits the second shard to the tests it matches (`make test-long` runs its long suites so, the
# heaviest in the first shard). SDLBackendTests never runs here (`make
# test-window` runs it). Each shard's output is kept in a file and printed whole when both have
# finished, first shard first; the script fails when either shard fails.
#
# SwiftPM holds a lock on .build while `swift test` runs, so a second `swift test` waits for the
# first: the first shard runs the built test binary itself (Swift Testing only: the heavy suites
# have no XCTest case), the second through `swift test`, which also runs the XCTest cases.
set -uo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
HEAVY=${OPENUIKIT_TEST_SHARD_HEAVY:-'ContextMenuPixelTests|PopoverNavigationResizeTests|DeepHierarchyTests|ShareSheetRenderingTests|RandomizedPropertyTests|PopoverAdaptationRenderingTests|AppearanceCatalogueTests|ConstraintChurnTests|SwipeActionButtonTests|FoundationTypeInfoSlotTests|WideHierarchyTests|DatePickerInlineTests|DatePickerCompactTests|OrthogonalSectionTests|TableAppearanceTests|PresentationRenderingTests'}
scope=()
[ -n "${OPENUIKIT_TEST_SHARD_SCOPE:-}" ] && scope=(--filter "$OPENUIKIT_TEST_SHARD_SCOPE")

bin=$("$SWIFT" build --show-bin-path) || exit 1
binary="$bin/OpenUIKitPackageTests.xctest"
[ -x "$binary" ] || { echo "error: $binary is missing: build the tests first (swift build --build-tests)"; exit 1; }

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

"$binary" --testing-library swift-testing --skip SDLBackendTests --filter "$HEAVY" "$@" >"$logs/1" 2>&1 &
first=$!
"$SWIFT" test --skip-build --skip SDLBackendTests --skip "$HEAVY" "${scope[@]}" "$@" >"$logs/2" 2>&1 &
second=$!

wait "$first"; status1=$?
wait "$second"; status2=$?

for shard in 1 2; do
    echo "=== test shard $shard of 2 ==="
    cat "$logs/$shard"
done
echo "=== shard 1 (${HEAVY//|/, }): exit $status1; shard 2 (the other suites): exit $status2 ==="
[ "$status1" -eq 0 ] && [ "$status2" -eq 0 ]
