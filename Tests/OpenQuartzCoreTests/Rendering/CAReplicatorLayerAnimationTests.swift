import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

/// A replicator's own properties animate through the layer animation machinery (explicit
/// animations and implicit actions), and `instanceDelay` reaches every layer under the
/// replicator, not only its direct sublayers.
@MainActor @Suite struct CAReplicatorLayerAnimationTests {
    /// A linear animation of `keyPath` from `from` to `to` over 1 s starting at time 10.
    private func animation(_ keyPath: String, from: Any, to: Any) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        animation.beginTime = 10
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    private func presented(_ replicator: CAReplicatorLayer) -> CAReplicatorLayer {
        replicator.renderingValues as! CAReplicatorLayer
    }

    @Test("Every replicator property but preservesDepth is an animatable key path")
    func keyPaths() {
        for key in [
            "instanceCount", "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset",
            "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
        ] {
            #expect(AnimatableProperty.named(key) != nil, "\(key)")
        }
        #expect(AnimatableProperty.named("preservesDepth") == nil)
    }

    @Test("instanceTransform animates: halfway, the next instance is halfway between the two steps")
    func instanceTransform() {
        let (root, replicator, _) = replicatorScene()
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(60, 0, 0)
        replicator.add(
            animation(
                "instanceTransform", from: CATransform3DMakeTranslation(20, 0, 0), to: CATransform3DMakeTranslation(60, 0, 0)),
            forKey: "move")
        CALayer.advanceAnimations(in: root, to: 10.5)
        #expect(presented(replicator).instanceTransform.m41 == 40)
        #expect(replicator.instanceTransform.m41 == 60, "the model keeps its value")
        let (pixels, _) = render(root, size: CGSize(width: 100, height: 20))
        #expect(pixels[5, 5] == rgba(1, 0, 0))
        #expect(pixels[45, 5] == rgba(1, 0, 0), "instance 1 at 40")
        #expect(pixels[25, 5] == rgba(1, 1, 1) && pixels[65, 5] == rgba(1, 1, 1))
        CALayer.advanceAnimations(in: root, to: 12)
        let (after, _) = render(root, size: CGSize(width: 100, height: 20))
        #expect(after[65, 5] == rgba(1, 0, 0) && after[45, 5] == rgba(1, 1, 1), "removed: the model value")
    }

    @Test("instanceColor and the offsets animate as colours and numbers")
    func colours() {
        let (root, replicator, _) = replicatorScene(white)
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.add(animation("instanceColor", from: white, to: CGColor(red: 0, green: 0, blue: 1, alpha: 1)), forKey: "tint")
        replicator.add(animation("instanceBlueOffset", from: 0, to: -1), forKey: "fade")
        CALayer.advanceAnimations(in: root, to: 10.5)
        let values = presented(replicator)
        let color = values.instanceColor?.rgba
        #expect(color?.red == 0.5 && color?.green == 0.5 && color?.blue == 1 && color?.alpha == 1)
        #expect(values.instanceBlueOffset == -0.5)
        let (pixels, _) = render(root, size: CGSize(width: 100, height: 20))
        // The white dot multiplied by (0.5, 0.5, 1), then by (0.5, 0.5, 0.5) for instance 1.
        #expect(close(pixels[5, 5], rgba(0.5, 0.5, 1)), "\(pixels[5, 5])")
        #expect(close(pixels[25, 5], rgba(0.5, 0.5, 0.5)), "\(pixels[25, 5])")
    }

    @Test("instanceCount animates as a number and shows its whole part")
    func instanceCount() {
        let (root, replicator, _) = replicatorScene()
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceCount = 5
        replicator.add(animation("instanceCount", from: 1, to: 5), forKey: "grow")
        CALayer.advanceAnimations(in: root, to: 10.5)
        #expect(presented(replicator).instanceCount == 3)
        CALayer.advanceAnimations(in: root, to: 10.7)
        #expect(presented(replicator).instanceCount == 3, "3.8 shows 3")
        let (pixels, _) = render(root, size: CGSize(width: 100, height: 20))
        for x in [5, 25, 45] { #expect(pixels[x, 5] == rgba(1, 0, 0), "instance at \(x)") }
        #expect(pixels[65, 5] == rgba(1, 1, 1), "instance 3 not yet")
    }

    @Test("A change to a shown replicator animates implicitly; a disabled transaction sets it at once")
    func implicitActions() {
        let root = CALayer()
        let replicator = CAReplicatorLayer()
        root.addSublayer(replicator)
        root.commitChanges { _, _ in }
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        replicator.instanceAlphaOffset = -0.5
        replicator.instanceDelay = 0.2
        CATransaction.commit()
        #expect(Set(replicator.animationKeys() ?? []) == ["instanceTransform", "instanceAlphaOffset", "instanceDelay"])
        CALayer.advanceAnimations(in: root, to: 3)
        CALayer.advanceAnimations(in: root, to: 3.25)
        let values = presented(replicator)
        #expect(values.instanceTransform.m41 == 10)
        #expect(values.instanceAlphaOffset == -0.125)
        #expect(abs(values.instanceDelay - 0.05) < 1e-12)
        instantly { replicator.instanceCount = 4 }
        #expect(replicator.animation(forKey: "instanceCount") == nil)
    }

    @Test("instanceDelay delays the animations of layers deeper than the replicator's sublayers")
    func delayReachesDeeperLayers() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 20), white)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        let holder = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let dot = layer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
        holder.addSublayer(dot)
        replicator.addSublayer(holder)
        root.addSublayer(replicator)
        replicator.instanceCount = 4
        replicator.instanceDelay = 0.25
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        dot.add(animation("opacity", from: 0, to: 1), forKey: "fade")
        CALayer.advanceAnimations(in: root, to: 10.5)
        let (pixels, _) = render(root, size: CGSize(width: 100, height: 20))
        #expect(close(pixels[5, 5], rgba(1, 0.5, 0.5)), "\(pixels[5, 5])")
        #expect(close(pixels[25, 5], rgba(1, 0.75, 0.75)), "\(pixels[25, 5])")
        #expect(pixels[45, 5] == rgba(1, 1, 1), "just begun: opacity 0")
        #expect(pixels[65, 5] == rgba(1, 0, 0), "not begun yet: the model value")
    }

    @Test("Nested replicators add their delays")
    func nestedDelays() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 40), white)
        let outer = CAReplicatorLayer()
        outer.frame = root.bounds
        outer.instanceCount = 2
        outer.instanceDelay = 0.5
        outer.instanceTransform = CATransform3DMakeTranslation(0, 20, 0)
        let inner = CAReplicatorLayer()
        inner.frame = root.bounds
        inner.instanceCount = 2
        inner.instanceDelay = 0.25
        inner.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        let dot = layer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
        inner.addSublayer(dot)
        outer.addSublayer(inner)
        root.addSublayer(outer)
        dot.add(animation("opacity", from: 0, to: 1), forKey: "fade")
        CALayer.advanceAnimations(in: root, to: 10.75)
        let (pixels, _) = render(root, size: CGSize(width: 100, height: 40))
        #expect(close(pixels[5, 5], rgba(1, 0.25, 0.25)), "delay 0: \(pixels[5, 5])")
        #expect(close(pixels[25, 5], rgba(1, 0.5, 0.5)), "delay 0.25: \(pixels[25, 5])")
        #expect(close(pixels[5, 25], rgba(1, 0.75, 0.75)), "delay 0.5: \(pixels[5, 25])")
        #expect(pixels[25, 25] == rgba(1, 1, 1), "delay 0.75: just begun")
    }
}
