import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

@MainActor @Suite struct DamageTrackingTests {
    /// Keeps the (weakly held) host alive for the test.
    private let host = BitmapHost()

    private func scene() -> (root: CALayer, a: CALayer, b: CALayer, compositor: LayerCompositor) {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100), white)
        let a = layer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        let b = layer(CGRect(x: 60, y: 60, width: 20, height: 20), blue)
        root.sublayers = [a, b]
        root.host = host
        let compositor = LayerCompositor(size: CGSize(width: 100, height: 100), scale: 2)!
        compositor.renderFrame(root)
        return (root, a, b, compositor)
    }

    @Test("The first frame repaints everything; an unchanged frame repaints nothing")
    func firstAndIdle() {
        let (root, _, _, compositor) = scene()
        #expect(compositor.lastDamage.rects == [CGRect(x: 0, y: 0, width: 200, height: 200)])
        #expect(compositor.renderFrame(root).isEmpty)
    }

    @Test("A colour change damages only that layer's pixels")
    func colourChange() {
        let (root, a, _, compositor) = scene()
        let painted = compositor.statistics.paintedLayers
        instantly { a.backgroundColor = green }
        let damage = compositor.renderFrame(root)
        #expect(damage.rects == [CGRect(x: 20, y: 20, width: 40, height: 40)])
        #expect(compositor.statistics.paintedLayers - painted == 2)  // root and a; b is culled
        #expect(Pixels(compositor.makeImage()!)[40, 40] == rgba(0, 1, 0))
    }

    @Test("A move damages the old and the new place, joined when they touch")
    func move() {
        let (root, a, _, compositor) = scene()
        instantly { a.position.x += 10 }
        let damage = compositor.renderFrame(root)
        #expect(damage.rects == [CGRect(x: 20, y: 20, width: 60, height: 40)])
        let pixels = Pixels(compositor.makeImage()!)
        #expect(pixels[25, 40] == rgba(1, 1, 1))
        #expect(pixels[75, 40] == rgba(1, 0, 0))
    }

    @Test("Two far-apart changes stay two rectangles")
    func separateRects() {
        let (root, a, b, compositor) = scene()
        instantly {
            a.backgroundColor = green
            b.backgroundColor = green
        }
        #expect(compositor.renderFrame(root).rects.count == 2)
    }

    @Test("Removing a sublayer damages where it was")
    func removal() {
        let (root, _, b, compositor) = scene()
        b.removeFromSuperlayer()
        let damage = compositor.renderFrame(root)
        #expect(damage.bounds.contains(CGRect(x: 120, y: 120, width: 40, height: 40)))
        #expect(Pixels(compositor.makeImage()!)[140, 140] == rgba(1, 1, 1))
    }

    @Test("Redrawing part of a backing store damages only that part")
    func partialRedraw() {
        final class Board: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(red)
                ctx.fill(bounds)
            }
        }
        let (root, _, _, compositor) = scene()
        let board = Board()
        board.frame = CGRect(x: 0, y: 50, width: 50, height: 50)
        root.addSublayer(board)
        board.setNeedsDisplay()
        root.displaySubtreeIfNeeded()
        compositor.renderFrame(root)
        board.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        root.displaySubtreeIfNeeded()
        let damage = compositor.renderFrame(root)
        #expect(damage.rects == [CGRect(x: 0, y: 100, width: 20, height: 20)])
    }

    @Test("Damage regions join touching rectangles and cap their number")
    func regionRules() {
        var region = DamageRegion()
        region.add(CGRect(x: 0.5, y: 0.5, width: 9, height: 9))
        #expect(region.rects == [CGRect(x: 0, y: 0, width: 10, height: 10)])
        region.add(CGRect(x: 10, y: 0, width: 10, height: 10))
        #expect(region.rects == [CGRect(x: 0, y: 0, width: 20, height: 10)])
        for i in 0..<20 { region.add(CGRect(x: CGFloat(i) * 50, y: 100, width: 10, height: 10)) }
        #expect(region.rects.count <= DamageRegion.maximumRects)
        #expect(region.bounds.contains(CGRect(x: 950, y: 100, width: 10, height: 10)))
        region.add(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        #expect(region.rects.count <= DamageRegion.maximumRects)
    }
}

@MainActor @Suite struct AnimatedCompositingTests {
    private let host = BitmapHost()

    @Test("An implicitly animated move is painted at its presentation position, frame by frame, with no redraw")
    func presentationValuesArePainted() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 20), white)
        let dot = layer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
        root.addSublayer(dot)
        root.host = host
        let compositor = LayerCompositor(size: CGSize(width: 100, height: 20), scale: 1)!
        compositor.renderFrame(root)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        dot.position.x += 80  // the model jumps to x = 80…90
        CATransaction.commit()
        CALayer.advanceAnimations(in: root, to: 10)  // the animation begins now
        compositor.renderFrame(root)
        #expect(Pixels(compositor.makeImage()!)[5, 5] == rgba(1, 0, 0))  // still at the start
        CALayer.advanceAnimations(in: root, to: 10.5)
        let damage = compositor.renderFrame(root)
        let half = Pixels(compositor.makeImage()!)
        #expect(half[45, 5] == rgba(1, 0, 0))  // half way: x = 40…50
        #expect(half[5, 5] == rgba(1, 1, 1))
        #expect(half[85, 5] == rgba(1, 1, 1))
        #expect(damage.bounds.width < 100)  // only the path of the dot was repainted
        CALayer.advanceAnimations(in: root, to: 11.5)
        compositor.renderFrame(root)
        #expect(Pixels(compositor.makeImage()!)[85, 5] == rgba(1, 0, 0))  // arrived
    }
}
