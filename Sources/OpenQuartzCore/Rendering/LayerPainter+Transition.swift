import Foundation
import OpenCoreGraphics

// A layer with a running CATransition is painted as two pictures instead of its body: the
// picture taken when the transition was added, and its current body drawn into a picture of
// its own at this frame. A fade mixes them exactly — inside a transparency layer the old
// picture goes in at 1 − p and the new one is added at p (plus-lighter), so each pixel is
// old·(1 − p) + new·p before the group meets what is underneath. The sliding styles draw
// the pictures where `TransitionFrame.placements(in:)` puts them.
extension LayerPainter {
    /// Paints `layer`'s transition at this frame in place of its body.
    mutating func paintTransition(
        _ transition: TransitionFrame, of layer: CALayer, values: CALayer, transform: CGAffineTransform,
        sublayers: [CALayer], alpha: CGFloat
    ) {
        let bounds = values.bounds
        let after = Self.snapshot(of: layer, values: values, sublayers: sublayers, scale: Self.scale(of: transform))
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let places = transition.placements(in: bounds)
        context.saveGState()
        setCTM(transform)
        if values.masksToBounds { context.clip(to: bounds) }
        context.setAlpha(alpha)
        switch transition.style {
        case .fade:
            let p = CGFloat(transition.progress)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            if let before = transition.before {
                context.setAlpha(1 - p)
                context.drawUpright(before, source: unit, in: bounds)
            }
            if let after {
                context.setBlendMode(.plusLighter)
                context.setAlpha(p)
                context.drawUpright(after, source: unit, in: bounds)
            }
            context.endTransparencyLayer()
        case .push, .moveIn, .reveal, .flip:
            func draw(_ image: CGImage?, in rect: CGRect) {
                guard let image, !rect.isNull, !rect.isEmpty else { return }
                context.drawUpright(image, source: unit, in: rect)
            }
            if places.afterOnTop {
                draw(transition.before, in: places.before)
                draw(after, in: places.after)
            } else {
                draw(after, in: places.after)
                draw(transition.before, in: places.before)
            }
        }
        context.restoreGState()
    }

    /// A picture of `layer`'s body (background, contents, sublayers, border — no shadow,
    /// opacity or mask) over its bounds at `scale` pixels per point, drawn from `values`;
    /// nil when the bounds cover no pixel or too many.
    static func snapshot(of layer: CALayer, values: CALayer, scale: CGFloat) -> CGImage? {
        snapshot(of: layer, values: values, sublayers: layer.sublayersInPaintOrder, scale: scale)
    }

    static func snapshot(of layer: CALayer, values: CALayer, sublayers: [CALayer], scale: CGFloat) -> CGImage? {
        let bounds = values.bounds
        guard scale.isFinite, scale > 0, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        let width = Int((bounds.width * scale).rounded(.up))
        let height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0, CGFloat(width) <= BackingStoreLimits.maximumSide,
            CGFloat(height) <= BackingStoreLimits.maximumSide, CGFloat(width * height) <= BackingStoreLimits.maximumPixels,
            let context = CGContext.makeFlippedBitmap(pixelWidth: width, pixelHeight: height, scale: 1)
        else { return nil }
        let toBase = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        var painter = LayerPainter(context: context, toBase: toBase, cull: nil, snapsToPixels: false)
        let transform = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        painter.paintBody(of: layer, values: values, transform: transform, sublayers: sublayers, alpha: 1)
        return context.makeImage()
    }
}
