import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

/// `shouldRasterize`: the layer's subtree is painted into a bitmap once and the bitmap is
/// reused until something in the subtree changes.
@MainActor @Suite struct RasterizationTests {
    private let host = BitmapHost()

    /// A window's frame: the layers' pending layout (new layers ask for one), then the
    /// compositor's commit and repaint.
    @discardableResult
    private func frame(_ compositor: LayerCompositor, _ root: CALayer) -> DamageRegion {
        LayerTreeWalker().layout(root)
        return compositor.renderFrame(root)
    }

    /// A white 100 × 100 root with a rasterized red 40 × 40 card at (10, 10) holding a blue
    /// 10 × 10 badge; a green square elsewhere to change; one frame composited.
    private func scene(scale: CGFloat = 1) -> (root: CALayer, card: CALayer, badge: CALayer, other: CALayer, compositor: LayerCompositor) {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100), white)
        let card = layer(CGRect(x: 10, y: 10, width: 40, height: 40), red)
        let badge = layer(CGRect(x: 5, y: 5, width: 10, height: 10), blue)
        card.addSublayer(badge)
        card.shouldRasterize = true
        card.rasterizationScale = 2
        let other = layer(CGRect(x: 70, y: 70, width: 10, height: 10), green)
        root.addSublayer(card)
        root.addSublayer(other)
        root.host = host
        let compositor = LayerCompositor(size: CGSize(width: 100, height: 100), scale: 2)!
        frame(compositor, root)
        return (root, card, badge, other, compositor)
    }

    @Test("Defaults: off, at one pixel per point")
    func defaults() {
        let layer = CALayer()
        #expect(layer.shouldRasterize == false)
        #expect(layer.rasterizationScale == 1)
    }

    @Test("The first frame rasterizes the subtree; a repaint that crosses it reuses the bitmap")
    func reuse() {
        let (root, card, _, other, compositor) = scene()
        #expect(card.renderRecord.rasterizations == 1)
        // Moving the green square over the card repaints the card's pixels from the bitmap.
        instantly { other.frame.origin = CGPoint(x: 30, y: 30) }
        frame(compositor, root)
        compositor.invalidateAll()
        frame(compositor, root)
        #expect(card.renderRecord.rasterizations == 1)
        #expect(card.renderRecord.rasterReuses == 2)
        let pixels = Pixels(compositor.makeImage()!)
        #expect(pixels[30, 30] == rgba(0, 0, 1))  // the badge, from the bitmap
        #expect(pixels[50, 50] == rgba(1, 0, 0))
        #expect(pixels[70, 70] == rgba(0, 1, 0))
    }

    @Test("Moving the rasterized layer reuses its bitmap")
    func moveReuses() {
        let (root, card, _, _, compositor) = scene()
        instantly { card.position.x += 20 }
        frame(compositor, root)
        #expect(card.renderRecord.rasterizations == 1)
        #expect(Pixels(compositor.makeImage()!)[70, 30] == rgba(0, 0, 1))
    }

    @Test("A change inside the subtree makes the bitmap again")
    func changeInside() {
        let (root, card, badge, _, compositor) = scene()
        instantly { badge.backgroundColor = green }
        frame(compositor, root)
        #expect(card.renderRecord.rasterizations == 2)
        #expect(Pixels(compositor.makeImage()!)[30, 30] == rgba(0, 1, 0))
    }

    @Test("Sublayers outside the bounds are in the bitmap when the layer does not clip")
    func outsideBounds() {
        let (root, _, badge, _, compositor) = scene()
        instantly { badge.frame.origin = CGPoint(x: 45, y: 0) }
        frame(compositor, root)
        let pixels = Pixels(compositor.makeImage()!)
        #expect(pixels[2 * 62, 2 * 12] == rgba(0, 0, 1))
    }
}
