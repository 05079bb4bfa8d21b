import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view whose touch area reaches 10 points past its bounds on every side.
@MainActor
private final class WideTouchView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}

/// A view that answers hit-tests itself, hiding its subtree.
@MainActor
private final class OpaqueToTouchesView: UIView {
    var asked = 0
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        asked += 1
        return self.point(inside: point, with: event) ? self : nil
    }
}

/// A view that calls super and passes on whatever it finds (as most overrides do).
@MainActor
private class CountingHitTestView: UIView {
    var asked = 0
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        asked += 1
        return super.hitTest(point, with: event)
    }
}

/// Inherits its superclass's override without one of its own.
@MainActor
private final class InheritedCountingView: CountingHitTestView {}

/// Trees far deeper than any screen would show: hit-testing and freeing take no stack per
/// level, and building one costs a bounded number of ancestor steps per view.
@MainActor @Suite struct DeepHierarchyTests {
    /// A chain of `depth` views, each 100 points square at the origin, under `parent`: the
    /// first is added to `parent`, then each next one to the one before (so every add happens
    /// at the bottom of a tree already in `parent`'s window). Returns the first and the last.
    private func buildChain(depth: Int, under parent: UIView) -> (top: UIView, bottom: UIView) {
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(top)
        var bottom = top
        for _ in 1..<depth {
            let next = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            bottom.addSubview(next)
            bottom = next
        }
        return (top, bottom)
    }

    @Test("A 50,000-deep chain built inside a window: linear ancestor walks, freed without a frame per level")
    func deepChainInWindow() {
        let depth = 50_000
        weak var bottomSeen: UIView?
        weak var topSeen: UIView?
        do {
            let app = HeadlessApp()
            let window = app.makeWindow()
            let viewSteps = UIView.ancestorWalkSteps
            let layerSteps = CALayer.ancestorWalkSteps
            let (top, bottom) = buildChain(depth: depth, under: window)
            // Linear: a walk to the root per add would take about depth²/2 = 1.25 × 10⁹.
            #expect(UIView.ancestorWalkSteps - viewSteps + CALayer.ancestorWalkSteps - layerSteps <= 4 * depth)
            #expect(bottom.window === window)
            #expect(bottom.isDescendant(of: top))
            // Hit-testing walks the chain in a loop (no call per level of plain views).
            #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === bottom)
            bottomSeen = bottom
            topSeen = top
            top.removeFromSuperview()
            #expect(bottom.window == nil)
        }
        // Freeing the top frees the chain one view (and layer) at a time.
        #expect(topSeen == nil)
        #expect(bottomSeen == nil)
    }

    @Test("A 200,000-deep chain of layers is freed without a stack frame per level")
    func deepLayerChain() {
        weak var bottomSeen: CALayer?
        do {
            let top = CALayer()
            var bottom = top
            for _ in 1..<200_000 {
                let next = CALayer()
                bottom.addSublayer(next)
                bottom = next
            }
            bottomSeen = bottom
        }
        #expect(bottomSeen == nil)
    }

    @Test("Overrides of hitTest and point(inside:) 2,000 levels down still decide the hit")
    func overridesDeepInChain() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let (_, aboveWide) = buildChain(depth: 2_000, under: window)
        // Deep down, a view whose touch area is 10 points wider than its 80-point bounds…
        let wide = WideTouchView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        aboveWide.addSubview(wide)
        let (_, belowWide) = buildChain(depth: 2_000, under: wide)
        // …whose chain ends in a view that answers for its own subtree…
        let opaque = OpaqueToTouchesView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        belowWide.addSubview(opaque)
        let (_, hidden) = buildChain(depth: 100, under: opaque)
        // …and, beside it in front, a view that inherits an override calling super.
        let counting = InheritedCountingView(frame: CGRect(x: 60, y: 0, width: 40, height: 40))
        belowWide.addSubview(counting)
        let (_, countingBottom) = buildChain(depth: 10, under: counting)

        // Inside the opaque view: it answers itself, never its subtree; the counting view,
        // in front, was asked first and missed.
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === opaque)
        #expect(opaque.asked == 1)
        #expect(counting.asked == 1)
        #expect(hidden.window === window)
        // In the counting view: super's answer (the bottom of its chain) comes through it.
        #expect(window.hitTest(CGPoint(x: 70, y: 10), with: nil) === countingBottom)
        #expect(counting.asked == 2)
        // Outside `wide`'s bounds but inside its touch area: the chain below it (100 points
        // square) takes the point down to `belowWide`, whose two subviews miss it.
        #expect(window.hitTest(CGPoint(x: 85, y: 85), with: nil) === belowWide)
        #expect(counting.asked == 3)
        // Outside the touch area: the view above `wide`.
        #expect(window.hitTest(CGPoint(x: 95, y: 95), with: nil) === aboveWide)
    }
}
