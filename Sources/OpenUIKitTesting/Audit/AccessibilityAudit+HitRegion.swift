import Foundation
import OpenUIKit

extension AccessibilityAudit {
    /// Interactive elements, and enabled controls that are not elements themselves (a bar's
    /// buttons, a control inside a cell), in reading order then view order.
    private func hitTargets() -> [(object: UIResponder, frame: CGRect, info: ViewInfo?)] {
        var seen: Set<ObjectIdentifier> = []
        var targets: [(object: UIResponder, frame: CGRect, info: ViewInfo?)] = []
        for element in elements where isInteractive(element.object) {
            if seen.insert(ObjectIdentifier(element.object)).inserted {
                targets.append((element.object, element.frame, element.info))
            }
        }
        for info in views {
            guard let control = info.view as? UIControl, control.isEnabled, info.enclosingElement == nil,
                !info.hiddenFromAccessibility, seen.insert(ObjectIdentifier(control)).inserted
            else { continue }
            targets.append((control, info.frame, info))
        }
        return targets
    }

    /// For a control or a view with a tap recognizer: the window's `hitTest` probed along the
    /// horizontal and vertical lines through a point that reaches the view (its centre, else
    /// the first of a 5 × 5 grid), a point apart, up to 44 pt beyond each edge; the touch area
    /// is the run of probes that reach the view or a subview. Other elements (a `.button`
    /// trait on a plain view, a standalone element) are measured by their frame.
    mutating func checkHitRegions() {
        let minimum = Self.minimumTarget
        for (object, frame, info) in hitTargets() {
            if let info, !isMeasurable(info) { continue }
            // Partly scrolled out of view: the rest of it can be scrolled back; measure it then.
            if let info, info.isInScrollView, info.visible.width < info.frame.width - 0.5 || info.visible.height < info.frame.height - 0.5 {
                continue
            }
            guard let view = object as? UIView, let info, view is UIControl || Self.hasTapRecognizer(view) else {
                if frame.width < minimum || frame.height < minimum {
                    report(
                        .hitRegion, object, frame: frame, compact: "Hit region too small",
                        "its frame is \(Self.points(frame.width)) × \(Self.points(frame.height)) pt; a touch target needs at least \(Self.points(minimum)) × \(Self.points(minimum)) pt")
                }
                continue
            }
            guard info.takesInteraction else {
                report(
                    .hitRegion, view, frame: frame, compact: "Hit region unreachable",
                    "it takes no touches: an ancestor has isUserInteractionEnabled off")
                continue
            }
            guard let anchor = reachingPoint(of: view, in: info.visible) else {
                let cover = window.hitTest(CGPoint(x: info.visible.midX, y: info.visible.midY), with: nil)
                let coverName = cover.map { AccessibilityAuditIssue.describe($0) } ?? "nothing"
                report(
                    .hitRegion, view, frame: frame, compact: "Hit region unreachable",
                    "hitTest never reaches it: touches on it go to \(coverName)")
                continue
            }
            guard frame.width < minimum || frame.height < minimum || !frame.contains(anchor) else { continue }
            let (width, cutWide) = reach(of: view, from: anchor, horizontal: true, frame: frame, clip: info.clip)
            let (height, cutHigh) = reach(of: view, from: anchor, horizontal: false, frame: frame, clip: info.clip)
            guard width < minimum || height < minimum else { continue }
            // Near a scroll view's edge the rest of the area can be scrolled into view.
            if info.isInScrollView, (width < minimum && cutWide) || (height < minimum && cutHigh) { continue }
            report(
                .hitRegion, view, frame: frame, compact: "Hit region too small",
                "hitTest reaches it over \(Self.points(width)) × \(Self.points(height)) pt (frame \(Self.points(frame.width)) × \(Self.points(frame.height)) pt); a touch target needs at least \(Self.points(minimum)) × \(Self.points(minimum)) pt")
        }
    }

    private func reaches(_ view: UIView, at point: CGPoint) -> Bool {
        guard window.bounds.contains(point), let hit = window.hitTest(point, with: nil) else { return false }
        return hit === view || hit.isDescendant(of: view)
    }

    private func reachingPoint(of view: UIView, in visible: CGRect) -> CGPoint? {
        let centre = CGPoint(x: visible.midX, y: visible.midY)
        if reaches(view, at: centre) { return centre }
        for row in 0..<5 {
            for column in 0..<5 {
                let point = CGPoint(
                    x: visible.minX + visible.width * (CGFloat(column) + 0.5) / 5,
                    y: visible.minY + visible.height * (CGFloat(row) + 0.5) / 5)
                if reaches(view, at: point) { return point }
            }
        }
        return nil
    }

    /// The length, in points, of the run of one-point probes through `anchor` that reach
    /// `view`, looking up to 44 pt beyond the frame on each side; and whether the run ended at
    /// the edge of what the view's clipping ancestors show (rather than where touches stop
    /// reaching it).
    private func reach(
        of view: UIView, from anchor: CGPoint, horizontal: Bool, frame: CGRect, clip: CGRect
    ) -> (length: CGFloat, cut: Bool) {
        let margin = Self.minimumTarget
        let low = (horizontal ? frame.minX : frame.minY) - margin
        let high = (horizontal ? frame.maxX : frame.maxY) + margin
        let start = horizontal ? anchor.x : anchor.y
        func probe(_ value: CGFloat) -> Bool {
            reaches(view, at: horizontal ? CGPoint(x: value, y: anchor.y) : CGPoint(x: anchor.x, y: value))
        }
        func shown(_ value: CGFloat) -> Bool {
            clip.contains(horizontal ? CGPoint(x: value, y: anchor.y) : CGPoint(x: anchor.x, y: value))
        }
        var count: CGFloat = 1
        var cut = false
        var value = start + 1
        while value <= high, probe(value) {
            count += 1
            value += 1
        }
        if value <= high, !shown(value) { cut = true }
        value = start - 1
        while value >= low, probe(value) {
            count += 1
            value -= 1
        }
        if value >= low, !shown(value) { cut = true }
        return (count, cut)
    }
}
