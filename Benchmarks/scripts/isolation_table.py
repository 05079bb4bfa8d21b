#!/usr/bin/env python3
"""Writes docs/ISOLATION.md: every public type's isolation beside the declaration Apple's SDK
gives it, and checks the rules the table states.

Rules checked (the script fails naming the declaration):
- OpenQuartzCore isolates no declaration to the main actor (Core Animation carries no global
  actor; a completion block's type may still be a main-actor function type);
- every public or open `@MainActor` type or protocol of OpenUIKit, OpenUIKitTesting and
  SDLBackend is `@MainActor @preconcurrency`, as Apple's SDK imports UIKit.

Usage (from the repository root):
    python3 Benchmarks/scripts/isolation_table.py          # rewrite docs/ISOLATION.md
    python3 Benchmarks/scripts/isolation_table.py --check  # fail if the rules or the file are off
"""
import os
import re
import sys

MODULES = ["OpenCoreGraphics", "OpenQuartzCore", "OpenUIKit", "OpenUIKitTesting", "SDLBackend"]
OUTPUT = "docs/ISOLATION.md"

# Apple's declarations for the types whose isolation is not the rule of their framework (UIKit's
# classes and protocols are main-actor; Core Animation's carry no actor; plain value types are
# Sendable). Spelled as Apple's documentation prints them (iOS 17 SDK).
APPLE = {
    "UIView": "@MainActor class UIView : UIResponder",
    "UIResponder": "@MainActor class UIResponder : NSObject",
    "UIViewController": "@MainActor class UIViewController : UIResponder",
    "UIColor": "class UIColor : NSObject, Sendable (iOS 17 SDK)",
    "UIFont": "class UIFont : NSObject, Sendable (iOS 17 SDK)",
    "UIFontDescriptor": "class UIFontDescriptor : NSObject, Sendable (iOS 17 SDK)",
    "UIImage": "class UIImage : NSObject, Sendable (iOS 17 SDK)",
    "UITraitCollection": "class UITraitCollection : NSObject, Sendable (iOS 17 SDK)",
    "NSParagraphStyle": "class NSParagraphStyle : NSObject, Sendable",
    "NSMutableParagraphStyle": "class NSMutableParagraphStyle : NSParagraphStyle",
    "NSTextTab": "class NSTextTab : NSObject, Sendable",
    "CALayer": "class CALayer : NSObject",
    "CAShapeLayer": "class CAShapeLayer : CALayer",
    "CAGradientLayer": "class CAGradientLayer : CALayer",
    "CAAnimation": "class CAAnimation : NSObject",
    "CAPropertyAnimation": "class CAPropertyAnimation : CAAnimation",
    "CABasicAnimation": "class CABasicAnimation : CAPropertyAnimation",
    "CAKeyframeAnimation": "class CAKeyframeAnimation : CAPropertyAnimation",
    "CASpringAnimation": "class CASpringAnimation : CABasicAnimation",
    "CAAnimationGroup": "class CAAnimationGroup : CAAnimation",
    "CATransition": "class CATransition : CAAnimation",
    "CATransaction": "class CATransaction : NSObject",
    "CAMediaTimingFunction": "class CAMediaTimingFunction : NSObject",
    "CALayerDelegate": "protocol CALayerDelegate : NSObjectProtocol",
    "CAAnimationDelegate": "protocol CAAnimationDelegate : NSObjectProtocol",
    "CAAction": "protocol CAAction",
    "CAMediaTiming": "protocol CAMediaTiming",
    "CATransform3D": "struct CATransform3D",
    "CADisplayLink": "class CADisplayLink : NSObject",
}

DECLARATION = re.compile(
    r"^(?P<attrs>(?:@[\w]+(?:\([^)]*\))?\s+)*)(?P<access>public|open)\s+(?:final\s+)?"
    r"(?P<kind>class|struct|enum|protocol|actor)\s+(?P<name>\w+)(?P<rest>[^{]*)")


def declarations():
    """(module, path, line, kind, name, attributes, inheritance) of each public type."""
    found = []
    for module in MODULES:
        for folder, _, files in os.walk(os.path.join("Sources", module)):
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(folder, file)
                lines = open(path).read().split("\n")
                for index, line in enumerate(lines):
                    match = DECLARATION.match(line)
                    if not match:
                        continue
                    attrs = match.group("attrs").split()
                    back = index - 1
                    while back >= 0 and (lines[back].startswith("@") or lines[back].startswith("//")):
                        if lines[back].startswith("@"):
                            attrs += lines[back].split()
                        back -= 1
                    rest = match.group("rest")
                    inheritance = rest.split(":", 1)[1].split("where")[0].strip() if ":" in rest else ""
                    found.append((module, path, index + 1, match.group("kind"), match.group("name"), attrs, inheritance))
    return found


def isolation(attrs, inheritance):
    if "@MainActor" in attrs:
        return "@MainActor @preconcurrency" if "@preconcurrency" in attrs else "@MainActor"
    if "Sendable" in inheritance:
        return "Sendable"
    return "none"


def apple_source(module, kind, name, iso):
    if name in APPLE:
        return "Apple: `" + APPLE[name] + "`"
    if module in ("OpenUIKitTesting", "SDLBackend") or name in ("ClockInstant", "ClockDuration", "InputEvent",
                                                                  "TouchInput", "KeyInput", "TracePayload"):
        return "no Apple counterpart (OpenUIKit's own)"
    if module == "OpenQuartzCore":
        return "Core Animation: no global actor"
    if module == "OpenCoreGraphics" and kind in ("struct", "enum") and iso == "Sendable":
        return "Core Graphics value type, Sendable"
    if iso.startswith("@MainActor"):
        return f"UIKit: `@MainActor {kind} {name}` (UIKit's classes and protocols are main-actor)"
    if kind in ("struct", "enum") and iso == "Sendable":
        return "value type, Sendable"
    return "not checked against the SDK"


def render(rows):
    out = [
        "# Isolation of the public types",
        "",
        "Generated by `python3 Benchmarks/scripts/isolation_table.py` (`--check` verifies it and the",
        "rules below); do not edit by hand.",
        "",
        "OpenUIKit gives each public type the isolation Apple's SDK gives it, so code written for iOS",
        "compiles unchanged:",
        "",
        "- UIKit's main-actor classes and protocols are `@MainActor @preconcurrency`, the way the SDK",
        "  imports them: Swift 6 code gets main-actor checking, and Swift 5 language-mode code that",
        "  uses a view from a nonisolated function compiles (at most with warnings).",
        "- Core Animation (OpenQuartzCore) carries no global actor: a struct or a nonisolated function",
        "  creates layers and animations and adds one to the other. A layer in a window's layer tree",
        "  is changed on the main thread only; changing it from another thread stops with a message",
        "  (`CALayer+Threading.swift`). Transactions are per thread, as in Core Animation.",
        "- Value types, and `UIColor`, `UIFont`, `UIImage`, `UITraitCollection`, are `Sendable`, as in",
        "  the iOS 17 SDK.",
        "",
        "| Module | Type | Kind | Isolation here | Source |",
        "|---|---|---|---|---|",
    ]
    for module, _, _, kind, name, attrs, inheritance in rows:
        iso = isolation(attrs, inheritance)
        out.append(f"| {module} | `{name}` | {kind} | {iso} | {apple_source(module, kind, name, iso)} |")
    out.append("")
    return "\n".join(out)


def problems(rows):
    found = []
    for module, path, line, kind, name, attrs, _ in rows:
        if module not in ("OpenQuartzCore", "OpenCoreGraphics") and "@MainActor" in attrs and "@preconcurrency" not in attrs:
            found.append(f"{path}:{line}: {kind} {name} is @MainActor without @preconcurrency")
    for folder, _, files in os.walk("Sources/OpenQuartzCore"):
        for file in files:
            path = os.path.join(folder, file)
            for number, text in enumerate(open(path), 1):
                if re.match(r"\s*@MainActor\s*($|(public|open|package|internal|private|fileprivate|final|"
                            r"class|struct|enum|protocol|extension|func|var|let|static)\b)", text):
                    found.append(f"{path}:{number}: OpenQuartzCore declares @MainActor")
    return found


def main():
    rows = sorted(declarations(), key=lambda row: (MODULES.index(row[0]), row[4]))
    text = render(rows)
    issues = problems(rows)
    if "--check" in sys.argv:
        current = open(OUTPUT).read() if os.path.exists(OUTPUT) else ""
        if current != text:
            issues.append(f"{OUTPUT} is out of date: run python3 Benchmarks/scripts/isolation_table.py")
        for issue in issues:
            print("error: " + issue)
        sys.exit(1 if issues else 0)
    with open(OUTPUT, "w") as out:
        out.write(text)
    for issue in issues:
        print("error: " + issue)
    print(f"{OUTPUT}: {len(rows)} types")
    sys.exit(1 if issues else 0)


if __name__ == "__main__":
    main()
