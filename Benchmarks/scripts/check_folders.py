#!/usr/bin/env python3
"""Guards the folder layering that docs/ARCHITECTURE.md ("Folder dependencies") describes.

The only cycles allowed between folders are the ones UIKit's object model forces. This script
recomputes the graphs with folder_graph.py's reader and fails, naming the folders, when:
- OpenUIKit's `Support/` uses any other folder (it is the layer below everything);
- with the edges of UIKit's two hubs left out (HUBS below: the view controller above the views,
  responders and trait environments; the application and its screen above what they own), a
  cycle joins folders that no allowed component below contains;
- OpenQuartzCore has a cycle outside {(root), Animation, Rendering} (Core Animation's layer /
  animation / transition-drawing loop), or OpenUIKitTesting has any cycle.

Usage (from the repository root):
    python3 Benchmarks/scripts/check_folders.py           # the check (make check-folders)
    python3 Benchmarks/scripts/check_folders.py --report  # OpenUIKit's graph with the hubs cut
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import folder_graph  # noqa: E402

# Hub 1: a view's next responder is its view controller, a window has a root view controller,
# a controller is a trait environment, a context menu's preview is a view controller. Hub 2: the
# application owns the windows, the event stream and the action path, and UIScreen and
# UIUserInterfaceLayoutDirection are declared beside it.
HUBS = [
    ("Views", "ViewControllers"), ("Responders", "ViewControllers"), ("Traits", "ViewControllers"),
    ("Menus", "ViewControllers"),
    ("Views", "Application"), ("Events", "Application"), ("Responders", "Application"),
    ("Traits", "Application"), ("Accessibility", "Application"), ("Animation", "Application"),
    ("Controls", "Application"), ("TableView", "Application"), ("CollectionView", "Application"),
]

# The components that may remain once the hubs are cut, each forced by UIKit's API (the
# pairs are argued one by one in docs/ARCHITECTURE.md). A component may shrink; it may not grow
# or appear elsewhere.
ALLOWED = {
    "OpenUIKit": [
        {"Accessibility", "Animation", "AutoLayout", "Events", "FrameCycle", "Gestures",
         "Images", "Responders", "Traits", "Views"},
        {"Application", "ViewControllers"},
        {"Controls", "Menus"},
    ],
    "OpenQuartzCore": [{folder_graph.ROOT_FOLDER, "Animation", "Rendering"}],
    "OpenUIKitTesting": [],
}


def components(target, cuts):
    """The target's edges and its cycles (components of more than one folder), `cuts` left out."""
    folder_graph.CUTS[:] = cuts
    folders, edges, _ = folder_graph.analyse(os.path.join("Sources", target))
    adjacency = {f: sorted({b for (a, b) in edges if a == f}) for f in folders}
    return edges, [set(c) for c in folder_graph.tarjan(folders, adjacency) if len(c) > 1]


def main(argv):
    if argv == ["--report"]:
        folder_graph.CUTS[:] = HUBS
        folder_graph.report("OpenUIKit", os.path.join("Sources", "OpenUIKit"), 1)
        return 0
    if argv:
        print(__doc__, file=sys.stderr)
        return 2
    problems = []
    edges, _ = components("OpenUIKit", [])
    below = sorted(b for (a, b) in edges if a == "Support")
    if below:
        problems.append(("OpenUIKit", f"Support/ must use no other folder, but uses {', '.join(below)}"))
    for target, allowed in ALLOWED.items():
        _, found = components(target, HUBS if target == "OpenUIKit" else [])
        for comp in found:
            if not any(comp <= ok for ok in allowed):
                problems.append((target, "a cycle UIKit does not force joins "
                                         f"{{{', '.join(sorted(comp))}}}"))
    for target, text in problems:
        print(f"error: {target}: {text} (docs/ARCHITECTURE.md, Folder dependencies; "
              f"`python3 Benchmarks/scripts/folder_graph.py {target} --sites 5` shows the sites)")
    if not problems:
        print("check-folders: Support/ uses no folder; every cycle left is one UIKit's model forces")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
