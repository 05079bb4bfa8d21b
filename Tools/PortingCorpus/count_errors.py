#!/usr/bin/env python3
"""Builds the porting corpus UNPORTED (iOS/ copied unchanged into Unported/) against OpenUIKit in
Swift 5 mode and sorts the compile errors by cause:

  objc        the Objective-C idioms no library can make compile on Linux: #selector, @objc and
              its family (@IBOutlet, @IBAction, @IBInspectable, @IBDesignable, @objcMembers,
              dynamic), `optional` protocol requirements and the `?.m?(...)` calls of them
  divergence  a documented divergence of OpenUIKit that openuikit-port rewrites (the `init()`
              requirement of the application and scene delegate protocols)
  isolation   actor isolation and Sendable errors (iOS imposes none on this code)
  missing-api a UIKit, Core Animation or Core Graphics declaration missing or different here
  foundation  Foundation boxing and bridging Core Animation code relies on (NSValue, NSNumber,
              NSString, NSCoder...)
  other       anything the rules above do not recognize (read it: it is one of the above)

`import UIKit` and `import QuartzCore` resolve to shim modules re-exporting OpenUIKit (Shims/,
only in this build), so the count shows what lies behind the imports rather than one "no such
module" error per file; renaming the import is the port's first, trivial edit.

The goal is 0 isolation, missing-api, foundation and other errors. Prints the table, then every
error that is not an Objective-C idiom with its file:line. --strict exits 1 when any error is
neither an Objective-C idiom nor a divergence the port rewrites; --json FILE writes the table and the errors. Run from anywhere: it finds its own folder.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "iOS")
UNPORTED = os.path.join(HERE, "Unported")

ERROR = re.compile(r"^(?P<file>/[^:]+\.swift):(?P<line>\d+):(?P<col>\d+): error: (?P<message>.*)$")

# Order matters: the first rule that matches names the cause.
RULES = [
    ("objc", [
        r"#selector", r"Objective-C", r"\bobjc\b", r"@objc", r"\bIBOutlet\b", r"\bIBAction\b",
        r"\bIBInspectable\b", r"\bIBDesignable\b", r"objcMembers", r"'dynamic'",
        r"'optional' can only be applied", r"optional requirement",
        # The call of an optional requirement, `delegate?.m?(...)`, once `optional` is refused:
        r"cannot use optional chaining on non-optional value of type '\(",
        r"'Selector'", r"\bSelector\b",
    ]),
    ("divergence", [
        r"initializer requirement 'init\(\)' can only be satisfied by a 'required' initializer",
    ]),
    ("isolation", [
        r"actor-isolated", r"main actor", r"MainActor", r"nonisolated", r"Sendable",
        r"global actor", r"concurrency-safe", r"isolation", r"isolated",
    ]),
    ("foundation", [
        r"\bNSValue\b", r"\bNSNumber\b", r"\bNSString\b", r"\bNSCoder\b", r"\bNSAttributedString\b",
        r"cgPointValue|cgRectValue|cgSizeValue|caTransform3DValue|cgAffineTransformValue",
        r"\bNSObject\b", r"\bNotificationCenter\b", r"\bNSRange\b",
    ]),
    ("missing-api", [
        r"has no member", r"cannot find .* in scope", r"no such module", r"does not override",
        r"extra argument", r"missing argument", r"incorrect argument label", r"cannot override",
        r"has no (?:accessible )?initializers", r"is unavailable", r"cannot convert", r"no exact matches",
        r"cannot be used as a type", r"is not a member type", r"does not conform", r"ambiguous",
        r"cannot assign", r"overriding declaration", r"must be provided", r"type .* has no",
        r"initializer requirement", r"cannot infer contextual base", r"without a contextual type",
    ]),
]


def objc_protocols():
    """The corpus's `@objc protocol`s: a conformance to one of them fails when its optional
    requirements are not implemented, an Objective-C idiom's knock-on error."""
    names = set()
    for folder, _, files in os.walk(SOURCE):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(folder, name), encoding="utf-8") as source:
                    names.update(re.findall(r"@objc protocol (\w+)", source.read()))
    return names


OBJC_PROTOCOLS = objc_protocols()


def classify(message):
    conformance = re.search(r"does not conform to protocol '(\w+)'", message)
    if conformance and conformance.group(1) in OBJC_PROTOCOLS:
        return "objc"
    for cause, patterns in RULES:
        if any(re.search(p, message) for p in patterns):
            return cause
    return "other"


def copy_unported():
    if os.path.isdir(UNPORTED):
        shutil.rmtree(UNPORTED)
    shutil.copytree(SOURCE, UNPORTED)


def build():
    env = dict(os.environ, PORTING_CORPUS_UNPORTED="1")
    result = subprocess.run(
        ["swift", "build", "--package-path", HERE, "--target", "UnportedCorpus"],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return result.returncode, result.stdout


def parse(output):
    seen = set()
    errors = []
    for line in output.splitlines():
        match = ERROR.match(line.strip())
        if not match:
            continue
        key = (match["file"], match["line"], match["col"], match["message"])
        if key in seen:
            continue
        seen.add(key)
        errors.append({
            "file": os.path.relpath(match["file"], UNPORTED) if match["file"].startswith(UNPORTED) else match["file"],
            "line": int(match["line"]),
            "column": int(match["col"]),
            "message": match["message"],
            "cause": classify(match["message"]),
        })
    return errors


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--strict", action="store_true", help="exit 1 unless only Objective-C idioms and divergences the port rewrites fail")
    parser.add_argument("--json", help="write the table and the errors to this file")
    parser.add_argument("--log", help="keep the compiler's output in this file")
    args = parser.parse_args()

    copy_unported()
    status, output = build()
    if args.log:
        with open(args.log, "w") as log:
            log.write(output)
    errors = parse(output)
    if status != 0 and not errors:
        sys.stdout.write(output)
        print("count_errors: the build failed without compile errors (see above)", file=sys.stderr)
        return 2

    # A type the compiler could not infer because an Objective-C idiom a few lines above failed
    # (`let link = CADisplayLink(target: self, selector: #selector(step))`, then
    # `link.add(to: .main, forMode: .common)`) is that idiom's knock-on error.
    for e in errors:
        if e["cause"] != "objc" and re.search(r"cannot infer contextual base|without a contextual type", e["message"]):
            if any(o["cause"] == "objc" and o["file"] == e["file"] and 0 <= e["line"] - o["line"] <= 5 for o in errors):
                e["cause"] = "objc"
    causes = ["objc", "divergence", "isolation", "missing-api", "foundation", "other"]
    counts = {cause: sum(1 for e in errors if e["cause"] == cause) for cause in causes}
    files = len({e["file"] for e in errors})
    print("Unported corpus, Swift 5 mode, against OpenUIKit: %d errors in %d files" % (len(errors), files))
    print()
    print("| cause | errors |")
    print("|---|---|")
    for cause in causes:
        print("| %s | %d |" % (cause, counts[cause]))
    print("| total | %d |" % len(errors))
    rest = [e for e in errors if e["cause"] != "objc"]
    if rest:
        print()
        print("Errors that are not Objective-C idioms:")
        for e in rest:
            print("  %s:%d: [%s] %s" % (e["file"], e["line"], e["cause"], e["message"]))
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"counts": counts, "errors": errors}, out, indent=2)
    if args.strict and any(e["cause"] != "divergence" for e in rest):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
