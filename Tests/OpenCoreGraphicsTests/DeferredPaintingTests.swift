import Foundation
import OpenCoreGraphics
import Testing

/// A lazy bitmap (what backing stores are) lists its paints until its pixels are needed,
/// then replays them: the pixels must come out as an eager bitmap paints them.
@Suite struct DeferredPaintingTests {
    /// A little of everything a view's `draw(_:)` does: fills and strokes under a transform
    /// and a clip, a gradient, an image, a transparency layer with alpha, text, a shadow and a
    /// partial clear.
    private func paint(_ context: CGContext) {
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 2, y: 2, width: 20, height: 12))
        context.saveGState()
        context.translateBy(x: 10, y: 6)
        context.rotate(by: 0.3)
        context.clip(to: CGRect(x: 0, y: 0, width: 30, height: 18))
        context.setStrokeColor(CGColor(red: 0, green: 0.4, blue: 1, alpha: 0.8))
        context.setLineWidth(2.5)
        context.stroke(CGRect(x: 3, y: 3, width: 20, height: 10))
        context.restoreGState()
        let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(),
            colors: [CGColor(red: 0, green: 1, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)],
            locations: [0, 1])!
        context.drawLinearGradient(gradient, start: CGPoint(x: 30, y: 0), end: CGPoint(x: 50, y: 20), options: [])
        let tile = makeFlipped(width: 4, height: 4, scale: 1)
        tile.setFillColor(CGColor(red: 1, green: 1, blue: 0, alpha: 1))
        tile.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        context.draw(tile.makeImage()!, in: CGRect(x: 40, y: 20, width: 12, height: 8))
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.fillEllipse(in: CGRect(x: 5, y: 15, width: 16, height: 12))
        context.endTransparencyLayer()
        context.setAlpha(1)
        context.setShadow(offset: CGSize(width: 1, height: 2), blur: 2)
        context.setFillColor(CGColor(red: 0.2, green: 0.6, blue: 0.2, alpha: 1))
        context.showText("Hi", at: CGPoint(x: 26, y: 28))
        context.setShadow(offset: .zero, blur: 0, color: nil)
        context.clear(CGRect(x: 8, y: 8, width: 6, height: 4))
    }

    @Test("A lazy bitmap lists its paints without pixels and, once read, has the eager bitmap's pixels byte for byte")
    func replayMatchesDirectPainting() throws {
        let eager = makeFlipped(width: 60, height: 34, scale: 3)
        let lazy = makeFlipped(width: 60, height: 34, scale: 3, lazily: true)
        paint(eager)
        paint(lazy)
        #expect(lazy.hasPixels)
        #expect(!lazy.hasAllocatedPixels)
        #expect(lazy.width == eager.width && lazy.height == eager.height && lazy.bytesPerRow == 0)
        let direct = Pixels(try #require(eager.makeImage()))
        let replayed = Pixels(try #require(lazy.makeImage()))
        #expect(lazy.hasAllocatedPixels)
        #expect(replayed.bytes == direct.bytes)
        #expect(direct[6, 12] != .clear)
        // Painting after the pixels exist goes straight to them.
        eager.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        lazy.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        #expect(Pixels(try #require(lazy.makeImage())).bytes == Pixels(try #require(eager.makeImage())).bytes)
    }

    @Test("A clear of every pixel drops the listed paints; a clear of part of them is listed")
    func wholeClearDropsTheList() throws {
        let lazy = makeFlipped(width: 20, height: 10, scale: 3, lazily: true)
        lazy.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        lazy.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        lazy.clear(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(lazy.hasPixels)
        // As a backing store is redrawn: clipped to its bounds, then cleared whole.
        lazy.saveGState()
        lazy.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10))
        lazy.clear(CGRect(x: 0, y: 0, width: 20, height: 10))
        lazy.restoreGState()
        #expect(!lazy.hasPixels)
        let blank = Pixels(try #require(lazy.makeImage()))
        #expect(blank[30, 15] == .clear && !lazy.hasAllocatedPixels)
        // Inside a transparency layer a whole clear only clears the layer: it is listed.
        lazy.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        lazy.beginTransparencyLayer(auxiliaryInfo: nil)
        lazy.clear(CGRect(x: 0, y: 0, width: 20, height: 10))
        lazy.endTransparencyLayer()
        #expect(Pixels(try #require(lazy.makeImage()))[30, 15] == .red)
    }

    @Test("A long list is painted rather than kept, and a mask clip paints the list first")
    func listIsBounded() throws {
        let lazy = makeFlipped(width: 20, height: 10, scale: 1, lazily: true)
        lazy.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.01))
        for _ in 0..<DeferredCairoBackend.maximumPending { lazy.fill(CGRect(x: 0, y: 0, width: 20, height: 10)) }
        #expect(!lazy.hasAllocatedPixels)
        lazy.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(lazy.hasAllocatedPixels)

        let masked = makeFlipped(width: 20, height: 10, scale: 1, lazily: true)
        masked.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        let mask = makeFlipped(width: 20, height: 10, scale: 1)
        mask.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        masked.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: try #require(mask.makeImage()))
        #expect(masked.hasAllocatedPixels)
        #expect(Pixels(try #require(masked.makeImage()))[2, 2] == .black)
    }
}
