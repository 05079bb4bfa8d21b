import Foundation

extension UIView {
    /// The alpha below which a view no longer takes touches.
    public static let hitTestMinimumAlpha: CGFloat = 0.01
}

extension UIView {
    /// Whether the view itself can take part in hit-testing: visible, opaque enough and
    /// accepting interaction.
    package var isHitTestable: Bool {
        // Compared in Float, the precision alpha is kept in (the layer's opacity).
        isUserInteractionEnabled && !isHidden && Float(alpha) >= Float(UIView.hitTestMinimumAlpha)
            && !isAnimatingWithoutInteraction
    }
}

// MARK: - The default hit-test, as a loop

// UIView's `hitTest(_:with:)` asks each subview, front to back, for its own `hitTest`, so a
// call per level of the tree: a chain tens of thousands of views deep overflows the stack.
// The walk below keeps its own stack of the views it is inside instead. Where a subview's
// class may override `hitTest(_:with:)` it is called, exactly as UIKit would (an override that
// calls `super` starts a walk of its own below it); where the class is known to use UIView's
// own implementation, the walk goes down into it without a call, which gives the same answer
// and the same trace. `point(inside:with:)` is always called through the view (an override
// of it is honoured everywhere); it does not recurse.
//
// Swift cannot ask whether a class overrides a method (reading the vtable out of class
// metadata depends on the runtime's private layout), and no probe can tell a class without
// an override from an override that only calls `super`, so "known to use UIView's own
// implementation" means exactly one of OpenUIKit's classes that do not override it: each such
// class answers `usesDefaultHitTest` (declared in UIView.swift) true for its own exact class,
// in its own file. Every other class, an app's subclass of UIView included, is called: such
// views take one call's worth of stack per level of the path.
extension UIView {
    /// UIView's `hitTest(_:with:)`: the receiver and its subviews, with a stack of the views
    /// the point is inside rather than a call per level.
    package func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard admitsHitTest(at: point, with: event) else { return nil }
        var inside = [HitTestLevel(view: self, point: point)]
        while let last = inside.indices.last {
            // The next subview to try, front to back; none left: the deepest view the point
            // is inside is the hit (had a subview been hit, the walk would have returned it).
            guard let (subview, converted) = inside[last].nextSubview() else { return inside[last].view }
            if subview.usesDefaultHitTest {
                if subview.admitsHitTest(at: converted, with: event) {
                    inside.append(HitTestLevel(view: subview, point: converted))
                }
            } else if let hit = subview.hitTest(converted, with: event) {
                return hit
            }
        }
        return nil
    }

    /// The checks UIView's `hitTest(_:with:)` makes of the receiver itself before its
    /// subviews: it takes touches and `point(inside:with:)` accepts the point. Traced.
    private func admitsHitTest(at point: CGPoint, with event: UIEvent?) -> Bool {
        let trace = event?.trace
        guard isHitTestable else {
            trace?.record(.hitTest, .hitTestVisit(view: traceName, point: point, outcome: .skipped(hitTestSkipReason)))
            return false
        }
        guard self.point(inside: point, with: event) else {
            trace?.record(.hitTest, .hitTestVisit(view: traceName, point: point, outcome: .outside))
            return false
        }
        trace?.record(.hitTest, .hitTestVisit(view: traceName, point: point, outcome: .inside))
        return true
    }

    private var hitTestSkipReason: String {
        if isHidden { return "hidden" }
        if !isUserInteractionEnabled { return "user interaction disabled" }
        if isAnimatingWithoutInteraction { return "animating" }
        return "alpha \(alpha)"
    }
}

/// One view a hit-test walk is inside: the point in its coordinates and the subviews still
/// to try (its sublayers as they were when the walk entered it, tried last to first).
@MainActor
private struct HitTestLevel {
    let view: UIView
    let point: CGPoint
    private let sublayers: [CALayer]
    private var remaining: Int

    init(view: UIView, point: CGPoint) {
        self.view = view
        self.point = point
        sublayers = view.layer.sublayerStorage
        remaining = sublayers.count
    }

    /// The next subview in front-to-back order and the point in its coordinates; nil when
    /// all were tried. Sublayers that are not views' layers (shape layers and the like) take
    /// no touches and are passed over.
    mutating func nextSubview() -> (UIView, CGPoint)? {
        while remaining > 0 {
            remaining -= 1
            guard let subview = sublayers[remaining].owningView else { continue }
            // Same as subview.convert(point, from: view), without the weak superview loads.
            return (subview, subview.pointFromSuperviewSpace(point))
        }
        return nil
    }
}
