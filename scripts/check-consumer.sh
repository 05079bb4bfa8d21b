#!/usr/bin/env bash
# Builds and tests Tests/ConsumerPackage, an application package that depends on OpenUIKit and
# OpenUIKitTesting by path, from an empty scratch directory, as a team adding the library would,
# and fails unless:
#   - the build prints no warning (warnings are errors, and no pkg-config flag warning either);
#   - its test passes;
#   - no other package was resolved (swift-argument-parser and swift-syntax in particular):
#     `swift package show-dependencies` lists only OpenUIKit, and nothing was checked out;
#   - its test binary does not link libSDL2 (ldd), while it does link Cairo and Pango.
# It prints the first build's wall time. CONSUMER_SCRATCH names the scratch directory (default:
# a new temporary one, removed at the end).
set -euo pipefail
cd "$(dirname "$0")/.."
package=Tests/ConsumerPackage
scratch=${CONSUMER_SCRATCH:-$(mktemp -d "${TMPDIR:-/tmp}/openuikit-consumer.XXXXXX")}
[ -n "${CONSUMER_SCRATCH:-}" ] || trap 'rm -rf "$scratch"' EXIT
rm -rf "$scratch" && mkdir -p "$scratch"
log="$scratch.build.log"
swift=(${SWIFT:-swift})
fail() { echo "check-consumer: FAIL: $*" >&2; exit 1; }

start=$(date +%s)
if ! "${swift[@]}" build --package-path "$package" --scratch-path "$scratch" --build-tests \
    -Xswiftc -warnings-as-errors >"$log" 2>&1; then
    cat "$log"; fail "the consumer package did not build"
fi
seconds=$(( $(date +%s) - start ))
warnings=$(grep -ci "warning:" "$log" || true)
if [ "$warnings" -ne 0 ]; then grep -i "warning:" "$log"; fail "$warnings warning(s) in the consumer's build"; fi

"${swift[@]}" test --package-path "$package" --scratch-path "$scratch" --skip-build || fail "the consumer's test failed"

dependencies=$("${swift[@]}" package --package-path "$package" --scratch-path "$scratch" show-dependencies --format flatlist)
echo "consumer dependencies: $(echo "$dependencies" | tr '\n' ' ')"
if echo "$dependencies" | grep -qiE 'argument-parser|swift-syntax'; then fail "a consumer resolved: $dependencies"; fi
if [ "$(echo "$dependencies" | grep -cv '^$')" -ne 1 ]; then fail "a consumer resolved more than OpenUIKit: $dependencies"; fi
if [ -f "$package/Package.resolved" ] && grep -qiE 'argument-parser|swift-syntax' "$package/Package.resolved"; then
    fail "Package.resolved pins: $(cat "$package/Package.resolved")"
fi
if [ -d "$scratch/checkouts" ] && [ -n "$(ls -A "$scratch/checkouts")" ]; then
    fail "packages were checked out: $(ls "$scratch/checkouts")"
fi

binary=$(find "$scratch/debug/" -maxdepth 1 -name '*PackageTests.xctest' | head -1)
[ -n "$binary" ] || fail "no test binary in $scratch/debug"
libraries=$(ldd "$binary")
if echo "$libraries" | grep -qi 'libSDL2'; then fail "the consumer's test binary links libSDL2: $(echo "$libraries" | grep -i sdl)"; fi
echo "$libraries" | grep -q 'libcairo' || fail "the consumer's test binary does not link libcairo (ldd: $libraries)"
echo "$libraries" | grep -q 'libpango' || fail "the consumer's test binary does not link libpango (ldd: $libraries)"

echo "check-consumer: OK: first build ${seconds} s, 0 warnings, dependencies: OpenUIKit only, no libSDL2 in $(basename "$binary")"
