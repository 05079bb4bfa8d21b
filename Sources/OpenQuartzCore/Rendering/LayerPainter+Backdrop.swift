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
        let result = context.drawBackdropBlur(in: values.bounds, sigma: values.blurRadius, saturation: values.saturation)
        context.restoreGState()
        guard let model = layer as? BackdropLayer else { return }
        switch result {
        case .success: model.didPaintBlur()
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
