import Foundation
import OpenCoreGraphics
import Testing
@testable import OpenQuartzCore

/// The compositor's backdrop blur: a backdrop layer blurs what is already painted beneath
/// its bounds, leaves everything outside them alone, and is repainted whole when what lies
/// beneath it changes.
@MainActor @Suite struct BackdropLayerTests {
    private let host = BitmapHost()

    /// A window's frame: the layers' pending layout (new layers ask for one), then the
    /// compositor's commit and repaint.
    @discardableResult
    private func frame(_ compositor: LayerCompositor, _ root: CALayer) -> DamageRegion {
        LayerTreeWalker().layout(root)
        return compositor.renderFrame(root)
    }

    /// A 100 × 100 root: red on the left half, blue on the right, and a backdrop layer over
    /// (20, 20, 60, 60) blurring with σ = 4 points, no tint; composited at scale 2.
    private func scene() -> (root: CALayer, left: CALayer, backdrop: BackdropLayer, compositor: LayerCompositor) {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100), white)
        let left = layer(CGRect(x: 0, y: 0, width: 50, height: 100), red)
        root.addSublayer(left)
        let corner = layer(CGRect(x: 0, y: 0, width: 4, height: 4), green)
        corner.name = "corner"
        root.addSublayer(corner)
        root.addSublayer(layer(CGRect(x: 50, y: 0, width: 50, height: 100), blue))
        let backdrop = BackdropLayer()
        backdrop.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        backdrop.blurRadius = 4
        root.addSublayer(backdrop)
        root.host = host
        let compositor = LayerCompositor(size: CGSize(width: 100, height: 100), scale: 2)!
        frame(compositor, root)
        return (root, left, backdrop, compositor)
    }

    @Test("A sharp edge beneath a backdrop layer becomes a gradient inside its bounds only")
    func edgeBecomesGradient() {
        let (_, _, backdrop, compositor) = scene()
        let pixels = Pixels(compositor.makeImage()!)
        #expect(backdrop.blurPaintCount == 1)
        // Inside, across the edge at x = 50 pt (100 px): red falls and blue rises in steps.
        let row = 100
        let reds = stride(from: 84, through: 116, by: 8).map { pixels[$0, row][0] }
        let blues = stride(from: 84, through: 116, by: 8).map { pixels[$0, row][2] }
        #expect(zip(reds, reds.dropFirst()).allSatisfy { $0 > $1 }, "red \(reds)")
        #expect(zip(blues, blues.dropFirst()).allSatisfy { $0 < $1 }, "blue \(blues)")
        let middle = pixels[100, row]
        #expect(middle[0] > 60 && middle[2] > 60, "mixed at the edge: \(middle)")
        // Far from the edge inside: the colour itself (saturation 1, no tint).
        #expect(close(pixels[44, row], rgba(1, 0, 0), tolerance: 4))
        // Outside the bounds the edge stays sharp.
        #expect(pixels[99, 20] == rgba(1, 0, 0))
        #expect(pixels[100, 20] == rgba(0, 0, 1))
        #expect(pixels[99, 180] == rgba(1, 0, 0))
    }

    @Test("A change beneath the blur repaints the whole blurred area, margin included")
    func damageBeneath() {
        let (root, left, backdrop, compositor) = scene()
        instantly { left.backgroundColor = green }
        // Only the left half changed, but the blur reads 3σ (12 pt = 24 px) around its bounds.
        let damage = frame(compositor, root)
        #expect(backdrop.blurPaintCount == 2)
        let blurArea = CGRect(x: 40 - 24, y: 40 - 24, width: 120 + 48, height: 120 + 48)
        #expect(damage.rects.contains { $0.contains(blurArea) }, "\(damage)")
        let pixels = Pixels(compositor.makeImage()!)
        #expect(close(pixels[44, 100], rgba(0, 1, 0), tolerance: 4))
        #expect(pixels[98, 100][1] > 40, "green reaches the edge: \(pixels[98, 100])")
        #expect(pixels[98, 100][0] < 10, "no red left: \(pixels[98, 100])")
    }

    @Test("A change above the blur alone repaints only itself over the kept blur: no blur pass runs")
    func changeAboveReusesBlur() {
        let (root, _, backdrop, compositor) = scene()
        let badge = layer(CGRect(x: 10, y: 10, width: 10, height: 10), red)
        instantly { backdrop.addSublayer(badge) }
        frame(compositor, root)
        let passes = backdrop.blurPassCount
        #expect(passes >= 1)
        instantly { badge.backgroundColor = green }
        let damage = frame(compositor, root)
        // The badge's own pixels only (it sits at (30, 30) pt, 20 × 20 px at scale 2).
        #expect(damage.rects == [CGRect(x: 60, y: 60, width: 20, height: 20)], "\(damage)")
        #expect(backdrop.blurPassCount == passes)
        #expect(backdrop.blurCache.reusesBlur)
        // The same pixels as a compositor that paints the whole tree afresh.
        let fresh = LayerCompositor(size: CGSize(width: 100, height: 100), scale: 2)!
        fresh.renderFrame(root)
        #expect(Pixels(compositor.makeImage()!).data == Pixels(fresh.makeImage()!).data)
        #expect(Pixels(compositor.makeImage()!)[70, 70] == rgba(0, 1, 0))
    }

    @Test("A layer painted after the backdrop counts as above it; one painted before counts as beneath")
    func paintOrderDecidesBeneath() {
        let (root, left, backdrop, compositor) = scene()
        let over = layer(CGRect(x: 30, y: 30, width: 10, height: 10), red)
        instantly { root.addSublayer(over) }
        frame(compositor, root)
        #expect(LayerCompositor.paints(left, beneath: backdrop))
        #expect(LayerCompositor.paints(root, beneath: backdrop))
        #expect(LayerCompositor.paints(backdrop, beneath: backdrop))
        #expect(!LayerCompositor.paints(over, beneath: backdrop))
        let passes = backdrop.blurPassCount
        instantly { over.backgroundColor = green }
        frame(compositor, root)
        #expect(backdrop.blurPassCount == passes, "a change above runs no blur")
        instantly { left.backgroundColor = green }
        frame(compositor, root)
        #expect(backdrop.blurPassCount == passes + 1, "a change beneath blurs again")
    }

    @Test("A new radius makes a new blur even when nothing beneath changed")
    func newRadiusBlursAgain() {
        let (root, _, backdrop, compositor) = scene()
        let before = backdrop.blurPassCount
        instantly { backdrop.blurRadius = 8 }
        let damage = frame(compositor, root)
        #expect(backdrop.blurPassCount == before + 1)
        // σ 8 pt = 16 px, reach 48 px around the 120 px square at (40, 40).
        #expect(damage.rects.contains { $0.contains(CGRect(x: 0, y: 0, width: 200, height: 200)) }, "\(damage)")
    }

    @Test("A change away from the blur does not repaint it")
    func damageElsewhere() {
        let (root, _, backdrop, compositor) = scene()
        let corner = root.sublayers!.first { $0.name == "corner" }!
        instantly { corner.backgroundColor = blue }
        let damage = frame(compositor, root)
        #expect(damage.rects == [CGRect(x: 0, y: 0, width: 8, height: 8)])
        #expect(backdrop.blurPaintCount == 1)
    }

    @Test("The tint (background colour) is painted over the blur and opacity fades both")
    func tintAndOpacity() {
        let (root, _, backdrop, compositor) = scene()
        instantly {
            backdrop.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)
            backdrop.opacity = 0.5
        }
        frame(compositor, root)
        let pixels = Pixels(compositor.makeImage()!)
        // Red under a half-faded (blurred red + 50 % white): 1/2 red + 1/2 (1/2 red + 1/2 white).
        let inside = pixels[44, 100]
        #expect(close(inside, [255, 64, 64, 255], tolerance: 5), "\(inside)")
    }

    @Test("Saturation above 1 moves colours away from grey")
    func saturation() {
        let (root, left, backdrop, compositor) = scene()
        instantly {
            left.backgroundColor = CGColor(red: 0.8, green: 0.4, blue: 0.4, alpha: 1)
            backdrop.saturation = 2
        }
        frame(compositor, root)
        let pixel = Pixels(compositor.makeImage()!)[44, 100]
        #expect(pixel[0] > 220 && pixel[1] < 90, "\(pixel)")
    }

    @Test("Inside a group the pixels beneath are out of reach: the tint alone is painted and it is said once")
    func insideGroup() {
        let lines = LogLines()
        QuartzCoreLog.$current.withValue(lines.sink) {
            let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40), white)
            let group = layer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
            group.opacity = 0.5
            let backdrop = BackdropLayer()
            backdrop.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            backdrop.blurRadius = 3
            group.addSublayer(backdrop)
            root.addSublayer(group)
            _ = render(root)
            _ = render(root)
            #expect(backdrop.blurPaintCount == 0)
        }
        #expect(lines.all.filter { $0.contains("cannot blur") }.count == 1, "\(lines.all)")
    }

    @Test("A NaN or negative blur passed to the context paints the backdrop back unblurred")
    func invalidSigma() {
        let context = CGContext.makeFlippedBitmap(pixelWidth: 20, pixelHeight: 20, scale: 1)!
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        context.setFillColor(blue)
        context.fill(CGRect(x: 10, y: 0, width: 10, height: 20))
        for sigma in [CGFloat.nan, -3, .infinity] {
            let result = context.drawBackdropBlur(in: CGRect(x: 0, y: 0, width: 20, height: 20), sigma: sigma, saturation: 1)
            #expect((try? result.get()) != nil)
        }
        let pixels = Pixels(context.makeImage()!)
        #expect(pixels[9, 10] == rgba(1, 0, 0))
        #expect(pixels[10, 10] == rgba(0, 0, 1))
    }
}
