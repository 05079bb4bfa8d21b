#!/usr/bin/env python3
"""Writes docs/API_COVERAGE.md: for each UIKit type apps use most (Benchmarks/scripts/
uikit_surface.txt), whether OpenUIKit declares it and which of its commonly used members exist,
read from the sources, so a newcomer learns what is there from a table instead of the compiler.

A member counts as present when a declaration with its name and exact argument labels is in a
file of the type (its own files, `Type+Concern.swift` extensions, files that extend it) or of a
type it inherits from or conforms to. The count of `UIKit divergence:` comments in the type's
own files points at documented differences (docs/DIVERGENCES.md explains each).

Usage (from the repository root):
    python3 Benchmarks/scripts/api_table.py          # rewrite docs/API_COVERAGE.md
    python3 Benchmarks/scripts/api_table.py --check  # fail if docs/API_COVERAGE.md is stale
"""
import os
import re
import sys

SURFACE = "Benchmarks/scripts/uikit_surface.txt"
OUTPUT = "docs/API_COVERAGE.md"
ROOTS = ["Sources/OpenUIKit", "Sources/OpenQuartzCore", "Sources/OpenCoreGraphics"]
MODULE_OF_ROOT = {"Sources/OpenUIKit": "OpenUIKit", "Sources/OpenQuartzCore": "OpenQuartzCore",
                  "Sources/OpenCoreGraphics": "OpenCoreGraphics"}

DECL = re.compile(r"^[ \t]*(?:@[\w]+(?:\([^)]*\))?\s+)*(?:(?:public|open|package|internal|private|fileprivate|final|nonisolated|indirect)\s+)*"
                  r"(class|struct|enum|protocol|actor|typealias)\s+(\w+)([^{=\n]*)", re.M)
EXTENSION = re.compile(r"^[ \t]*(?:(?:public|package|internal)\s+)?extension\s+([\w.]+)", re.M)


def read_sources():
    files = {}
    for root in ROOTS:
        for directory, _, names in os.walk(root):
            for name in sorted(names):
                if name.endswith(".swift"):
                    path = os.path.join(directory, name)
                    with open(path, encoding="utf-8") as handle:
                        files[path] = handle.read()
    return files


def index(files):
    """Maps a type name (plain and dotted for nested types) to its files, kind, supertypes."""
    types = {}
    for path, text in files.items():
        public = {}
        for match in DECL.finditer(text):
            kind, name, rest = match.group(1), match.group(2), match.group(3)
            line = text[match.start():match.end()]
            if name in ("var", "func", "let", "subscript") or not re.search(r"\b(public|open)\b", line):
                continue
            supers = []
            if kind != "typealias" and ":" in rest:
                supers = [s.strip().split("<")[0].split(".")[-1] for s in rest.split(":", 1)[1].split("where")[0].split(",")]
            entry = types.setdefault(name, {"files": set(), "kind": None, "supers": set(), "path": None})
            if entry["kind"] is None:
                entry["kind"], entry["path"] = kind, path
            entry["files"].add(path)
            entry["supers"].update(s for s in supers if s)
        for match in EXTENSION.finditer(text):
            name = match.group(1)
            for key in {name, name.split(".")[-1]}:
                types.setdefault(key, {"files": set(), "kind": None, "supers": set(), "path": None})["files"].add(path)
    # Nested types are declared inside `extension Outer {`: index them as Outer.Inner too.
    for path, text in files.items():
        for outer in EXTENSION.finditer(text):
            body = text[outer.end():]
            for match in DECL.finditer(body):
                if match.group(2) in types and types[match.group(2)]["path"] == path:
                    types.setdefault(outer.group(1) + "." + match.group(2), types[match.group(2)])
    return {k: v for k, v in types.items()}


def parameter_labels(text, open_index):
    """External labels of the parameter list that opens at text[open_index] == '('."""
    depth, start, parts, i = 0, open_index + 1, [], open_index
    while i < len(text):
        c = text[i]
        if c in "([<":
            depth += 1
        elif c in ")]>":
            if c == ">" and text[i - 1] == "-":
                i += 1
                continue
            depth -= 1
            if depth == 0:
                parts.append(text[start:i])
                break
        elif c == "," and depth == 1:
            parts.append(text[start:i])
            start = i + 1
        i += 1
    labels = []
    for part in parts:
        head = part.split(":", 1)[0].strip()
        if not head or ":" not in part:
            continue
        words = [w for w in head.split() if not w.startswith("@") and w not in ("inout", "isolated", "sending")]
        if words:
            labels.append((words[0], "=" in part.split(":", 1)[1]))
    return labels


def matches(declared, wanted):
    """Whether Apple's labels `wanted` call the declared parameters, leaving out only
    parameters that have default values."""
    if not wanted and not declared:
        return True
    if not declared:
        return False
    (label, defaulted), rest = declared[0], declared[1:]
    if wanted and wanted[0] == label and matches(rest, wanted[1:]):
        return True
    return defaulted and matches(rest, wanted)


def has_member(member, texts):
    function = re.fullmatch(r"([\w]+)\(((?:[\w_]+:)*)\)", member)
    if function:
        name, wanted = function.group(1), [l for l in function.group(2).split(":") if l]
        pattern = re.compile(r"\binit[?!]?\s*(?:<[^>]*>)?\s*\(" if name == "init" else r"\bfunc\s+" + re.escape(name) + r"\s*(?:<[^>]*>)?\s*\(")
        for text in texts:
            for match in pattern.finditer(text):
                if matches(parameter_labels(text, match.end() - 1), wanted):
                    return True
        return False
    pattern = re.compile(r"\b(?:var|let|case)\s+`?" + re.escape(member) + r"\b")
    return any(pattern.search(text) for text in texts)


def related_files(name, types, seen=None):
    seen = seen if seen is not None else set()
    if name in seen or name not in types:
        return set()
    seen.add(name)
    entry = types[name]
    files = set(entry["files"])
    for parent in entry["supers"]:
        files |= related_files(parent, types, seen)
    return files


def build():
    files = read_sources()
    types = index(files)
    sections, rows = [], []
    with open(SURFACE, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if line.startswith("## "):
                sections.append((line[3:], []))
            elif line and not line.startswith("#"):
                name, members = line.split(":", 1)
                sections[-1][1].append((name.strip(), [m.strip() for m in members.split(";") if m.strip()]))
    totals = {"types": 0, "declared": 0, "members": 0, "present": 0}
    out = ["# What exists of UIKit",
           "",
           "Generated by `python3 Benchmarks/scripts/api_table.py` from the sources and the list of the",
           "UIKit API apps use most (`Benchmarks/scripts/uikit_surface.txt`); `--check` fails when this",
           "file is stale. Do not edit by hand.",
           "",
           "A type is **complete** when every listed member is declared with Apple's name and argument",
           "labels, **partial** when some are, and **missing** when OpenUIKit does not declare it. A",
           "member that exists may still differ in behaviour: the *divergences* column counts the",
           "`UIKit divergence:` comments in the type's own files, each explained in",
           "[DIVERGENCES.md](DIVERGENCES.md). The lists name what apps use, not all of UIKit.",
           ""]
    body = []
    for title, entries in sections:
        body += [f"## {title}", "", "| Type | Status | Members | Divergences | Not yet declared |", "|---|---|---|---|---|"]
        for name, members in entries:
            totals["types"] += 1
            totals["members"] += len(members)
            key = name if name in types else name.split(".")[-1]
            declared = key in types
            if not declared:
                body.append(f"| `{name}` | missing | 0 of {len(members)} | – | all |")
                continue
            totals["declared"] += 1
            texts = [files[p] for p in sorted(related_files(key, types))]
            found = [m for m in members if has_member(m, texts)]
            absent = [m for m in members if m not in found]
            totals["present"] += len(found)
            own = [files[p] for p in sorted(types[key]["files"])]
            divergences = sum(t.count("UIKit divergence") for t in own)
            status = "complete" if not absent else "partial"
            if types[key]["kind"] is None:
                status += " (extends Foundation's type)"
            absent_text = ", ".join(f"`{m}`" for m in absent) if absent else "–"
            body.append(f"| `{name}` | {status} | {len(found)} of {len(members)} | {divergences} | {absent_text} |")
        body.append("")
    out += [f"**{totals['declared']} of {totals['types']} types declared; {totals['present']} of "
            f"{totals['members']} listed members.**", ""]
    return "\n".join(out + body).rstrip("\n") + "\n"


def main():
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    text = build()
    if "--check" in sys.argv:
        current = open(OUTPUT, encoding="utf-8").read() if os.path.exists(OUTPUT) else ""
        if current != text:
            sys.exit(f"{OUTPUT} is stale: run python3 Benchmarks/scripts/api_table.py")
        return
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"wrote {OUTPUT}")


if __name__ == "__main__":
    main()
