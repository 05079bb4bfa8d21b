#!/usr/bin/env bash
# Generates the DocTests target's sources from the documentation's Swift code blocks, so the
# examples a reader copies are compiled and run by `swift test`:
#
#   README.md's ```swift blocks            -> Tests/DocTests/ReadmeExample.generated.swift
#   the test kit's getting-started article -> Tests/DocTests/GettingStarted.generated.swift
#   docs/PORTING.md's ```swift blocks      -> Tests/DocTests/Porting.generated.swift
#
# The porting guide's ```swift blocks are the ported code: their imports go on top, the rest
# stays at the top level of the file (Tests/DocTests/PortingGuideTests.swift exercises it).
# Its ```swift ios blocks are the iOS originals and are not compiled here (the command's own
# tests port them and compare the result with the ```swift block after each).
#
# How the README's blocks become code (a block may be indented, as inside a list item):
#   the first block             the example: its imports on top, the rest inside one test;
#   `// swift-tools-version` or
#   a line starting with `.`    a Package.swift (or fragment): not compiled;
#   `import`                    declarations, at the top level of the file (an `@main` line is
#                               left out: a test target has its own entry point);
#   otherwise                   statements: a test named after the heading above the block.
# Every block of statements needs a top-level `assert(...)`, which becomes `#expect(...)`.
#
# `make test` runs this first; a file is only rewritten when its text changes (so nothing is
# rebuilt for nothing). With --check, nothing is written: the script fails, naming the stale
# files, when the committed copies differ from what the documents give (CI runs that).
#
# How the article's blocks become code, by their first line:
#   `.testTarget(`  a Package.swift fragment: not compiled (it is not Swift a test can hold);
#   `import`        declarations: the imports go to the top of the file, the rest stays at
#                   top level; the first `struct NAME` is the suite the other blocks extend;
#   `@Test`         test functions: placed in an extension of that suite;
#   otherwise       statements: a block using XCTest (`XCT…`) joins the article's one XCTest
#                   test, in order, after XCTEST_FIXTURE; any other block becomes a test of
#                   the suite named after the section heading above it.
set -euo pipefail
cd "$(dirname "$0")/.."

README=README.md
ARTICLE=Sources/OpenUIKitTesting/OpenUIKitTesting.docc/GettingStarted.md
PORTING=docs/PORTING.md
OUT=Tests/DocTests
# What the article's XCTest blocks start from: they name `app` and `tally`, the application
# and the view of the rest of the article (TallyTests.xctestFixture, Tests/DocTests/TallyFixtures.swift).
XCTEST_FIXTURE='let (app, tally) = TallyTests.xctestFixture()'

check=false
case "${1:-}" in
    --check) check=true ;;
    "") ;;
    *) echo "usage: scripts/doctests.sh [--check]" >&2; exit 2 ;;
esac

readme_test() {
    awk '
        # Top-level asserts of a statement block become #expect, counted per block.
        function statement(text) {
            if (text ~ /^assert\(/) { sub(/^assert\(/, "#expect(", text); asserts++ }
            return text
        }
        function flush(   i, first) {
            first = 1
            while (first <= n && body[first] == "") first++
            if (first > n) { n = 0; return }
            blocks++
            if (blocks == 1) {
                # The example: its imports on top, everything else inside one test function.
                i = 1
                while (i <= n && (body[i] ~ /^import / || body[i] == "")) {
                    if (body[i] != "" && !(body[i] in seen)) { seen[body[i]] = 1; imports[++nimports] = body[i] }
                    i++
                }
                asserts = 0
                for (; i <= n; i++) example = example (body[i] == "" ? "" : "        " statement(body[i])) "\n"
                if (asserts == 0) { print "README.md: the example has no top-level assert(...) to check" > "/dev/stderr"; failed = 1 }
            } else if (body[first] ~ /^\/\/ swift-tools-version/ || body[first] ~ /^\./) {
                skipped = skipped "// Block " blocks " (a Package.swift fragment) is not compiled.\n"
            } else if (body[first] ~ /^import /) {
                for (i = first; i <= n; i++) {
                    if (body[i] ~ /^import /) { if (!(body[i] in seen)) { seen[body[i]] = 1; imports[++nimports] = body[i] } }
                    else if (body[i] ~ /^@main[ \t]*$/) { dropped = dropped "// Block " blocks "'"'"'s `@main` is left out: a test target has its own entry point.\n" }
                    else if (!(body[i] == "" && top == "")) top = top body[i] "\n"
                }
            } else {
                asserts = 0
                name = heading
                gsub(/\\/, "\\\\", name); gsub(/"/, "\\\"", name)
                tests = tests "\n    @Test(\"README: " name "\")\n    func readmeBlock" blocks "() {\n"
                for (i = first; i <= n; i++) tests = tests (body[i] == "" ? "" : "        " statement(body[i])) "\n"
                tests = tests "    }\n"
                if (asserts == 0) {
                    print "README.md: the block under \"" heading "\" has no top-level assert(...) to check" > "/dev/stderr"; failed = 1
                }
            }
            n = 0
        }
        BEGIN { inside = 0; n = 0; blocks = 0; nimports = 0; heading = ""; failed = 0 }
        !inside && /^#+ / { heading = $0; sub(/^#+ +/, "", heading); next }
        !inside && /^[ \t]*```swift[ \t]*$/ { inside = 1; match($0, /^[ \t]*/); indent = RLENGTH; next }
        inside && /^[ \t]*```/ { inside = 0; flush(); next }
        inside { line = $0; if (indent > 0 && substr(line, 1, indent) ~ /^[ \t]*$/) line = substr(line, indent + 1); body[++n] = line }
        END {
            if (blocks == 0) { print "README.md: no ```swift block found" > "/dev/stderr"; exit 1 }
            if (failed) exit 1
            print "// Generated by scripts/doctests.sh from README.md (its ```swift blocks): do not edit."
            print "// Edit README.md and run `make doctests` (`make test` runs it first)."
            printf "%s", skipped
            printf "%s", dropped
            for (i = 1; i <= nimports; i++) print imports[i]
            if (!("import Testing" in seen)) print "import Testing"
            if (top != "") { print ""; printf "%s", top }
            print ""
            print "/// README.md'"'"'s examples as tests: the first block'"'"'s declarations and statements run inside"
            print "/// the first test function; each later block of statements is a test of its own, named after"
            print "/// the heading above it; blocks of declarations are at the top of this file. Each top-level"
            print "/// `assert` of the README is an `#expect`."
            print "@MainActor @Suite struct ReadmeExampleTests {"
            print "    @Test(\"The README'"'"'s example compiles and runs\")"
            print "    func readmeExample() {"
            printf "%s", example
            print "    }"
            printf "%s", tests
            print "}"
        }
    ' "$README"
}

article_test() {
    awk -v fixture="$XCTEST_FIXTURE" -v source="$ARTICLE" '
        function flush(   i, first, kind, name) {
            first = 1
            while (first <= n && body[first] == "") first++
            if (first > n) { n = 0; return }
            blocks++
            if (body[first] ~ /^\.testTarget\(/) {
                skipped = skipped "// Block " blocks " (a Package.swift fragment) is not compiled.\n"
            } else if (body[first] ~ /^import /) {
                for (i = first; i <= n; i++) {
                    if (body[i] ~ /^import /) { if (!(body[i] in seen)) { seen[body[i]] = 1; imports[++nimports] = body[i] } }
                    else if (!(body[i] == "" && top == "")) {
                        if (suite == "" && match(body[i], /struct [A-Za-z_][A-Za-z0-9_]*/))
                            suite = substr(body[i], RSTART + 7, RLENGTH - 7)
                        top = top body[i] "\n"
                    }
                }
            } else if (body[first] ~ /^@Test/) {
                ext = ext (ext == "" ? "" : "\n")
                for (i = first; i <= n; i++) ext = ext (body[i] == "" ? "" : "    " body[i]) "\n"
            } else {
                usesXCTest = 0
                for (i = first; i <= n; i++) if (body[i] ~ /XCT/) usesXCTest = 1
                if (usesXCTest) {
                    for (i = first; i <= n; i++) xc = xc (body[i] == "" ? "" : "            " body[i]) "\n"
                } else {
                    name = heading
                    gsub(/\\/, "\\\\", name); gsub(/"/, "\\\"", name)
                    ext = ext (ext == "" ? "" : "\n")
                    ext = ext "    @Test(\"" name "\")\n    func articleBlock" blocks "() throws {\n"
                    for (i = first; i <= n; i++) ext = ext (body[i] == "" ? "" : "        " body[i]) "\n"
                    ext = ext "    }\n"
                }
            }
            n = 0
        }
        BEGIN { inside = 0; n = 0; blocks = 0; nimports = 0; heading = "" }
        !inside && /^#+ / { heading = $0; sub(/^#+ +/, "", heading); next }
        !inside && /^```swift[ \t]*$/ { inside = 1; next }
        inside && /^```/ { inside = 0; flush(); next }
        inside { body[++n] = $0 }
        END {
            if (suite == "") { print source ": no block declares the suite (`struct NAME`)" > "/dev/stderr"; exit 1 }
            print "// Generated by scripts/doctests.sh from " source ": do not edit."
            print "// Edit the article and run `make doctests` (`make test` runs it first)."
            printf "%s", skipped
            for (i = 1; i <= nimports; i++) print imports[i]
            if (xc != "" && !("import XCTest" in seen)) print "import XCTest"
            print ""
            printf "%s", top
            if (ext != "") {
                print ""
                print "extension " suite " {"
                printf "%s", ext
                print "}"
            }
            if (xc != "") {
                print ""
                print "/// The article'"'"'s XCTest blocks, in order, as one XCTest test (on the main thread, where"
                print "/// swift-corelibs-xctest runs it)."
                print "final class GettingStartedXCTestBlocks: XCTestCase {"
                print "    func testXCTestBlocks() {"
                print "        MainActor.assumeIsolated {"
                print "            " fixture
                printf "%s", xc
                print "        }"
                print "    }"
                print "}"
            }
        }
    ' "$ARTICLE"
}

porting_test() {
    awk -v source="$PORTING" '
        BEGIN { inside = 0; nimports = 0 }
        !inside && /^```swift[ \t]*$/ { inside = 1; top = top (top == "" ? "" : "\n"); next }
        inside && /^```/ { inside = 0; next }
        inside && /^import / { if (!($0 in seen)) { seen[$0] = 1; imports[++nimports] = $0 }; next }
        inside { top = top $0 "\n" }
        END {
            print "// Generated by scripts/doctests.sh from " source " (its ```swift blocks): do not edit."
            print "// Edit the guide and run `make doctests` (`make test` runs it first)."
            for (i = 1; i <= nimports; i++) print imports[i]
            print ""
            printf "%s", top
        }
    ' "$PORTING"
}

stale=()
emit() {
    local target=$1 text=$2
    if [ -f "$target" ] && [ "$(cat "$target")" = "$text" ]; then return; fi
    if $check; then
        stale+=("$target")
    else
        printf '%s\n' "$text" >"$target"
        echo "doctests: wrote $target"
    fi
}

readme=$(readme_test)
article=$(article_test)
emit "$OUT/ReadmeExample.generated.swift" "$readme"
emit "$OUT/GettingStarted.generated.swift" "$article"
emit "$OUT/Porting.generated.swift" "$(porting_test)"
if [ ${#stale[@]} -gt 0 ]; then
    echo "error: out of date with the documentation: ${stale[*]}" >&2
    echo "       run scripts/doctests.sh (or make doctests) and commit the result" >&2
    exit 1
fi
