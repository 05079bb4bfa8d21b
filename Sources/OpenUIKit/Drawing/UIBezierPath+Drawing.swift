import Foundation
import OpenCoreGraphics

extension UIBezierPath {
    /// Fills the inside of the path (under its fill rule) with the current context's fill
    /// colour; nothing happens without a current context. The context's state and path are
    /// left as they were.
    @MainActor
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        addElements(to: context)
        context.fillPath(using: fillRule)
        context.restoreGState()
    }

    /// Fills the path like ``fill()``, composited with `blendMode` at opacity `alpha`.
    @MainActor
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        addElements(to: context)
        context.fillPath(using: fillRule)
        context.restoreGState()
    }

    /// Strokes the path with its line settings and the current context's stroke colour;
    /// nothing happens without a current context. The context's state and path are left as
    /// they were.
    @MainActor
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        strokeElements(in: context)
        context.restoreGState()
    }

    /// Strokes the path like ``stroke()``, composited with `blendMode` at opacity `alpha`.
    @MainActor
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        strokeElements(in: context)
        context.restoreGState()
    }

    /// Intersects the current context's clip with the inside of the path (under its fill
    /// rule). The clip stays until the caller restores an earlier graphics state.
    @MainActor
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        addElements(to: context)
        context.clip(using: fillRule)
    }

    /// The Core Graphics fill rule matching ``usesEvenOddFillRule``.
    var fillRule: CGPathFillRule { usesEvenOddFillRule ? .evenOdd : .winding }

    /// Replaces the context's current path with this path's elements.
    func addElements(to context: CGContext) {
        context.beginPath()
        context.addPath(path)
    }

    /// Sets the context's line settings from the path's and strokes the path.
    func strokeElements(in context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        addElements(to: context)
        context.strokePath()
    }
}
