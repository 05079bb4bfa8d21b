import Foundation
import OpenCoreGraphics

extension LayerPainter {
    /// Blurs what is already painted beneath a backdrop layer's bounds (cut to its rounded
    /// corners) and paints the blur back with the layer's alpha; the layer's background (the
    /// tint) is painted over it next. The context's transform is the layer's placement.
    func paintBackdrop(_ values: BackdropLayer, of layer: CALayer, corners: CGPath?) {
        context.saveGState()
        if let corners {
            context.addPath(corners)
            context.clip(using: .winding)
        } else {
            context.clip(to: values.bounds)
        }
        let model = layer as? BackdropLayer
        let result = context.drawBackdropBlur(
            in: values.bounds, sigma: values.blurRadius, saturation: values.saturation,
            cache: usesBackdropCaches ? model?.blurCache : nil)
        context.restoreGState()
        guard let model else { return }
        switch result {
        case .success:
            model.didPaintBlur()
            // Later rectangles of the same frame reuse the blur just made: the pixels it read
            // are not beneath the backdrop's first painting any more.
            if usesBackdropCaches { model.blurCache.reusesBlur = true }
        case .failure(let failure):
            guard !model.reportedUnreachableBackdrop else { return }
            model.reportedUnreachableBackdrop = true
            let reason =
                failure == .noPixels
                ? "the context it is drawn into has no pixels"
                : "it is drawn inside a group (a partial opacity with sublayers, or a mask, above it)"
            QuartzCoreLog.warning("\(layer.debugName) cannot blur what lies beneath it: \(reason); only its tint is painted")
        }
    }
}
