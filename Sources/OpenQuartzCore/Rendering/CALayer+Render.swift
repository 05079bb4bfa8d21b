import Foundation
import OpenCoreGraphics

extension CALayer {
    /// Paints the layer and its sublayers into `ctx`, in the layer's bounds space (the
    /// layer's own position and transform are not applied), as the renderer would show them.
    /// - Note: See https://developer.apple.com/documentation/quartzcore/calayer/render(in:)
    public func render(in ctx: CGContext) {
        let base = ctx.ctm
        let transform = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY).concatenating(base)
        var painter = LayerPainter(context: ctx, toBase: .identity, cull: nil, snapsToPixels: false)
        ctx.saveGState()
        painter.paint(self, transform: transform, alpha: 1)
        ctx.restoreGState()
    }

    /// As ``render(in:)``, leaving out the contents (what `draw(in:)` or `display()` put in
    /// the backing store, or the `contents` image) of the layers in `omitted`, so a picture
    /// with and without them can be compared (the test kit's contrast audit does).
    package func render(in ctx: CGContext, omittingContentsOf omitted: Set<ObjectIdentifier>) {
        let base = ctx.ctm
        let transform = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY).concatenating(base)
        var painter = LayerPainter(context: ctx, toBase: .identity, cull: nil, snapsToPixels: false)
        painter.omittedContents = omitted
        ctx.saveGState()
        painter.paint(self, transform: transform, alpha: 1)
        ctx.restoreGState()
    }
}

extension CALayer {
    /// The bytes of pixels the layer's backing store holds (0 when it has none or when its
    /// drawing painted nothing).
    package var backingStoreByteCount: Int {
        guard let store = backingStore, store.hasPixels else { return 0 }
        return store.bytesPerRow * store.height
    }
}
