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

    /// Strokes the path with its line settings and the current context's stroke colour;
    /// nothing happens without a current context. The context's state and path are left as
    /// they were.
    @MainActor
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        applyLineSettings(to: context)
        addElements(to: context)
        context.strokePath()
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
        for element in path.elements {
            switch element {
            case .move(let p): context.move(to: p)
            case .line(let p): context.addLine(to: p)
            case .quadCurve(let p, let c): context.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): context.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: context.closePath()
            }
        }
    }

    /// Sets the context's line width (and, where the context supports them, the other line
    /// settings) from the path's.
    func applyLineSettings(to context: CGContext) {
        context.setLineWidth(lineWidth)
    }
}
