#!/usr/bin/env python3
"""Checks that the iOS corpus (iOS/) still contains every idiom it exists to exercise and is at
least 3,000 lines of code (non-blank, non-comment Swift lines). Prints one count per idiom and
exits 1 naming any idiom that is gone, or when the corpus is too short. --lines prints only the
line count (docs/PORTING.md records it)."""

import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "iOS")
MINIMUM_LINES = 3000

# (idiom, regular expression over a whole file's text)
IDIOMS = [
    ("#selector target-action on a control", r"addTarget\(self, action: #selector\("),
    ("#selector on a gesture recognizer", r"GestureRecognizer\(target: self, action: #selector\("),
    ("#selector on a bar button item", r"UIBarButtonItem\([^)]*target: self, action: #selector\("),
    ("#selector NotificationCenter observer", r"addObserver\(self, selector: #selector\("),
    ("#selector CADisplayLink", r"CADisplayLink\(target: self, selector: #selector\("),
    ("@objc method", r"@objc (?:private |fileprivate |internal )?func "),
    ("@objc protocol", r"@objc protocol "),
    ("@objc optional requirement", r"@objc optional func "),
    ("optional requirement call delegate?.m?(...)", r"delegate\?\.\w+\?\("),
    ("@IBOutlet set in code", r"@IBOutlet (?:weak |private\(set\) )?var "),
    ("@IBInspectable", r"@IBInspectable var "),
    ("@IBDesignable", r"@IBDesignable\s+class "),
    ("layer helper struct making CAShapeLayer", r"(?s)\nstruct \w+ \{.*?CAShapeLayer\(\)"),
    ("layer helper struct making CABasicAnimation", r"(?s)\nstruct \w+ \{.*?CABasicAnimation\(keyPath:"),
    ("layer helper struct making CAKeyframeAnimation", r"(?s)\nstruct \w+ \{.*?CAKeyframeAnimation\(keyPath:"),
    ("deinit removing observers", r"deinit \{\s*NotificationCenter\.default\.removeObserver\("),
    ("deinit in a view controller", r"class \w+: UIViewController\b[^{]*\{(?:(?!\nclass ).)*?deinit \{"),
    ("deinit in a view", r"class \w+: UIView\b[^{]*\{(?:(?!\nclass ).)*?deinit \{"),
    ("keyframes with NSValue(cgPoint:)", r"NSValue\(cgPoint:"),
    ("keyframes with NSValue(caTransform3D:)", r"NSValue\(caTransform3D:"),
    ("custom flow layout snapping a flick",
     r"UICollectionViewFlowLayout \{(?:(?!\nclass ).)*?override func targetContentOffset\(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint\)"),
    ("override tintColorDidChange()", r"override func tintColorDidChange\(\) \{"),
    ("override layoutSublayers(of:)", r"override func layoutSublayers\(of layer: CALayer\) \{"),
    ("cell override init(style:reuseIdentifier:)", r"override init\(style: UITableViewCell\.CellStyle, reuseIdentifier: String\?\)"),
    ("required init?(coder:)", r"required init\?\(coder: NSCoder\)"),
    ("Auto Layout anchors", r"\.constraint\(equalTo: \w+\.\w+Anchor"),
    ("TN2154 content pinned to the scroll view's edges",
     r"\.bottomAnchor\.constraint\(equalTo: scrollView\.bottomAnchor\)"),
    ("activity-indicator-style loader", r"class LoaderView: UIView"),
    ("rating control", r"class RatingControl: UIControl"),
    ("range slider", r"class RangeSlider: UIControl"),
    ("marquee label", r"class MarqueeLabel: UIView"),
    ("carousel layout", r"class CarouselFlowLayout: UICollectionViewFlowLayout"),
    ("notes-style screen", r"class NotesListViewController: UIViewController"),
]


def swift_files():
    for folder, _, names in os.walk(CORPUS):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(folder, name)


def code_lines(text):
    count = 0
    in_block = False
    for line in text.splitlines():
        stripped = line.strip()
        if in_block:
            if "*/" in stripped:
                in_block = False
            continue
        if not stripped or stripped.startswith("//"):
            continue
        if stripped.startswith("/*"):
            in_block = "*/" not in stripped
            continue
        count += 1
    return count


def main():
    texts = {}
    for path in swift_files():
        with open(path, encoding="utf-8") as source:
            texts[os.path.relpath(path, CORPUS)] = source.read()
    lines = sum(code_lines(text) for text in texts.values())
    if "--lines" in sys.argv:
        print(lines)
        return 0
    missing = []
    width = max(len(name) for name, _ in IDIOMS)
    for name, pattern in IDIOMS:
        expression = re.compile(pattern, re.S)
        count = sum(len(expression.findall(text)) for text in texts.values())
        print("%-*s %4d" % (width, name, count))
        if count == 0:
            missing.append(name)
    print("%-*s %4d (%d files)" % (width, "lines of code", lines, len(texts)))
    status = 0
    if missing:
        print("check_idioms: the corpus lost: " + "; ".join(missing), file=sys.stderr)
        status = 1
    if lines < MINIMUM_LINES:
        print("check_idioms: %d lines of code, fewer than %d" % (lines, MINIMUM_LINES), file=sys.stderr)
        status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
