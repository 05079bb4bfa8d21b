#!/usr/bin/env python3
"""Folder dependency graph of a library target, printed as markdown.

A folder A depends on a folder B when a Swift file in A names a type (class, struct, enum,
protocol, actor, typealias), a top-level function, or a top-level constant or variable that is
declared in B. Only the target's top-level folders count (Views/StackView is Views); files
directly in the target's folder form the folder "(root)".

How it reads the sources (a rough lexer, not a compiler):
- declarations are found at column 0 only, so nested types (`UITableView.Style`) belong to their
  outer type, whose name is what other files write; private and fileprivate declarations are
  visible only in their own file and are left out of the table;
- `extension X` makes its file name X (an edge to X's folder), but X is declared where its
  class/struct/enum/protocol/actor/typealias is;
- comments and string literals (single and triple quoted) are blanked before identifiers are
  collected, but the code inside a string's interpolations is kept; a name declared in more
  than one folder is reported and counted for each.
Each strongly connected component (Tarjan) with more than one folder is also given an order,
lowest first, that keeps the references going upward few (Eades-Lin-Smyth, then moves of one
folder at a time), and those upward edges are listed with their first sites: they are the
edges that close the component's cycles.
Members added by an extension in another folder (`extension UIView { func foo() }`) are not
tracked: a call to `view.foo()` names no type. The graph is a lower bound of that kind.

Usage (from the repository root):
    python3 Benchmarks/scripts/folder_graph.py                 # OpenUIKit, OpenQuartzCore, OpenUIKitTesting
    python3 Benchmarks/scripts/folder_graph.py OpenUIKit --sites 5
    python3 Benchmarks/scripts/folder_graph.py OpenUIKit --order Application,Responders,...
        (a component's folders lowest first: lists the edges going up against that order
        instead of the order the script finds itself)
    python3 Benchmarks/scripts/folder_graph.py OpenUIKit --move Images/UIImageView.swift=Views \
        --cut 'Views>Text'
        (what-if: count a file in another folder, or leave an edge out, to see which cycles a
        change would break; paths are inside the target, edges are From>To)
Output is deterministic (sorted everywhere).
"""
import os
import re
import sys

ROOT_FOLDER = "(root)"
MODIFIERS = r"(?:(?:public|package|open|internal|private|fileprivate|final|indirect|nonisolated|" \
            r"@MainActor|@preconcurrency|@frozen|@usableFromInline|@_spi\(\w+\)|" \
            r"@available\([^)]*\)|@propertyWrapper|@resultBuilder|@dynamicMemberLookup|" \
            r"@objc|@unchecked|@discardableResult|@inlinable|@inline\(\w+\))\s+)*"
TYPE_DECL = re.compile(r"^" + MODIFIERS + r"(class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_]\w*)")
EXT_DECL = re.compile(r"^" + MODIFIERS + r"extension\s+([A-Za-z_][\w.]*)")
FUNC_DECL = re.compile(r"^" + MODIFIERS + r"func\s+([A-Za-z_]\w*)")
VAR_DECL = re.compile(r"^" + MODIFIERS + r"(?:let|var)\s+([A-Za-z_]\w*)")
PRIVATE = re.compile(r"^(?:\S+\s+)*?(private|fileprivate)\s")
IDENT = re.compile(r"[A-Za-z_]\w*")


def strip_code(text):
    """Blanks comments and string literals, keeping newlines so line numbers stay right."""
    out = []
    i, n = 0, len(text)
    depth_block = 0
    while i < n:
        c = text[i]
        if depth_block:
            if text.startswith("/*", i):
                depth_block += 1; i += 2; continue
            if text.startswith("*/", i):
                depth_block -= 1; i += 2; continue
            out.append("\n" if c == "\n" else " "); i += 1; continue
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i)); i = j; continue
        if text.startswith("/*", i):
            depth_block = 1; i += 2; out.append("  "); continue
        if c == '#' and i + 1 < n and text[i + 1] == '"':
            i += 1; out.append(" "); continue  # raw string: treat like a plain one
        if text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append("".join("\n" if ch == "\n" else " " for ch in text[i:j])); i = j; continue
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                if text[j] == "\\":
                    if j + 1 < n and text[j + 1] == "(":
                        # interpolation: skip to the matching parenthesis, keep its code
                        depth, k = 1, j + 2
                        while k < n and depth:
                            if text[k] == "(": depth += 1
                            elif text[k] == ")": depth -= 1
                            k += 1
                        out.append(" " * (j - i)); out.append(" " + text[j + 1:k]); i = k
                        j = i
                        continue
                    j += 2; continue
                j += 1
            out.append(" " * (j + 1 - i)); i = j + 1; continue
        out.append(c); i += 1
    return "".join(out)


def swift_files(target_dir):
    result = []
    for dirpath, dirnames, filenames in os.walk(target_dir):
        dirnames.sort()
        for f in sorted(filenames):
            if f.endswith(".swift"):
                path = os.path.join(dirpath, f)
                rel = os.path.relpath(path, target_dir)
                parts = rel.split(os.sep)
                folder = parts[0] if len(parts) > 1 else ROOT_FOLDER
                folder = MOVES.get(rel.replace(os.sep, "/"), folder)
                result.append((folder, path))
    return sorted(result, key=lambda p: (p[0], p[1]))


def analyse(target_dir):
    files = swift_files(target_dir)
    stripped = {}
    declared = {}        # name -> set of folders
    private_in_file = {}  # path -> names declared private/fileprivate there
    for folder, path in files:
        with open(path, encoding="utf-8") as fh:
            code = strip_code(fh.read())
        stripped[path] = code
        mine = set()
        for line in code.split("\n"):
            if not line or line[0].isspace():
                continue
            m = TYPE_DECL.match(line)
            name = m.group(2) if m else None
            if not name:
                m = FUNC_DECL.match(line) or VAR_DECL.match(line)
                name = m.group(1) if m else None
            if not name:
                continue
            if PRIVATE.match(line):
                mine.add(name)
                continue
            declared.setdefault(name, set()).add(folder)
        private_in_file[path] = mine
    edges = {}  # (a, b) -> list of (path, line, name)
    for folder, path in files:
        own_private = private_in_file[path]
        for lineno, line in enumerate(stripped[path].split("\n"), 1):
            for ident in set(IDENT.findall(line)):
                if ident in own_private or ident not in declared:
                    continue
                for other in declared[ident]:
                    if other != folder:
                        edges.setdefault((folder, other), []).append((path, lineno, ident))
    for cut in CUTS:
        edges.pop(cut, None)
    folders = sorted({f for f, _ in files})
    ambiguous = {n: sorted(fs) for n, fs in declared.items() if len(fs) > 1}
    for key in edges:
        edges[key].sort()
    return folders, edges, ambiguous


def tarjan(nodes, adjacency):
    index, low, on_stack, stack, sccs = {}, {}, set(), [], []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]; counter[0] += 1
        stack.append(v); on_stack.add(v)
        for w in adjacency.get(v, []):
            if w not in index:
                visit(w); low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop(); on_stack.discard(w); comp.append(w)
                if w == v:
                    break
            sccs.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in nodes:
        if v not in index:
            visit(v)
    return sccs


def given_order(comp, edges, order):
    """The upward edges of a component against an order given lowest first (--order)."""
    missing = sorted(set(comp) - set(order))
    if missing:
        sys.exit(f"--order leaves out {', '.join(missing)}")
    order = [v for v in order if v in comp]
    pos = {v: i for i, v in enumerate(order)}
    weight = [(a, b) for (a, b) in edges if a in comp and b in comp]
    upward = sorted(((a, b) for (a, b) in weight if pos[a] < pos[b]), key=lambda e: (pos[e[0]], pos[e[1]]))
    return order, upward


def layer_order(comp, edges):
    """Orders a component's folders lowest first so that the references going upward (a folder
    using one placed above it) weigh as little as the Eades-Lin-Smyth heuristic, followed by
    adjacent swaps, can make them. Those upward edges are what closes the cycles."""
    weight = {(a, b): len(r) for (a, b), r in edges.items() if a in comp and b in comp}
    remaining = set(comp)
    low, high = [], []  # low: folders using nothing left (placed first); high: used by nothing left

    def out_w(v): return sum(w for (a, b), w in weight.items() if a == v and b in remaining and b != v)
    def in_w(v): return sum(w for (a, b), w in weight.items() if b == v and a in remaining and a != v)

    while remaining:
        changed = True
        while changed:
            changed = False
            for v in sorted(remaining):
                if out_w(v) == 0:
                    low.append(v); remaining.discard(v); changed = True
                elif in_w(v) == 0:
                    high.insert(0, v); remaining.discard(v); changed = True
        if remaining:
            v = max(sorted(remaining), key=lambda x: in_w(x) - out_w(x))
            low.append(v); remaining.discard(v)
    order = low + high

    def cost(o):
        pos = {v: i for i, v in enumerate(o)}
        return sum(w for (a, b), w in weight.items() if pos[a] < pos[b])

    best = cost(order)
    improved = True
    while improved:
        improved = False
        for i in range(len(order)):
            for j in range(len(order)):
                if i == j:
                    continue
                trial = order[:i] + order[i + 1:]
                trial.insert(j, order[i])
                c = cost(trial)
                if c < best:
                    order, best, improved = trial, c, True
    pos = {v: i for i, v in enumerate(order)}
    upward = sorted(((a, b) for (a, b) in weight if pos[a] < pos[b]), key=lambda e: (pos[e[0]], pos[e[1]]))
    return order, upward


def layers(nodes, adjacency, sccs):
    """Condensation levels: a component's level is 1 + the highest level of what it uses."""
    comp_of = {v: i for i, c in enumerate(sccs) for v in c}
    level = {}
    for i, comp in enumerate(sccs):  # Tarjan emits components in reverse topological order
        deps = {comp_of[w] for v in comp for w in adjacency.get(v, []) if comp_of[w] != i}
        level[i] = 1 + max((level[d] for d in deps), default=-1)
    return comp_of, level


def report(target, target_dir, sites):
    folders, edges, ambiguous = analyse(target_dir)
    adjacency = {f: sorted({b for (a, b) in edges if a == f}) for f in folders}
    sccs = tarjan(folders, adjacency)
    comp_of, level = layers(folders, adjacency, sccs)
    print(f"## {target}\n")
    print(f"{len(folders)} folders, {len(edges)} edges.\n")
    print("### Folder → folders it uses (references)\n")
    for f in folders:
        uses = ", ".join(f"{b} ({len(edges[(f, b)])})" for b in adjacency[f]) or "—"
        print(f"- **{f}** → {uses}")
    print("\n### Layers (level 0 uses nothing; a cycle shares one level)\n")
    by_level = {}
    for i, comp in enumerate(sccs):
        by_level.setdefault(level[i], []).append(comp)
    for lv in sorted(by_level):
        comps = sorted(by_level[lv])
        text = ", ".join(c[0] if len(c) == 1 else "{" + ", ".join(c) + "}" for c in comps)
        print(f"{lv}. {text}")
    print("\n### Strongly connected components with more than one folder\n")
    big = sorted((c for c in sccs if len(c) > 1), key=lambda c: (-len(c), c))
    if not big:
        print("None: the graph is acyclic.")
    for comp in big:
        print(f"- {{{', '.join(comp)}}} ({len(comp)} folders)")
        members = set(comp)
        for (a, b) in sorted(edges):
            if a in members and b in members:
                refs = edges[(a, b)]
                names = sorted({n for _, _, n in refs})
                where = "; ".join(f"{os.path.relpath(p)}:{ln} `{n}`" for p, ln, n in refs[:sites])
                print(f"  - {a} → {b}: {len(refs)} refs, names {', '.join(names[:12])}"
                      f"{' …' if len(names) > 12 else ''} — {where}")
    for comp in big:
        if ORDER and set(comp) <= set(ORDER):
            order, upward = given_order(comp, edges, ORDER)
        else:
            order, upward = layer_order(comp, edges)
        print(f"\n### Inside {{{', '.join(comp[:3])}{', …' if len(comp) > 3 else ''}}}: an order, lowest first, and the edges going up\n")
        print(" < ".join(order) + "\n")
        total = sum(len(edges[e]) for e in upward)
        print(f"{len(upward)} upward edges, {total} references; removing all of them leaves no cycle:\n")
        for a, b in upward:
            refs = edges[(a, b)]
            names = sorted({n for _, _, n in refs})
            files = sorted({os.path.relpath(p) for p, _, _ in refs})
            where = "; ".join(f"{os.path.relpath(p)}:{ln} `{n}`" for p, ln, n in refs[:sites])
            print(f"- {a} → {b} ({len(refs)} refs in {len(files)} files: {', '.join(names)}) — {where}")
    if ambiguous:
        print("\n### Names declared in more than one folder (counted for each)\n")
        for n in sorted(ambiguous):
            print(f"- `{n}`: {', '.join(ambiguous[n])}")
    print()


ORDER = []
MOVES = {}  # file path inside the target -> folder it is counted in (--move)
CUTS = []   # edges left out (--cut)


def main(argv):
    sites = 3
    if "--order" in argv:
        k = argv.index("--order"); ORDER.extend(argv[k + 1].split(",")); del argv[k:k + 2]
    while "--move" in argv:
        k = argv.index("--move")
        for item in argv[k + 1].split(","):
            path, folder = item.split("=")
            MOVES[path] = folder
        del argv[k:k + 2]
    while "--cut" in argv:
        k = argv.index("--cut")
        CUTS.extend(tuple(item.split(">")) for item in argv[k + 1].split(","))
        del argv[k:k + 2]
    if "--sites" in argv:
        k = argv.index("--sites"); sites = int(argv[k + 1]); del argv[k:k + 2]
    targets = argv or ["OpenUIKit", "OpenQuartzCore", "OpenUIKitTesting"]
    for t in targets:
        report(t, os.path.join("Sources", t), sites)


if __name__ == "__main__":
    main(sys.argv[1:])
