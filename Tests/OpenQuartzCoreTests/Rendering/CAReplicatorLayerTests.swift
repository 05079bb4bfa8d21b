import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

/// `CAReplicatorLayer`: the compositor paints the sublayers once per instance, each through
/// one more instance transform, tinted by the instance colour, with animations delayed per
/// instance; the model tree keeps the sublayers once.
@MainActor @Suite struct CAReplicatorLayerTests {
    @Test("Core Animation's defaults")
    func defaults() {
        let replicator = CAReplicatorLayer()
        #expect(replicator.instanceCount == 1)
        #expect(replicator.instanceDelay == 0)
        #expect(CATransform3DIsIdentity(replicator.instanceTransform))
        #expect(replicator.instanceColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(replicator.instanceRedOffset == 0 && replicator.instanceAlphaOffset == 0)
        #expect(replicator.preservesDepth == false)
    }

    @Test("Each instance lands one more instance transform along; the model keeps one sublayer")
    func positions() {
        let (root, replicator, _) = replicatorScene()
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        let (pixels, _) = render(root, size: CGSize(width: 100, height: 20))
        for x in [5, 25, 45] { #expect(pixels[x, 5] == rgba(1, 0, 0), "instance at \(x)") }
        for x in [15, 35, 65] { #expect(pixels[x, 5] == rgba(1, 1, 1), "gap at \(x)") }
        #expect(replicator.sublayers?.count == 1)
    }

    @Test("A rotation turns the instances about the replicator's centre, as spinners use it")
    func rotationAboutCentre() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40), white)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.addSublayer(layer(CGRect(x: 17, y: 0, width: 6, height: 6), red))
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(replicator)
        let (pixels, _) = render(root)
        // Top, right, bottom and left of the centre (20, 20).
        for (x, y) in [(20, 3), (37, 20), (20, 37), (3, 20)] { #expect(pixels[x, y] == rgba(1, 0, 0), "at \(x), \(y)") }
        #expect(pixels[20, 20] == rgba(1, 1, 1))
    }

    @Test("Instance colours: the instance colour plus the offsets times the index multiply the content")
    func colours() {
        let (root, replicator, _) = replicatorScene(white)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
        replicator.instanceGreenOffset = -0.5
        replicator.instanceAlphaOffset = -0.5
        #expect(replicator.colorOfInstance(2) == (1, 0, 0, 0))
        root.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let (pixels, _) = render(root, size: CGSize(width: 100, height: 20))
        #expect(close(pixels[5, 5], rgba(1, 1, 0)))
        // Instance 1: (1, 0.5, 0) at alpha 0.5 over black.
        #expect(close(pixels[25, 5], rgba(0.5, 0.25, 0)), "\(pixels[25, 5])")
        // Instance 2 has alpha 0: not painted.
        #expect(pixels[45, 5] == rgba(0, 0, 0))
        // The multiplication keeps to the dot: around it the background stays black.
        #expect(pixels[25, 15] == rgba(0, 0, 0))
    }

    @Test("A sublayer's animation runs instanceDelay later in each next instance, on the layer clock")
    func delayedAnimations() {
        let (root, replicator, dot) = replicatorScene()
        replicator.instanceCount = 4
        replicator.instanceDelay = 0.25
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.beginTime = 10
        dot.add(fade, forKey: "fade")
        CALayer.advanceAnimations(in: root, to: 10.5)
        #expect(abs(dot.renderingValues(delayedBy: 0).opacity - 0.5) < 1e-6)
        #expect(abs(dot.renderingValues(delayedBy: 0.25).opacity - 0.25) < 1e-6)
        #expect(dot.renderingValues(delayedBy: 0.5).opacity == 0, "just begun: the from value")
        #expect(dot.renderingValues(delayedBy: 0.75).opacity == 1, "not begun yet: the model value")
        let (pixels, _) = render(root, size: CGSize(width: 100, height: 20))
        #expect(close(pixels[5, 5], rgba(1, 0.5, 0.5)), "\(pixels[5, 5])")
        #expect(close(pixels[25, 5], rgba(1, 0.75, 0.75)), "\(pixels[25, 5])")
        #expect(pixels[45, 5] == rgba(1, 1, 1))
        #expect(pixels[65, 5] == rgba(1, 0, 0))
    }

    @Test("A change in an instance repaints every instance, wherever the copies are")
    func damageCoversInstances() {
        let (root, replicator, dot) = replicatorScene()
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        let host = BitmapHost()
        root.host = host
        let compositor = LayerCompositor(size: CGSize(width: 100, height: 20), scale: 1)!
        compositor.renderFrame(root)
        instantly { dot.backgroundColor = blue }
        let damage = compositor.renderFrame(root)
        #expect(damage.bounds.contains(CGRect(x: 0, y: 0, width: 50, height: 10)), "\(damage)")
        let pixels = Pixels(compositor.makeImage()!)
        for x in [5, 25, 45] { #expect(pixels[x, 5] == rgba(0, 0, 1), "instance at \(x)") }
    }
}
