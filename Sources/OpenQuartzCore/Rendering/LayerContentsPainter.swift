import Foundation
import OpenCoreGraphics

/// Paints what fills a layer's bounds besides its background: the app's `contents` image or
/// the backing store `draw(in:)` filled, placed by `contentsGravity` and `contentsRect`;
/// a shape layer's path; a gradient layer's ramp. The context's user space is the layer's
/// bounds space.
enum LayerContentsPainter {
    /// Draws the contents image, or else the backing store, into the bounds.
    static func paintContents(of layer: CALayer, values: CALayer, in context: CGContext) {
        let bounds = values.bounds
        if let image = values.contents as! CGImage?, image.width > 0, image.height > 0 {
            let unit = values.contentsRect.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
            guard !unit.isNull, !unit.isEmpty else { return }
            let scale = max(values.contentsScale, .ulpOfOne)
            let natural = CGSize(
                width: CGFloat(image.width) * unit.width / scale, height: CGFloat(image.height) * unit.height / scale)
            let target = place(natural, in: bounds, gravity: values.contentsGravity)
            context.saveGState()
            if target.width > natural.width * 1.0001 || target.height > natural.height * 1.0001 {
                context.interpolationQuality = values.magnificationFilter == .nearest ? .none : .default
            } else {
                context.interpolationQuality = values.minificationFilter == .nearest ? .none : .default
            }
            context.drawUpright(image, source: unit, in: target)
            context.restoreGState()
        } else if let store = layer.backingStore, store.hasPixels {
            let size = layer.backingStoreSize
            let target: CGRect
            if layer.backingStoreCoversPart {
                target = layer.backingStoreRect
            } else if size == bounds.size {
                target = bounds
            } else {
                target = place(size, in: bounds, gravity: values.contentsGravity)
            }
            context.drawBitmap(of: store, in: target)
        }
    }

    /// Where content of `natural` size lands in `bounds` for `gravity`.
    ///
    /// The named edges follow Core Animation's unflipped convention, as layers on iOS do:
    /// `.top` is the maxY edge of the bounds, which a y-down space shows at the bottom.
    /// UIKit's content modes account for this when they pick a gravity.
    static func place(_ natural: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        switch gravity {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            guard natural.width > 0, natural.height > 0 else { return bounds }
            let sx = bounds.width / natural.width
            let sy = bounds.height / natural.height
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: natural.width * s, height: natural.height * s)
            return CGRect(
                x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                width: size.width, height: size.height)
        default:
            let x: CGFloat
            let y: CGFloat
            switch gravity {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - natural.width
            default: x = bounds.midX - natural.width / 2
            }
            switch gravity {
            case .top, .topLeft, .topRight: y = bounds.maxY - natural.height
            case .bottom, .bottomLeft, .bottomRight: y = bounds.minY
            default: y = bounds.midY - natural.height / 2
            }
            return CGRect(x: x, y: y, width: natural.width, height: natural.height)
        }
    }

    /// Fills and strokes a shape layer's path (the stroke trimmed to strokeStart…strokeEnd).
    static func paintShape(_ shape: CAShapeLayer, in context: CGContext) {
        guard let path = shape.path, !path.isEmpty else { return }
        if let fill = shape.fillColor, fill.alpha > 0 {
            context.setFillColor(fill)
            context.addPath(path)
            context.fillPath(using: shape.fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 else { return }
        let start = min(max(shape.strokeStart, 0), 1)
        let end = min(max(shape.strokeEnd, 0), 1)
        guard end > start else { return }
        let stroked = (start == 0 && end == 1) ? path : PathTrimmer.trim(path, from: start, to: end)
        context.setStrokeColor(stroke)
        context.setLineWidth(shape.lineWidth)
        context.setLineCap(shape.lineCap == .round ? .round : shape.lineCap == .square ? .square : .butt)
        context.setLineJoin(shape.lineJoin == .round ? .round : shape.lineJoin == .bevel ? .bevel : .miter)
        context.setMiterLimit(shape.miterLimit)
        if let pattern = shape.lineDashPattern, !pattern.isEmpty {
            context.setLineDash(phase: shape.lineDashPhase, lengths: pattern.map { CGFloat($0.doubleValue) })
        }
        context.addPath(stroked)
        context.strokePath()
    }

    /// Fills the bounds with a gradient layer's ramp.
    static func paintGradient(_ layer: CAGradientLayer, in context: CGContext) {
        guard let colors = layer.colors?.compactMap({ $0 as! CGColor? }), !colors.isEmpty else { return }
        let bounds = layer.bounds
        let locations: [CGFloat]
        if let given = layer.locations, given.count == colors.count {
            locations = given.map { CGFloat($0.doubleValue) }
        } else if colors.count == 1 {
            locations = [0]
        } else {
            locations = (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
        guard let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: locations) else { return }
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let start = point(layer.startPoint)
        let end = point(layer.endPoint)
        let extend: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        context.saveGState()
        context.clip(to: bounds)
        switch layer.type {
        case .radial:
            // The end point sets the radii along each axis: an ellipse stretched from a circle.
            let rx = abs(end.x - start.x)
            let ry = abs(end.y - start.y)
            guard rx > 0, ry > 0 else {
                context.restoreGState()
                return
            }
            context.translateBy(x: start.x, y: start.y)
            context.scaleBy(x: 1, y: ry / rx)
            context.drawRadialGradient(
                gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: rx,
                options: [.drawsAfterEndLocation])
        case .conic:
            // Limitation: Cairo has no conic gradient; saying so beats drawing something else.
            CoreGraphicsLog.error("CAGradientLayer", "conic gradients are not rendered yet; the layer shows no gradient")
        default:
            context.drawLinearGradient(gradient, start: start, end: end, options: extend)
        }
        context.restoreGState()
    }
}
